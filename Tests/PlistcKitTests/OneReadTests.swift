import PlistcIO
import PlistcTextFit
import TestSupport
import Testing

@testable import PlistcKit

/// One `lint` run reads each file once, whatever it is asked besides the lint: `--fix`, the
/// app's Swift (checked against the dictionaries' verdicts) and the `"fit"` budgets (measured
/// on the dictionaries' scales).
@Suite("One read of each input")
struct OneReadTests {
    static let measures = TextShaper.isAvailable && LineBreaks.isAvailable && Installed.noto

    /// A dictionary with a fix to make (`"17"` becomes a number), in a font of the Noto folder.
    static let dictionary = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>body</key>
            <dict>
                <key>fontName</key>
                <string>NotoSerif-Regular</string>
                <key>fontSize</key>
                <string>17</string>
            </dict>
        </dict>
        </plist>
        """
    static let swift = """
        import UIKit
        let brand = ScaledFont(fontName: "Brand")
        let label = brand.font(forTextStyle: .body)
        let fixed = UIFont(name: "NotoSerif-Regular", size: 17)
        """
    static let configuration = """
        {"strings": ["Localizable.strings"], "fit": [{"keys": "**", "style": "body", "width": 40}]}
        """

    @Test func eachInputIsReadOnce() throws {
        ReadLog.start()
        try Fixtures.withTemporaryFolder(
            "one-read",
            files: [
                ".git/HEAD": "", ".plistc.json": Self.configuration, "Brand.plist": Self.dictionary,
                "App/View.swift": Self.swift, "Localizable.strings": "\"greeting\" = \"A greeting too long to fit\";",
            ]
        ) { root in
            var request = LintRequest(paths: [root + "/Brand.plist"])
            request.fixing = .write
            request.sources = [root + "/App"]
            if Self.measures { request.fonts.fonts = [Installed.notoFolder] }
            var messages = ""
            let host = SessionHost(deliver: { event in
                switch event {
                case .message(let text), .output(let text): messages += text
                }
            })
            let outcome = LintSession(request, host: host).run()
            #expect(outcome != .usageOrIO, "\(messages)")
            #expect(messages.contains("Brand.plist:9:"), "the fix was made: \(messages)")
            var files = ["/Brand.plist", "/App/View.swift", "/.plistc.json"]
            if Self.measures {
                #expect(messages.contains("[text-overflow]"), "the budgets were measured: \(messages)")
                files.append("/Localizable.strings")
            }
            for file in files {
                #expect(ReadLog.reads(of: root + file) == 1, "\(file) read \(ReadLog.reads(of: root + file)) times")
            }
        }
    }

    /// The count the test relies on sees a second read.
    @Test func theLogCountsEveryRead() throws {
        ReadLog.start()
        try Fixtures.withTemporaryFolder("read-log", files: ["a": "x"]) { root in
            _ = try FileSystem.read(root + "/a", limit: 10)
            _ = try FileSystem.readWhole(root + "/a", maxBytes: 10)
            #expect(ReadLog.reads(of: root + "/a") == 2)
        }
    }
}
