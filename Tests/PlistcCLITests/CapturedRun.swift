import PlistcCLI
import PlistcDiagnostics
import PlistcIO
import TestSupport

@testable import PlistcKit

/// Everything one in-process run of plistc printed, and its exit status.
struct CapturedRun {
    let status: Int32
    let output: String
    let error: String

    /// Runs `plistc arguments…` in-process, with `input` as standard input.
    init(_ arguments: [String], input: [UInt8] = []) {
        final class Buffer: @unchecked Sendable {
            var output = ""
            var error = ""
        }
        let buffer = Buffer()
        let console = Console(
            writeOutput: { buffer.output += $0 },
            writeError: { buffer.error += $0 },
            readInput: { limit in Array(input.prefix(limit)) }
        )
        status = PlistcCLI.run(arguments, console: console)
        output = buffer.output
        error = buffer.error
    }

    /// Standard error with the package root removed from paths, as goldens hold them.
    var relativeError: String { error.replacingOccurrences(of: Fixtures.packageRoot + "/", with: "") }

    /// Standard output so, where `lint` writes its report.
    var relativeOutput: String { output.replacingOccurrences(of: Fixtures.packageRoot + "/", with: "") }
}
