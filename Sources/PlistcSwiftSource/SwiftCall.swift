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
    public var names: [String] {
        path.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    /// The names joined by a line break, which no name holds: one string a call, not an array.
    private let path: String
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
    public var calleeToken: Int { Int(callee) }
    public var openToken: Int { Int(open) }
    /// Where the callee's last name is.
    public var line: Int { Int(line32) }
    public var column: Int { Int(column32) }
    /// The same, in 32 bits (a file has at most `SwiftLexer.maxBytes` bytes and tokens).
    private let callee: Int32
    private let open: Int32
    private let line32: UInt32
    private let column32: UInt32

    /// The callee's last name: `custom` of `Font.custom`.
    public let name: String
    /// The callee's first name (`Font` of `Font.custom`), and how many names it has.
    public let firstName: String
    public let nameCount: Int

    init(
        names: [String], base: Base, labels: [String?], arguments: [Range<Int>], trailingLabels: [String?],
        calleeToken: Int, openToken: Int, line: Int, column: Int
    ) {
        path = names.joined(separator: "\n")
        name = names.last ?? ""
        firstName = names.first ?? ""
        nameCount = names.count
        self.base = base
        self.labels = labels
        self.arguments = arguments
        self.trailingLabels = trailingLabels
        callee = Int32(calleeToken)
        open = Int32(openToken)
        line32 = UInt32(line)
        column32 = UInt32(column)
    }
}
