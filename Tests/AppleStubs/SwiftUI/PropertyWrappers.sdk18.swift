// `@Environment` and `@ScaledMetric` as the iOS 18 SDK declares them (SOURCES.md), Sendable when
// their value is.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    @usableFromInline
    @frozen internal enum Content: @unchecked Sendable {
        case keyPath(KeyPath<EnvironmentValues, Value>)
    }
    @usableFromInline
    internal var content: Environment<Value>.Content
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { content = .keyPath(keyPath) }
    @inlinable public var wrappedValue: Value {
        switch content {
        case .keyPath(let keyPath): EnvironmentValues()[keyPath: keyPath]
        }
    }
}

/// Apple's snaps the value to the pixel grid after scaling; the stub returns it unscaled.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    private let value: Value
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }
    public init(wrappedValue: Value) { value = wrappedValue }
    public var wrappedValue: Value { value }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScaledMetric: Sendable where Value: Sendable {}
