/// A value given as it is, or made each time it is asked for: a finding's words and
/// suggestion, which the many findings that `--max-findings` hides never need. Equal when the
/// values are.
public struct Deferred<Value: Hashable & Sendable>: Sendable, Hashable {
    private enum Source: Sendable {
        case value(Value)
        case made(@Sendable () -> Value)
    }

    private let source: Source

    /// A value known now.
    public init(_ value: Value) { source = .value(value) }

    /// A value made by `make` when asked for (again each time: ask once where it is used).
    public init(making make: @escaping @Sendable () -> Value) { source = .made(make) }

    /// The value.
    public var value: Value {
        switch source {
        case .value(let value): value
        case .made(let make): make()
        }
    }

    public static func == (lhs: Deferred, rhs: Deferred) -> Bool { lhs.value == rhs.value }

    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
