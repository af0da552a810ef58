import PlistcIO
import PlistcKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command's output goes and where standard input comes from. Tests pass their own to
/// capture everything a command prints.
public struct Console {
    /// Writes text to standard output.
    public var writeOutput: (String) -> Void
    /// Writes text to standard error.
    public var writeError: (String) -> Void
    /// Reads standard input, at most the given number of bytes.
    public var readInput: (_ limit: Int) throws(IOFailure) -> [UInt8]
    /// Whether standard error is a terminal that shows colour (not when `NO_COLOR` is set).
    public var errorShowsColour: Bool
    /// Whether standard output is a terminal that shows colour (not when `NO_COLOR` is set).
    public var outputShowsColour: Bool

    /// Creates a console from its three channels.
    public init(
        writeOutput: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void,
        readInput: @escaping (_ limit: Int) throws(IOFailure) -> [UInt8],
        errorShowsColour: Bool = false, outputShowsColour: Bool = false
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInput = readInput
        self.errorShowsColour = errorShowsColour
        self.outputShowsColour = outputShowsColour
    }

    /// The process's own standard output, standard error and standard input. Each write goes
    /// straight to its file descriptor, so piped output arrives line by line.
    public static var standard: Console {
        Console(
            writeOutput: { FileSystem.write($0, to: STDOUT_FILENO) },
            writeError: { FileSystem.write($0, to: STDERR_FILENO) },
            readInput: { limit throws(IOFailure) in try FileSystem.readAll(from: STDIN_FILENO, limit: limit) },
            errorShowsColour: showsColour(STDERR_FILENO), outputShowsColour: showsColour(STDOUT_FILENO)
        )
    }

    /// Whether `descriptor` is a terminal that shows colour: not when `NO_COLOR` is set or the
    /// terminal is `dumb`.
    private static func showsColour(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1 && getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"
    }

    /// The console as a session's host: output to standard output, messages to standard
    /// error, standard input for the inputs named `-`.
    var host: SessionHost {
        SessionHost(
            deliver: { [writeOutput, writeError] event in
                switch event {
                case .output(let text): writeOutput(text)
                case .message(let text): writeError(text)
                }
            },
            readStandardInput: readInput, messagesShowColour: errorShowsColour, outputShowsColour: outputShowsColour)
    }

    /// Writes a line to standard output.
    func print(_ line: String) { writeOutput(line + "\n") }

    /// Writes a line to standard error.
    func printError(_ line: String) { writeError(line + "\n") }
}
