import Foundation
import TestSupport
import Testing

/// Programs run in a temporary git repository, for tests of what plistc asks git: each through
/// `env -C` (coreutils), with git's identity set and no global or system configuration.
enum GitFolder {
    /// `git arguments…` in `folder`, which must succeed; its standard output.
    @discardableResult
    static func git(_ folder: String, _ arguments: [String]) throws -> String {
        let result = try run(in: folder, try #require(Installed.git), arguments)
        #expect(result.status == 0, "git \(arguments): \(result.error)")
        return result.output
    }

    /// Runs a program in `folder`.
    static func run(in folder: String, _ program: String, _ arguments: [String]) throws -> ProcessResult {
        try ProcessResult.run(
            "/usr/bin/env", ["-C", folder, program] + arguments,
            environment: [
                "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
                "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
            ])
    }

    /// The built plistc binary, run in `folder`.
    static func plistc(_ folder: String, _ arguments: [String]) throws -> ProcessResult {
        try run(in: folder, try #require(EndToEndTests.binary), arguments)
    }
}
