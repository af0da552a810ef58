/// A call in Swift source, as `CallMatcher` finds it: what is called, with which argument
/// labels, where.
public struct SwiftCall: Sendable, Hashable {
    /// What the callee's names are attached to.
    public enum Base: Sendable, Hashable {
        /// A plain name or dotted path: `UIFont(…)`, `Font.custom(…)`, `UIFont.systemFont(…)`.
        case none
        /// An implicit member: `.custom(…)`, `.system(size:)`.
        case implicitMember
        /// The result of an expression: `Text("x").font(…)`, `metrics[0].scaledFont(for:)`.
        case expression
    }

    /// The dotted names that end in the callee (`["Font", "custom"]`, `["font"]`).
    public let names: [String]
    public let base: Base
    /// Each argument's label, `nil` for an unlabelled one; a trailing closure is not counted.
    public let labels: [String?]
    /// The token range of each argument's expression (after its label).
    public let arguments: [Range<Int>]
    /// The labels of the trailing closures after the parentheses: `nil` for the first, then
    /// each one's (`label: { … }`).
    public let trailingLabels: [String?]
    /// How many trailing closures follow the parentheses.
    public var trailingClosures: Int { trailingLabels.count }
    /// The call as the compiler's parser writes it: `custom(_:size:relativeTo:)`, trailing
    /// closures included.
    public var signature: String {
        name + "(" + (labels + trailingLabels).map { ($0 ?? "_") + ":" }.joined() + ")"
    }
    /// The token index of the callee's last name and of the `(`.
    public let calleeToken: Int
    public let openToken: Int
    /// Where the callee's last name is.
    public let line: Int
    public let column: Int

    /// The callee's last name: `custom` of `Font.custom`.
    public var name: String { names.last ?? "" }
}
