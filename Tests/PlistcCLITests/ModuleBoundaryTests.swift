import Foundation
import PlistcDiagnostics
import PlistcStyleDictionary
import TestSupport
import Testing

/// The module graph of ARCHITECTURE.md, checked on the sources: what each module imports, no
/// Foundation anywhere in `Sources/`, no file over 250 lines and no function over 60 lines in
/// `PlistcCLI`.
@Suite("Module boundaries")
struct ModuleBoundaryTests {
    static let systemModules: Set<String> = ["Glibc", "Musl", "Darwin"]
    /// What each module may import besides the C library of the system.
    static let allowed: [String: Set<String>] = [
        "PlistcDiagnostics": [],
        "PlistcJSON": ["PlistcDiagnostics"],
        "PlistcDynamicLibraries": [],
        "PlistcPropertyList": ["PlistcDiagnostics", "PlistcJSON", "PlistcCLibXML2", "PlistcDynamicLibraries"],
        "PlistcStyleDictionary": ["PlistcDiagnostics", "PlistcPropertyList"],
        "PlistcDesignTokens": ["PlistcDiagnostics", "PlistcJSON", "PlistcPropertyList", "PlistcStyleDictionary"],
        "PlistcGenerators": [
            "PlistcDiagnostics", "PlistcJSON", "PlistcPropertyList", "PlistcStyleDictionary", "PlistcDesignTokens",
        ],
        "PlistcFontCatalog": ["PlistcCFreeType", "PlistcDynamicLibraries"],
        "PlistcTextFit": ["PlistcDynamicLibraries"],
        "PlistcLocalizedStrings": ["PlistcDiagnostics", "PlistcJSON"],
        "PlistcSwiftSource": [],
        "PlistcInterfaceBuilder": [],
        "PlistcSourceChecks": [
            "PlistcDiagnostics", "PlistcStyleDictionary", "PlistcSwiftSource", "PlistcInterfaceBuilder",
        ],
        // Not Dispatch: linking it costs every run (see `HelperThreads`).
        "PlistcIO": [],
        "PlistcKit": [
            "PlistcDiagnostics", "PlistcJSON", "PlistcPropertyList", "PlistcStyleDictionary", "PlistcDesignTokens",
            "PlistcGenerators", "PlistcFontCatalog",
            "PlistcTextFit", "PlistcLocalizedStrings", "PlistcSourceChecks", "PlistcIO",
        ],
        "PlistcCLI": [
            "PlistcDiagnostics", "PlistcJSON", "PlistcPropertyList", "PlistcStyleDictionary", "PlistcDesignTokens",
            "PlistcGenerators", "PlistcFontCatalog",
            "PlistcTextFit", "PlistcKit", "PlistcIO",
        ],
        "plistc": ["PlistcCLI"],
    ]
    static let sources = Fixtures.packageRoot + "/Sources"

    /// Every Swift file of a module, with its lines.
    static func files(of module: String) -> [(path: String, lines: [Substring])] {
        let folder = sources + "/" + module
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [(path: String, lines: [Substring])] = []
        while let name = enumerator?.nextObject() as? String {
            guard name.hasSuffix(".swift"),
                let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            else { continue }
            files.append((module + "/" + name, text.split(separator: "\n", omittingEmptySubsequences: false)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The module an `import` line names (`internal import CLibXML2` → `PlistcCLibXML2`), or `nil`.
    static func importedModule(_ line: Substring) -> String? {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index < words.count - 1,
            words[..<index].allSatisfy({ ["@testable", "internal", "public", "package"].contains($0) })
        else { return nil }
        return String(words[index + 1])
    }

    @Test func everyModuleIsMapped() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources).filter {
            !Self.files(of: $0).isEmpty
        }
        #expect(Set(modules) == Set(Self.allowed.keys), "a new module needs its row here and in ARCHITECTURE.md")
    }

    @Test(arguments: allowed.keys.sorted())
    func importsOnlyWhatItMay(module: String) {
        let permitted = Self.allowed[module, default: []].union(Self.systemModules)
        for (path, lines) in Self.files(of: module) {
            var inMultilineString = false
            for line in lines {
                // `import SwiftUI` in the generated file's template is text, not an import.
                if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString.toggle() }
                guard !inMultilineString, let imported = Self.importedModule(line.drop { $0 == " " }) else { continue }
                #expect(permitted.contains(imported), "\(path) imports \(imported)")
            }
        }
    }

    /// The command line is read once, by the commands (`Commands/`) and the options they read
    /// with (`Options/`, the parser among them): every other stage takes the typed values
    /// they read, never `ParsedArguments`.
    @Test func onlyTheCommandsReadTheArguments() {
        for (path, lines) in Self.files(of: "PlistcCLI")
        where !path.hasPrefix("PlistcCLI/Commands/") && !path.hasPrefix("PlistcCLI/Options/") {
            #expect(!lines.contains { $0.contains("ParsedArguments") }, "\(path) reads ParsedArguments")
        }
    }

    /// The command line's own types, which the engine never names: it takes typed requests
    /// and says what it has to say as events to its host.
    static let commandLineTypes = [
        "Console", "ParsedArguments", "ArgumentParser", "CommandSpec", "CommandOption", "OptionSpec", "ValueOption",
        "Flag", "HelpFormatter", "Program",
    ]

    @Test(arguments: ["PlistcKit", "PlistcIO"])
    func theEngineNamesNoCommandLineType(module: String) {
        for (path, lines) in Self.files(of: module) {
            for (index, line) in lines.enumerated() where !line.drop(while: { $0 == " " }).hasPrefix("//") {
                let words = Self.outsideStringLiterals(line).split { !$0.isLetter && !$0.isNumber && $0 != "_" }
                let named = Self.commandLineTypes.filter { words.contains(Substring($0)) }
                #expect(named.isEmpty, "\(path):\(index + 1) names \(named.joined(separator: ", "))")
            }
        }
    }

    /// ARCHITECTURE.md stays a map: at most 250 lines, an entry for every module.
    @Test func theMapHasAnEntryForEveryModule() throws {
        let text = try String(contentsOfFile: Fixtures.packageRoot + "/ARCHITECTURE.md", encoding: .utf8)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 251)
        for module in Self.allowed.keys {
            #expect(text.contains("**`\(module)`**"), "ARCHITECTURE.md has no entry for \(module)")
        }
    }

    /// The command line only speaks for the engine: at most 2,500 lines.
    @Test func theCommandLineStaysAShell() {
        let count = Self.files(of: "PlistcCLI").map { $0.lines.count - ($0.lines.last == "" ? 1 : 0) }.reduce(0, +)
        #expect(count <= 2_500, "PlistcCLI has \(count) lines: move what is not argv, help or output to PlistcKit")
    }

    /// Nothing in `Sources/` uses the concurrency runtime (tasks, `async`, the clocks), which
    /// every module imports implicitly: using it links the runtime and Dispatch with it, whose
    /// tables every start of plistc would relocate (README, *Start-up*).
    @Test func nothingUsesTheConcurrencyRuntime() {
        let words: Set<Substring> = ["async", "await", "actor", "Task", "ContinuousClock", "SuspendingClock"]
        for (path, lines) in Self.allowed.keys.flatMap({ Self.files(of: $0) }) {
            for (index, line) in lines.enumerated() where !line.drop(while: { $0 == " " }).hasPrefix("//") {
                let code = Self.outsideStringLiterals(line)
                let used = code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.filter(words.contains)
                #expect(used.isEmpty, "\(path):\(index + 1) uses \(used.joined(separator: ", "))")
            }
        }
    }

    /// `line` with what stands between double quotes blanked out.
    static func outsideStringLiterals(_ line: Substring) -> String {
        var inLiteral = false
        return String(
            line.map { character -> Character in
                if character == "\"" { inLiteral.toggle() }
                return inLiteral ? " " : character
            })
    }

    @Test func theLiteralBlankingSeesAUse() {
        let blanked = Self.outsideStringLiterals(#"let a = "await"; await b"#)
        #expect(blanked == "let a = " + String(repeating: " ", count: 6) + #""; await b"#)
        #expect(blanked.split(separator: " ").contains("await"))
    }

    /// A rule's ID is spelled once, in its rule's file (`plist-syntax` also in `Diagnostic.swift`,
    /// for the reader, which cannot see the rules): everything else names it through the rule.
    @Test func ruleIDsAreSpelledOnlyInTheirRules() {
        let sourceFiles = Self.allowed.keys.flatMap { Self.files(of: $0) }
        for rule in Rules.all {
            let (id, file) = (rule.description.id, "/\(rule).swift")
            let extra = id == Diagnostic.syntaxRuleID ? "PlistcDiagnostics/Diagnostic.swift" : file
            for (path, lines) in sourceFiles where !path.hasSuffix(file) && path != extra {
                let spelled = lines.contains { !$0.drop { $0 == " " }.hasPrefix("//") && $0.contains("\"\(id)\"") }
                #expect(!spelled, "\(path) spells the rule ID \(id): use \(rule).description.id")
            }
        }
    }

    @Test(arguments: allowed.keys.sorted())
    func filesStaySmall(module: String) {
        for (path, lines) in Self.files(of: module) {
            let count = lines.last == "" ? lines.count - 1 : lines.count
            #expect(count <= 250, "\(path) has \(count) lines: split it, one job per file")
        }
    }

    /// The length of each function, initializer and accessor whose body opens on its
    /// declaration's last line, counted to the brace that closes it (braces in string literals
    /// are not counted).
    static func functionLengths(_ lines: [Substring]) -> [(line: Int, length: Int)] {
        var lengths: [(line: Int, length: Int)] = []
        for (start, line) in lines.enumerated() {
            let code = line.drop { $0 == " " }
            guard
                code.contains("func ") || code.hasPrefix("init(") || code.hasPrefix("init?(")
                    || code.contains(" init(")
            else { continue }
            var depth = 0
            var opened = false
            for index in start..<lines.count {
                for character in withoutStrings(lines[index]) {
                    if character == "{" { (depth, opened) = (depth + 1, true) }
                    if character == "}" { depth -= 1 }
                }
                if opened && depth <= 0 {
                    lengths.append((start + 1, index - start + 1))
                    break
                }
            }
        }
        return lengths
    }

    /// A line without what is between double quotes.
    static func withoutStrings(_ line: Substring) -> String {
        line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined()
    }

    @Test(arguments: ["PlistcCLI", "PlistcKit", "PlistcIO"])
    func applicationFunctionsStayShort(module: String) {
        for (path, lines) in Self.files(of: module) {
            for (line, length) in Self.functionLengths(lines) {
                #expect(length <= 60, "\(path):\(line) is \(length) lines: split it")
            }
        }
    }

    @Test func theCounterSeesALongFunction() {
        let body = (0..<61).map { _ in "        step()" }
        let lines = (["    func long() {"] + body + ["    }"]).map { Substring($0) }
        #expect(Self.functionLengths(lines).map(\.length) == [63])
    }
}
