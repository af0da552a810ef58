import Foundation

/// Running Python helpers (the reference `plistlib`, fixture generators) from tests.
public enum Python {
    /// The `python3` executable on `PATH`, or `nil` when there is none: tests that need it are
    /// skipped with a message.
    public static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Whether `python3` can import `module` (`html5lib`): tests that need it are skipped
    /// with a message when it cannot.
    public static func hasModule(_ module: String) -> Bool {
        guard let executable else { return false }
        return (try? ProcessResult.run(executable, ["-c", "import \(module)"]).status) == 0
    }

    /// Runs `python3 script arguments…` and returns its exit status and standard output and
    /// error.
    public static func run(_ script: String, _ arguments: [String]) throws -> ProcessResult {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        return try ProcessResult.run(executable, [script] + arguments)
    }
}

/// What a finished child process gave.
public struct ProcessResult: Sendable {
    public let status: Int32
    public let output: String
    public let error: String

    /// Runs an executable to completion, with `input` (or nothing) as standard input, and
    /// `environment` added to this process's environment.
    public static func run(
        _ executable: String, _ arguments: [String], input: Data? = nil, environment: [String: String] = [:]
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(input ?? Data())
        try standardInput.fileHandleForWriting.close()
        // Read both pipes to their end before waiting, so a chatty child never blocks.
        let errorData = ReadToEnd(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on a background thread.
private final class ReadToEnd: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

/// Programs tests run, found on `PATH`.
public enum Tool {
    /// The executable called `name` on `PATH`, or `nil`.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The Swift compiler, for tests that compile generated code.
    public static let swiftc = find("swiftc")
}
