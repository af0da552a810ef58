import Foundation
import TestSupport
import Testing

/// Paths in reports are the user's: relative to the working folder, never the machine's
/// absolute folders, for the files a `.plistc.json` names as for the inputs.
struct RelativePathTests {
    /// A repository whose configuration, found above the dictionary, names its fonts: every
    /// report, from its top and from the dictionary's folder, names them relative to there.
    @Test(
        .enabled(if: Sandbox.missingBinary == nil, "the plistc binary was not found"),
        .enabled(if: Installed.noto, Installed.notoMissing), .enabled(if: Installed.freeType, Installed.freeTypeMissing)
    )
    func configuredFontsAreNamedFromTheWorkingFolder() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let brand = """
            <plist version="1.0"><dict><key>body</key><dict><key>fontName</key><string>NotoSerif-Reguler</string>\
            <key>fontSize</key><integer>17</integer></dict></dict></plist>
            """
        let result = try sandbox.run(
            """
            git init -q . && mkdir -p App/Fonts App/Res
            cp '\(Installed.notoFolder)/NotoSerif-Regular.ttf' App/Res/
            printf '{"fonts": ["Res"]}' > App/.plistc.json
            printf '%s' '\(brand)' > App/Fonts/Brand.plist
            for reporter in text sarif junit json; do plistc lint -r $reporter App/Fonts/Brand.plist; done
            plistc diff -e markdown /dev/null App/Fonts/Brand.plist
            cd App/Fonts && plistc lint Brand.plist
            """)
        #expect(!result.output.contains(sandbox.path) && !result.error.contains(sandbox.path), "\(result.output)")
        #expect(result.output.contains("(in App/Res/NotoSerif-Regular.ttf)"), "\(result.output)")
        #expect(result.output.contains("(in ../Res/NotoSerif-Regular.ttf)"), "\(result.output)")
    }

    /// A file outside the configuration's folder is matched by `include` the same whether it
    /// is named `Fonts/…` or `./Fonts/…`; `--verbose`'s lines beside a fix's diff stay off
    /// standard output, which holds the diff only.
    @Test(.enabled(if: Sandbox.missingBinary == nil, "the plistc binary was not found"))
    func includeAndProgressAlikeWhateverThePathsSpelling() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            mkdir -p ci Fonts && printf '{"include": ["Fonts/**"]}' > ci/.plistc.json
            cp '\(Fixtures.directory)/fix/font-size-type.plist' Fonts/a.plist
            plistc lint -v --config ci/.plistc.json Fonts 2>&1 | tail -1
            plistc lint -v --config ci/.plistc.json ./Fonts 2>&1 | tail -1
            plistc lint -v --fix-dry-run -r json -o r.json Fonts/a.plist 2>/dev/null | grep -c 'a.plist: OK\\|checked ' || true
            """)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 3 && lines[0] == lines[1] && lines[0].hasPrefix("checked 1 file"), "\(result.output)")
        #expect(lines.last == "0", "\(result.output)")
    }

    /// No golden holds a machine's folder: what tests compare with is what any clone makes.
    @Test func noGoldenHoldsAnAbsoluteFolder() throws {
        let root = Fixtures.directory
        let enumerator = FileManager.default.enumerator(atPath: root)
        var checked = 0
        while let name = enumerator?.nextObject() as? String {
            let suffixes = [
                ".text", ".sarif", ".junit", ".json", ".github", ".checkstyle", ".codeclimate", ".rdjson", ".md",
                ".txt", ".diagnostics",
            ]
            guard suffixes.contains(where: name.hasSuffix), !name.hasPrefix("fuzz/") else { continue }
            let text = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
            for folder in ["/tmp/", "/work/", "/home/", "/Users/", "/root/", Fixtures.packageRoot] {
                #expect(!text.contains(folder), "\(name) holds \(folder)")
            }
            checked += 1
        }
        #expect(checked > 100)
    }
}
