import PlistcDesignTokens
import PlistcDiagnostics
import PlistcIO
import PlistcJSON

/// The token files `plistc import` reads, in the order they apply (a later one over an earlier
/// one): the files named, each folder's token files, and a Tokens Studio project's sets, those of
/// the `--theme`s chosen (`$themes.json`) or else all of them, in its `$metadata.json` order (the
/// set `core/text` is `core/text.json`).
package enum TokenSources {
    /// One file to read, and whether a theme reads it for reference only.
    package struct Input: Equatable {
        package let source: InputSource
        package var referenceOnly = false
    }

    /// A folder that could not be read, or a `--theme` its project does not have.
    package enum Failure: Error {
        case io(IOFailure)
        case theme(Diagnostic)
    }

    /// The deepest folder searched.
    package static let maxDepth = 16

    /// The inputs the arguments name, in order, with the themes `choice` chooses in each
    /// project folder.
    package static func inputs(_ arguments: [String], choice: inout ThemeChoice) throws(Failure) -> [Input] {
        var inputs: [Input] = []
        for argument in arguments {
            let input = InputSource(argument: argument)
            guard let path = input.filePath, FileSystem.kind(of: path) == .directory else {
                inputs.append(Input(source: input))
                continue
            }
            if let project = try project(path, choice: &choice) {
                inputs += project
                continue
            }
            var found: [String] = []
            do throws(IOFailure) { try walk(path, depth: 0, into: &found) } catch { throw .io(error) }
            inputs += found.sorted(by: FileSystem.bytewisePrecedes).map { Input(source: .file($0)) }
        }
        return inputs
    }

    /// A Tokens Studio project's set files, when the folder holds `$metadata.json`: the sets of
    /// the themes chosen, else every set of its `tokenSetOrder`, each once.
    private static func project(_ path: String, choice: inout ThemeChoice) throws(Failure) -> [Input]? {
        let metadata = path + "/$metadata.json"
        guard FileSystem.kind(of: metadata) == .file else { return nil }
        let themesPath = path + "/$themes.json"
        let order: [String]
        let themes: TokenThemes?
        var orderAt = SourceLocation(file: metadata, line: 1, column: 1)
        do throws(IOFailure) {
            let root = try json(metadata)
            guard let names = TokenThemes.setOrder(root) else {
                throw FileSystem.failure(metadata, "has no tokenSetOrder list")
            }
            order = names
            if case .object(let members) = root, let member = members.last(where: { $0.key == "tokenSetOrder" }) {
                orderAt = SourceLocation(file: metadata, line: member.line, column: member.column)
            }
            let start = SourceLocation(file: themesPath, line: 1, column: 1)
            themes = FileSystem.kind(of: themesPath) == .file ? TokenThemes(try json(themesPath), at: start) : nil
        } catch {
            throw .io(error)
        }
        var sets = order.map { TokenSet(name: $0, referenceOnly: false) }
        var namedIn = metadata
        if let themes, let chosen = try choice.sets(of: themes, order: order, setCount: sets.count) {
            sets = chosen
            namedIn = themesPath
        }
        var seen: Set<String> = []
        var (files, missing): ([Input], [String]) = ([], [])
        for set in sets where seen.insert(set.name).inserted {
            do throws(IOFailure) {
                let file = try inside(path, set.name + ".json", namedIn: namedIn)
                // A set with no file is skipped, as Tokens Studio and sd-transforms skip it.
                guard FileSystem.kind(of: file) != .missing else {
                    missing.append(set.name)
                    continue
                }
                files.append(Input(source: .file(file), referenceOnly: set.referenceOnly))
            } catch {
                throw .io(error)
            }
        }
        if files.isEmpty, !missing.isEmpty {
            throw .io(
                FileSystem.failure(
                    namedIn,
                    "lists \(missing.count) token set\(missing.count == 1 ? "" : "s") and none has a file (\(CountText.list(missing) { "'\($0)'" })): name the project's set files in tokenSetOrder, choose a theme with --theme, or import the files themselves"
                ))
        }
        if !missing.isEmpty {
            let listedAt = namedIn == metadata ? orderAt : SourceLocation(file: themesPath, line: 1, column: 1)
            choice.notes.append(missingSets(missing, of: sets.count, at: listedAt))
        }
        return files
    }

    /// The warning for the sets the project lists that have no file.
    private static func missingSets(_ names: [String], of count: Int, at location: SourceLocation) -> Diagnostic {
        let listed = CountText.list(names) { "'\($0)'" }
        return TokenFinding.diagnostic(
            "\(names.count) of the \(count) token sets the project reads \(names.count == 1 ? "has" : "have") no file and \(names.count == 1 ? "is" : "are") skipped, as Tokens Studio skips \(names.count == 1 ? "it" : "them"): \(listed); remove \(names.count == 1 ? "it" : "them") from tokenSetOrder (and the themes), or add the files",
            at: location, severity: .warning)
    }

    /// A project file's JSON (at most 1 MB).
    private static func json(_ path: String) throws(IOFailure) -> JSONValue {
        let bytes = try FileSystem.readWhole(path, maxBytes: 1 << 20, advice: "a project file is at most 1 MiB")
        do throws(JSONSyntaxError) {
            return try JSONParser.parse(bytes)
        } catch {
            throw FileSystem.failure(
                path, "is not valid JSON (line \(error.line), column \(error.column): \(error.message))")
        }
    }

    /// The set file `name` of the project in `folder`, which must lie inside it once links are
    /// followed: a set's name comes from the project's own `$metadata.json` or `$themes.json`
    /// (`source`, named in the message), in a pull request.
    private static func inside(_ folder: String, _ name: String, namedIn source: String) throws(IOFailure) -> String {
        let path = folder + "/" + name
        let fix = "name a set inside the project's folder"
        guard !name.split(separator: "/").contains(".."), let root = FileSystem.resolved(folder) else {
            throw IOFailure(path: source, reason: "names the set '\(name)', outside the project's folder: \(fix)")
        }
        if let real = FileSystem.resolved(path), !real.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            throw IOFailure(
                path: source, reason: "names the set '\(name)', which leads outside the project's folder: \(fix)")
        }
        return path
    }

    private static func walk(_ folder: String, depth: Int, into found: inout [String]) throws(IOFailure) {
        guard depth < maxDepth else { return }
        for entry in try FileSystem.contents(of: folder) where !entry.name.hasPrefix(".") && !entry.isLink {
            let path = folder + "/" + entry.name
            // A file system that does not say an entry's kind in the listing is asked.
            switch entry.kind ?? FileSystem.kind(of: path) {
            case .directory: try walk(path, depth: depth + 1, into: &found)
            case .file where entry.name.hasSuffix(".json") && !entry.name.hasPrefix("$"): found.append(path)
            default: break
            }
        }
    }
}
