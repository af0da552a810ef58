import PlistcDiagnostics
import PlistcStyleDictionary

/// One Swift file of the app read once (`SourceCheck.firstLook`): what it tells the other files
/// (`summary`), its findings as far as the file alone decides them, and what it asks of the
/// dictionaries, answered once their verdicts are known (`SourceCheck.finish`). A file that
/// uses a name another file defines (`AppSummary.needsSecondLook`) is checked again instead.
public struct SourceFirstLook: Sendable {
    public let summary: SourceSummary
    let found: [Diagnostic]
    let suppressions: SourceSuppressions
    /// `nil` for a file plistc cannot read with certainty.
    let questions: DictionaryUses.Questions?
    /// Whether the file is a storyboard or a XIB, which defines and asks nothing by name.
    public var isInterfaceBuilder = false

    /// The first look at a storyboard or XIB, which is not read until it is checked: it tells
    /// the other files nothing, and its findings need them all (`SourceCheck.check`).
    public static let interfaceBuilder = SourceFirstLook(
        summary: SourceSummary(), found: [], suppressions: SourceSuppressions([]),
        questions: DictionaryUses.Questions(literals: [], requests: []), isInterfaceBuilder: true)

    /// The styles the file asks of each dictionary it names (`nil` for one: a style held in a
    /// variable); `nil` for a file plistc cannot read, which could ask anything.
    public var styleUses: [String: Set<TextStyle>?]? { questions.map(DictionaryUses.styleUses) }
}
