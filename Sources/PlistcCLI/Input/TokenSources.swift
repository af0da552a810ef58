import JSON

/// The token files `plistc import` reads, in the order they apply (a later one over an earlier
/// one): the files named, each folder's token files, and a Tokens Studio project's sets in its
/// `$metadata.json` order (the set `core/text` is `core/text.json`).
enum TokenSources {
    /// The deepest folder searched.
    static let maxDepth = 16

    /// The inputs the arguments name, in order.
    static func inputs(_ arguments: [String]) throws(IOFailure) -> [InputSource] {
        var inputs: [InputSource] = []
        for argument in arguments {
            let input = InputSource(argument: argument)
            guard let path = input.filePath, FileSystem.kind(of: path) == .directory else {
                inputs.append(input)
                continue
            }
            inputs += try folder(path).map(InputSource.file)
        }
        return inputs
    }

    /// A folder's token files: its project's sets when it has `$metadata.json`, else every
    /// `.json` file in it and below (hidden names and Tokens Studio's `$themes.json` left out),
    /// sorted by path.
    private static func folder(_ path: String) throws(IOFailure) -> [String] {
        let metadata = path + "/$metadata.json"
        if FileSystem.kind(of: metadata) == .file {
            let bytes = try FileSystem.read(metadata, limit: 1 << 20)
            guard let order = try? JSONParser.parse(bytes) else {
                throw FileSystem.failure(metadata, "is not valid JSON")
            }
            guard case .object(let members) = order,
                case .array(let names)? = members.last(where: { $0.key == "tokenSetOrder" })?.value
            else { throw FileSystem.failure(metadata, "has no tokenSetOrder list") }
            var seen: Set<String> = []
            var files: [String] = []
            for case .string(let set) in names where seen.insert(set).inserted {
                files.append(try inside(path, set + ".json", metadata: metadata))
            }
            return files
        }
        var found: [String] = []
        try walk(path, depth: 0, into: &found)
        return found.sorted(by: FileSystem.bytewisePrecedes)
    }

    /// The set file `name` of the project in `folder`, which must lie inside it once links are
    /// followed: a set's name comes from the project's own `$metadata.json`, in a pull request.
    private static func inside(_ folder: String, _ name: String, metadata: String) throws(IOFailure) -> String {
        let path = folder + "/" + name
        guard !name.split(separator: "/").contains(".."), let root = FileSystem.resolved(folder) else {
            throw FileSystem.failure(metadata, "names the set '\(name)', outside the project's folder")
        }
        if let real = FileSystem.resolved(path), !real.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            throw FileSystem.failure(metadata, "names the set '\(name)', which leads outside the project's folder")
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
