/// The ID of a rule (`unknown-font`): what every finding names, and what `--disable`,
/// `--enable`, a configuration and a suppression comment select rules by. Written as a string
/// literal only in its rule's description (`ModuleBoundaryTests` checks it); everything else
/// names it through the rule (`UnknownFontRule.description.id`).
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The ID as users write it.
    public let rawValue: String

    /// The ID `rawValue` spells (checked against the catalogue where the user gives it).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The ID a rule's description declares.
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
