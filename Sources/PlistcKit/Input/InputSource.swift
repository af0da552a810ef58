import PlistcIO

/// One input to check: a file, or standard input (`-`).
package enum InputSource: Equatable, Sendable {
    case file(String)
    case standardInput

    /// The input a command-line argument names: `-` for standard input, else a file's path.
    package init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// The path shown in diagnostics.
    package var displayPath: String {
        switch self {
        case .file(let path): path
        case .standardInput: "<stdin>"
        }
    }

    /// The file's path; `nil` for standard input.
    package var filePath: String? {
        if case .file(let path) = self { path } else { nil }
    }

    /// Reads a file input, at most `limit` bytes (standard input reads as empty: read it
    /// through the console instead); `isKnownFile` as `FileSystem.read` takes it.
    package func readFile(limit: Int, isKnownFile: Bool) throws(IOFailure) -> [UInt8] {
        guard case .file(let path) = self else { return [] }
        return try FileSystem.read(path, limit: limit, isKnownFile: isKnownFile)
    }

    /// The whole input, at most `maxBytes` bytes; a larger one is a failure that ends with
    /// `advice`, never read in part.
    package func readWhole(maxBytes: Int, advice: String, host: SessionHost) throws(IOFailure) -> [UInt8] {
        let bytes = try read(limit: maxBytes + 1, host: host)
        guard bytes.count <= maxBytes else {
            throw FileSystem.tooLarge(displayPath, maxBytes: maxBytes, advice: advice)
        }
        return bytes
    }

    /// Reads the input, at most `limit` bytes.
    package func read(limit: Int, host: SessionHost) throws(IOFailure) -> [UInt8] {
        switch self {
        case .file(let path): try FileSystem.read(path, limit: limit)
        case .standardInput: try host.readStandardInput(limit)
        }
    }
}
