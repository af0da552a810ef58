import PlistcDiagnostics

/// A property-list integer: any whole number from `Int64.min` through `UInt64.max`, the range
/// CoreFoundation reads.
public struct PlistInteger: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The absolute value.
    public let magnitude: UInt64
    /// Whether the value is below zero (never true for zero).
    public let isNegative: Bool

    /// The smallest value a property list can hold, `Int64.min`.
    public static let min = PlistInteger(magnitude: UInt64(Int64.max) + 1, isNegative: true)
    /// The largest value a property list can hold, `UInt64.max`.
    public static let max = PlistInteger(magnitude: .max, isNegative: false)

    /// Creates an integer from a magnitude and sign; `nil` when below `Int64.min`.
    public init?(magnitude: UInt64, isNegative: Bool) {
        if isNegative && magnitude > UInt64(Int64.max) + 1 { return nil }
        self.magnitude = magnitude
        self.isNegative = isNegative && magnitude != 0
    }

    /// Creates an integer from a signed value.
    public init(_ value: Int64) {
        self.magnitude = value.magnitude
        self.isNegative = value < 0
    }

    /// Creates an integer from an unsigned value.
    public init(unsigned value: UInt64) {
        self.magnitude = value
        self.isNegative = false
    }

    /// Creates an integer from a literal.
    public init(integerLiteral value: Int64) {
        self.init(value)
    }

    /// The value as `Int64`, or `nil` when it is above `Int64.max`.
    public var int64Value: Int64? {
        if isNegative { return magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude) }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// The value as `Double` (rounded when beyond 2^53).
    public var doubleValue: Double { isNegative ? -Double(magnitude) : Double(magnitude) }

    /// The decimal form, such as `-17`.
    public var description: String { isNegative ? "-\(magnitude)" : "\(magnitude)" }
}
