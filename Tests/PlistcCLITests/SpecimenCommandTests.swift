import Foundation
import TestSupport
import Testing

private let notoFolder = Installed.notoFolder

/// `plistc build -o *.html` with real fonts, and `plistc preview`.
@Suite("Specimen: build --emit html and preview")
struct SpecimenCommandTests {
    static let notoFonts = ["Regular", "Bold", "Italic"].flatMap { ["--fonts", "\(notoFolder)/NotoSerif-\($0).ttf"] }
    static let notoFixture = Fixtures.directory + "/fonts/noto-serif.plist"

    @Test(
        .enabled(if: Installed.freeType, Installed.freeTypeMissing),
        .enabled(if: Installed.harfBuzz, Installed.harfBuzzMissing),
        .enabled(if: Installed.noto, Installed.notoMissing))
    func notoSerifPageEmbedsSubsetsAndStaysSmall() throws {
        let folder = URL(fileURLWithPath: try Fixtures.temporaryFolder("specimen"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("specimen.htm").path
        let run = CapturedRun(["build", "--allow-fallbacks"] + Self.notoFonts + [Self.notoFixture, "-o", path])
        #expect(run.status == 0, "\(run.error)")
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.utf8.count < 2_000_000)
        let fonts = page.components(separatedBy: "url(\"data:font/ttf;base64,").dropFirst().map {
            Data(base64Encoded: String($0.prefix { $0 != "\"" })) ?? Data()
        }
        #expect(fonts.count == 3)
        for font in fonts {
            // A standalone TrueType font, a fraction of the 590 to 640 KB files.
            #expect(font.prefix(4) == Data([0, 1, 0, 0]))
            #expect((10_000..<150_000).contains(font.count))
        }
        #expect(page.contains("embedded: a subset (Latin) of NotoSerif-Bold.ttf"))
        // The misspelt footnote font falls back, as on the device, and is listed as a finding.
        #expect(page.contains(#"<div class="style fallback" id="style-footnote">"#))
        #expect(page.contains(#"<code class="rule">unknown-font</code>"#))
        if Installed.html5lib {
            let result = try Python.run(Fixtures.htmlValidator, [path])
            #expect(result.status == 0, "\(result.output)")
        }
    }

    /// A gewill system-font entry is set in its design and weight: serif bold for largeTitle,
    /// monospaced for footnote; an ignored design leaves caption in the plain system font.
    @Test func systemFontEntriesShowTheirDesignAndWeight() {
        let run = CapturedRun([
            "build", "--runtime", "gewill", "--emit", "html", Fixtures.directory + "/build/system-fonts.plist",
        ])
        #expect(run.status == 0)
        let classes = run.output.components(separatedBy: "class=\"sample ").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(classes.filter { $0.contains("design-serif") } == ["system weight-700 design-serif"])
        #expect(classes.filter { $0.contains("design-monospaced") } == ["system weight-400 design-monospaced"])
        #expect(classes.filter { $0 == "system weight-400" }.count == 8)
    }

    @Test func emitHTMLWritesThePageToStandardOutput() {
        let run = CapturedRun(["build", "--emit", "html", Fixtures.noteworthy])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(run.output.contains("<h1>Type specimen: Noteworthy.plist</h1>"))
        #expect(run.output.contains("No fonts embedded"))
    }

    /// Noteworthy ships with iOS: with fonts given that do not hold it, the page says why
    /// nothing is embedded rather than asking for --fonts.
    @Test(
        .enabled(if: Installed.freeType, Installed.freeTypeMissing),
        .enabled(if: Installed.dejaVu, Installed.dejaVuMissing))
    func builtInFontsAreNamedNotEmbedded() {
        let run = CapturedRun([
            "build", "--emit", "html", "--fonts", Installed.dejaVuFolder, Fixtures.noteworthy,
        ])
        #expect(run.status == 0)
        #expect(run.output.contains("None of the custom fonts is in the font files given"))
        #expect(run.output.contains("built into iOS, not embedded: shown only if this computer has it"))
        #expect(!run.output.contains("data:font/"))
    }

    @Test func previewWritesANewPageAndPrintsItsPath() throws {
        let run = CapturedRun(["preview", "--no-open", Fixtures.noteworthy])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        let path = run.output.trimmingCharacters(in: .newlines)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        #expect(path.hasSuffix("/Noteworthy.html"))
        #expect((path as NSString).lastPathComponent == "Noteworthy.html")
        #expect(
            ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent.hasPrefix("plistc-preview-"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        // A second preview gets a folder of its own.
        let again = CapturedRun(["preview", "--no-open", Fixtures.noteworthy]).output.trimmingCharacters(in: .newlines)
        defer { try? FileManager.default.removeItem(atPath: (again as NSString).deletingLastPathComponent) }
        #expect(again != path)
    }

    @Test func previewShowsAFileWithErrorsAndExitsOne() throws {
        let run = CapturedRun(["preview", "--no-open", Fixtures.styles + "/missing-font-size.plist"])
        #expect(run.status == 1)
        #expect(run.error.contains("[missing-font-size]"))
        let path = run.output.trimmingCharacters(in: .newlines)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.contains(#"<code class="rule">missing-font-size</code>"#))
        #expect(page.contains("the whole file is ignored"))
    }

    @Test func previewOfStandardInputIsCalledStdin() throws {
        let run = CapturedRun(["preview", "--no-open", "-"], input: Fixtures.bytes(Fixtures.noteworthy))
        #expect(run.status == 0)
        let path = run.output.trimmingCharacters(in: .newlines)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        #expect(path.hasSuffix("/stdin.html"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<h1>Type specimen: &lt;stdin&gt;</h1>"))
    }

    @Test func previewTakesNoOutputOptions() {
        let run = CapturedRun(["preview", "--emit", "json", Fixtures.noteworthy])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("plistc preview: unknown option '--emit'"))
        #expect(CapturedRun(["preview", "--no-open"]).error.contains("preview needs at least one FILE"))
    }

    @Test(.enabled(if: EndToEndTests.binary != nil, "the plistc binary was not found beside the test bundle"))
    func previewOpensThePageWithXdgOpen() throws {
        let folder = URL(fileURLWithPath: try Fixtures.temporaryFolder("specimen"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("opened").path
        let opener = folder.appendingPathComponent("xdg-open").path
        try "#!/bin/sh\nprintf '%s' \"$1\" > \"\(record).part\" && mv \"\(record).part\" \"\(record)\"\n".write(
            toFile: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener)
        let result = try ProcessResult.run(
            try #require(EndToEndTests.binary), ["preview", Fixtures.noteworthy],
            environment: ["PATH": folder.path + ":/usr/bin:/bin"])
        #expect(result.status == 0)
        let path = result.output.trimmingCharacters(in: .newlines)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        // The opener runs on its own; wait (at most ten seconds) for it to leave its record.
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: record) { usleep(100_000) }
        #expect(try String(contentsOfFile: record, encoding: .utf8) == path)
    }

    @Test(.enabled(if: EndToEndTests.binary != nil, "the plistc binary was not found beside the test bundle"))
    func previewWithoutAnOpenerSaysWhereThePageIs() throws {
        let folder = URL(fileURLWithPath: try Fixtures.temporaryFolder("specimen"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProcessResult.run(
            try #require(EndToEndTests.binary), ["preview", Fixtures.noteworthy], environment: ["PATH": folder.path])
        let path = result.output.trimmingCharacters(in: .newlines)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        #expect(result.status == 0)
        #expect(result.error == "note: no xdg-open here to open the page; open \(path) in a browser\n")
    }
}
