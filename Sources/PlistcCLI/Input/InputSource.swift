/// One input to check: a file, or standard input (`-`).
enum InputSource: Equatable {
    case file(String)
    case standardInput

    /// The path shown in diagnostics.
    var displayPath: String {
        switch self {
        case .file(let path): path
        case .standardInput: "<stdin>"
        }
    }

    /// Reads the input, at most `limit` bytes.
    func read(limit: Int, console: Console) throws(IOFailure) -> [UInt8] {
        switch self {
        case .file(let path): try FileSystem.read(path, limit: limit)
        case .standardInput: try console.readInput(limit)
        }
    }
}
