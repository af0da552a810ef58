import Foundation
import TestSupport
import Testing

@testable import PlistcKit

/// What a session says is made visible at one place, its host: a line's raw text, whatever a
/// path or a key in it holds, arrives with no character that acts instead of showing.
@Suite("The session's boundary")
struct SessionHostTests {
    final class Events: @unchecked Sendable {
        var all: [SessionEvent] = []
    }

    @Test func aLineIsEscapedWhereItLeavesTheSession() {
        let events = Events()
        let host = SessionHost(deliver: { events.all.append($0) })
        host.messageLine("Fonts/\u{1B}[2Jevil\nline.plist: error: x")
        host.outputLine("a\u{202E}b")
        host.message("rendered\u{1B}[31m\n")
        #expect(
            events.all == [
                .message("Fonts/\\u{1B}[2Jevil\\nline.plist: error: x\n"), .output("a\\u{202E}b\n"),
                .message("rendered\u{1B}[31m\n"),
            ])
    }

    /// A session's own message about a folder named with a line break and an escape: one
    /// line, every character visible.
    @Test func aFolderNamedToForgeALineIsShownAsItIs() throws {
        try Fixtures.withTemporaryFolder("boundary") { root in
            let folder = root + "/x\n::error::y\u{1B}"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let events = Events()
            let outcome = LintSession(
                LintRequest(paths: [folder]), host: SessionHost(deliver: { events.all.append($0) })
            )
            .run()
            #expect(outcome == .clean)
            let said = events.all.map { event -> String in
                if case .message(let text) = event { text } else { "" }
            }.joined()
            #expect(said == root + "/x\\n::error::y\\u{1B}: warning: no *.plist files found in this directory\n")
        }
    }
}
