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
            let order = try? JSONParser.parse(bytes)
            if case .object(let members) = order,
                case .array(let names)? = members.last(where: { $0.key == "tokenSetOrder" })?.value
            {
                return names.compactMap { name in
                    guard case .string(let set) = name, !set.split(separator: "/").contains("..") else { return nil }
                    return path + "/" + set + ".json"
                }
            }
            throw FileSystem.failure(metadata, "has no tokenSetOrder list")
        }
        var found: [String] = []
        try walk(path, depth: 0, into: &found)
        return found.sorted(by: FileSystem.bytewisePrecedes)
    }

    private static func walk(_ folder: String, depth: Int, into found: inout [String]) throws(IOFailure) {
        guard depth < maxDepth else { return }
        for entry in try FileSystem.contents(of: folder) where !entry.name.hasPrefix(".") && !entry.isLink {
            let path = folder + "/" + entry.name
            switch entry.kind {
            case .directory?: try walk(path, depth: depth + 1, into: &found)
            case .file? where entry.name.hasSuffix(".json") && !entry.name.hasPrefix("$"): found.append(path)
            default: break
            }
        }
    }
}
