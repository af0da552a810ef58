import Foundation
import PlistcDiagnostics
import PlistcInterfaceBuilder
import PlistcSourceChecks
import PlistcStyleDictionary
import TestSupport
import Testing

/// Storyboards and XIBs read for `lint --sources`: the reader held to Python's expat, the rule
/// to its examples and to real files before and after their apps fixed Xcode's warning.
@Suite("Interface Builder files")
struct InterfaceBuilderTests {
    static let fixes = Fixtures.packageRoot + "/Tests/InterfaceBuilder/fixes"
    static let rules = Rules.all.map { $0.description }.filter { $0.kind == .interfaceBuilder }

    /// `line:column rule` of each finding of `text` read as a storyboard.
    static func findings(_ text: String, path: String = "Example.storyboard") -> [String] {
        SourceCheck.check(Array(text.utf8), path: path, configuration: LintConfiguration()).findings
            .map { "\($0.location.line):\($0.location.column) \($0.ruleID.rawValue)" }
    }

    @Test(arguments: rules)
    func examplesAreReportedWhereMarked(rule: RuleDescription) {
        #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty)
        for example in rule.triggeringExamples {
            let text = String(example.unicodeScalars.filter { $0 != "↓" }.map(Character.init))
            let found = Self.findings(text).filter { $0.hasSuffix(rule.id.rawValue) }
            #expect(found == SourceRuleExampleTests.marks(example).map { "\($0) \(rule.id.rawValue)" }, "\(example)")
        }
        for example in rule.nonTriggeringExamples {
            #expect(Self.findings(example).filter { $0.hasSuffix(rule.id.rawValue) } == [], "\(example)")
        }
    }

    /// Every element each app's fix changed is found in the file before it, and nothing after.
    @Test func theFixesOfRealAppsAreFoundExactly() throws {
        let table = try String(contentsOfFile: Self.fixes + "/expected.tsv", encoding: .utf8)
        let expected = table.split(separator: "\n").map { $0.split(separator: "\t") }
        let pairs = Set(expected.map { String($0[0].split(separator: "/")[0]) })
        #expect(pairs.count == 4 && expected.count == 6)
        for pair in pairs.sorted() {
            for side in ["before", "after"] {
                let folder = Self.fixes + "/" + pair + "/" + side
                let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                let found = Self.findings(text, path: name).filter { $0.hasSuffix(" ib-adjusts-without-text-style") }
                    .map { String($0.split(separator: ":")[0]) }
                let wanted =
                    side == "after" ? [] : expected.filter { $0[0] == "\(pair)/before/\(name)" }.map { String($0[1]) }
                #expect(found == wanted, "\(pair)/\(side)")
            }
        }
    }

    /// Each start tag's name, line and attributes, as expat reads them, on the fixtures and the
    /// real files.
    @Test(.enabled(if: Python.executable != nil, "python3 is not installed: the comparison with expat is skipped"))
    func elementsAreExpats() throws {
        let files =
            [Fixtures.directory + "/sources/ib-adjusts-without-text-style.storyboard"]
            + (try FileManager.default.subpathsOfDirectory(atPath: Self.fixes)).filter {
                $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
            }.sorted().map { Self.fixes + "/" + $0 }
        #expect(files.count == 9)
        for file in files {
            let run = try Python.run(Fixtures.packageRoot + "/Tests/InterfaceBuilder/xml_elements.py", [file])
            let document = XMLElements(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
            #expect(document.problem == nil, "\(file)")
            let ours = document.elements.map { element in
                let pairs = document.attributes(of: element).map { [$0.name, $0.value] }
                let json = String(decoding: try! JSONSerialization.data(withJSONObject: pairs), as: UTF8.self)
                return "\(element.line)\t\(element.name)\t\(json)"
            }
            let theirs = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
                line -> String in
                let parts = line.split(separator: "\t", maxSplits: 2)
                let pairs = try! JSONSerialization.jsonObject(with: Data(parts[2].utf8))
                let json = String(decoding: try! JSONSerialization.data(withJSONObject: pairs), as: UTF8.self)
                return "\(parts[0])\t\(parts[1])\t\(json)"
            }
            #expect(ours == theirs, "\(file)")
        }
    }

    /// What the reader refuses, each with its line, and what it resolves.
    @Test func theReaderRefusesWhatItMustNotRead() {
        let refused: [(String, String)] = [
            ("<!DOCTYPE d [<!ENTITY e \"x\">]>\n<d/>", "document type"),
            ("<d>\n<a x=\"&e;\"/></d>", "expands no entity"),
            ("<d>\n<a></b></d>", "closes no"),
            ("<d>\n<a>", "never closed"),
            ("<d x=\"1\n", "never closed"),
            ("<d><!-- never", "comment is never closed"),
            ("", "no element"),
            (String(repeating: "<a>", count: XMLElements.maxDepth + 1), "nested more than"),
        ]
        for (text, message) in refused {
            let problem = XMLElements(Array(text.utf8)).problem
            #expect(problem?.message.contains(message) == true, "\(text.prefix(40)): \(String(describing: problem))")
        }
        let read = XMLElements(Array("\u{FEFF}<d>\n  <é a=\"&lt;&#x41;&#66;&quot;\" b='x\ty'/>\n</d>".utf8))
        #expect(read.problem == nil)
        #expect(read.elements.map(\.name) == ["d", "é"])
        #expect(
            read.attribute("a", of: read.elements[1]) == "<AB\"" && read.attribute("b", of: read.elements[1]) == "x y")
        #expect(read.span(of: "b", in: read.elements[1])?.start.column == 31)
        #expect(read.elements[1].line == 2 && read.elements[1].column == 3 && read.elements[1].parent == 0)
    }

    /// A file that is not XML is one note, and a misnamed directive a warning at its comment.
    @Test func anUnreadableFileAndAnUnknownDirective() {
        #expect(Self.findings("<document>\n<label>") == ["2:1 source-unreadable"])
        #expect(
            Self.findings("<document>\n    <!-- plistc:disable:next ib-adjust -->\n</document>") == [
                "2:5 unknown-suppression"
            ])
    }
}
