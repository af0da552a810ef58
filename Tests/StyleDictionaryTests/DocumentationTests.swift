import Foundation
import PlistcDiagnostics
import PlistcStyleDictionary
import TestSupport
import Testing

/// The lists of rules that people read, kept in step with `Rules.all`: the rule tables of
/// `docs/rules.md` (`plistc rules --markdown`), each rule once with its default severity.
@Suite("Documentation in step with the rules")
struct DocumentationTests {
    static func read(_ name: String) throws -> String {
        try String(contentsOfFile: Fixtures.packageRoot + "/" + name, encoding: .utf8)
    }

    /// The words between backticks in `text`, in order.
    static func codeSpans(_ text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Each row of a `| rule | default | reports |` table: its rule IDs and its severity cell.
    static func ruleRows() throws -> [(ids: [String], severity: String)] {
        var rows: [(ids: [String], severity: String)] = []
        var inRuleTable = false
        for line in try read("docs/rules.md").split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| rule | default | reports |") {
                inRuleTable = true
            } else if !line.hasPrefix("|") {
                inRuleTable = false
            } else if inRuleTable && !line.hasPrefix("|---") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                guard cells.count > 3 else { continue }
                rows.append((codeSpans(cells[1]), String(cells[2])))
            }
        }
        return rows
    }

    /// The GitHub Action's inputs and the pre-commit hooks are those `docs/ci.md` documents: each
    /// input has its row, each hook its id, and nothing documented is missing from the files.
    @Test func ciPageDocumentsTheActionInputsAndTheHooks() throws {
        let page = try String(contentsOfFile: Fixtures.packageRoot + "/docs/ci.md", encoding: .utf8)
        let action = try String(contentsOfFile: Fixtures.packageRoot + "/action.yml", encoding: .utf8)
        let inputsBlock = try #require(
            action.components(separatedBy: "\ninputs:\n").last?.components(separatedBy: "\nruns:").first)
        let inputs = inputsBlock.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") else { return nil }
            return String(line.dropFirst(2).dropLast())
        }
        #expect(inputs == ["paths", "reporter", "reviewdog-reporter", "fix", "arguments", "diff", "diff-arguments"])
        for input in inputs { #expect(page.contains("| `\(input)` |"), "docs/ci.md lacks the action input \(input)") }
        let hooks = try String(contentsOfFile: Fixtures.packageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let ids = hooks.split(separator: "\n").compactMap { line in
            line.hasPrefix("- id: ") ? String(line.dropFirst("- id: ".count)) : nil
        }
        #expect(
            ids == [
                "plistc-lint", "plistc-lint-fix", "plistc-lint-app", "plistc-lint-system", "plistc-lint-app-system",
            ])
        for id in ids { #expect(page.contains("`\(id)`"), "docs/ci.md lacks the hook \(id)") }
        // Three hooks build plistc, two run the installed one; the app's run once on the whole
        // repository, the others on the commit's plists.
        #expect(hooks.components(separatedBy: "language: swift").count == 4)
        #expect(hooks.components(separatedBy: "language: system").count == 3)
        #expect(hooks.components(separatedBy: "types: [plist]").count == 4)
        #expect(hooks.components(separatedBy: "pass_filenames: false").count == 3)
    }

    @Test func ruleTablesListEveryRuleOnceWithItsSeverity() throws {
        let rows = try Self.ruleRows()
        let listed = rows.flatMap(\.ids)
        #expect(listed.count == Set(listed).count, "a rule is in the tables of docs/rules.md twice")
        #expect(Set(listed) == Set(Rules.ids))
        for rule in Rules.all.map({ $0.description }) {
            guard let row = rows.first(where: { $0.ids.contains(rule.id.rawValue) }) else { continue }
            #expect(
                row.severity.contains(rule.defaultSeverity.rawValue),
                "docs/rules.md gives \(rule.id) '\(row.severity)', not \(rule.defaultSeverity.rawValue)")
        }
    }
}
