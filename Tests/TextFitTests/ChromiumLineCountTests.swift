import Foundation
import PlistcTextFit
import TestSupport
import Testing

/// Line counts against headless Chromium, which also shapes with HarfBuzz and breaks lines at
/// UAX #14's opportunities: the same Latin texts in the same font file, at the same sizes and
/// widths, with no letter spacing (Chromium turns ligatures off under any letter spacing,
/// where iOS keeps them, so spaced text is not compared). A case whose line lies within 1/64 pt
/// of the box's edge is left out: Chromium rounds widths to 1/64 px.
@Suite("Line counts, against Chromium")
struct ChromiumLineCountTests {
    static let font = Installed.notoFolder + "/NotoSerif-Regular.ttf"
    static let script = Fixtures.packageRoot + "/Tests/TextFit/chromium_line_counts.py"
    static let texts = [
        "Save", "Save your changes before leaving", "Settings", "Einstellungen speichern",
        "Nicht gespeicherte Änderungen verwerfen", "Tallenna muutokset ennen poistumista",
        "The quick brown fox jumps over the lazy dog.", "Office affinity: waffle, fjord, AVA.",
        "Sign in with your Apple ID to continue", "Donaudampfschifffahrtsgesellschaftskapitän",
        "Downloads (3 of 12) — 45% complete", "e-mail, well-known, state-of-the-art design",
        "Première année à l’université", "¿Olvidaste tu contraseña? Restablécela aquí.",
        "First line\nSecond line that is a little longer", "Wi-Fi & Bluetooth settings",
        "Notifications are turned off for this app", "Zurück zur Übersicht",
        "Your subscription renews on 12 March 2027", "Add to Home Screen",
    ]
    static let sizes = [11.0, 17.0, 28.0, 40.0]
    static let widths = [72.0, 150.0, 260.0]

    struct Case {
        let text: String
        let size: Double
        let width: Double
        let lines: Int
        let nearEdge: Bool
    }

    @Test(
        .enabled(if: TextShaper.isAvailable, "\(TextShaper.missingLibrary)"),
        .enabled(if: LineBreaks.isAvailable, "\(LineBreaks.missingLibrary)"),
        .enabled(if: Installed.noto, Installed.notoMissing),
        .enabled(if: Installed.chromium != nil, Installed.chromiumMissing))
    func lineCountsAreChromiums() throws {
        let shaper = try TextShaper(path: Self.font)
        var cases: [Case] = []
        for text in Self.texts {
            let shaped = shaper.shape(text)
            let fit = LineFit(shaped, breaks: try LineBreaks(units: shaped.units, locale: "en"))
            for size in Self.sizes {
                for width in Self.widths {
                    let layout = fit.layout(size: size, width: width)
                    let narrower = fit.layout(size: size, width: width - 1.0 / 64)
                    let wider = fit.layout(size: size, width: width + 1.0 / 64)
                    cases.append(
                        Case(
                            text: text, size: size, width: width, lines: layout.lines,
                            nearEdge: narrower.lines != layout.lines || wider.lines != layout.lines))
                }
            }
        }
        let counts = try Self.chromium(cases)
        try #require(counts.count == cases.count)
        var differing: [String] = []
        for (item, count) in zip(cases, counts) where !item.nearEdge && item.lines != count {
            differing.append(
                "\(item.text) at \(item.size) pt in \(item.width) pt: \(item.lines) lines, Chromium \(count)")
        }
        #expect(differing.isEmpty, "\(differing.count) of \(cases.count) differ:\n\(differing.joined(separator: "\n"))")
        #expect(cases.filter { !$0.nearEdge }.count > cases.count * 9 / 10)
    }

    /// Chromium's count for each case, from the referee script.
    static func chromium(_ cases: [Case]) throws -> [Int] {
        try Fixtures.withTemporaryFolder("chromium-lines") { root in
            let manifest: [String: Any] = [
                "font": font,
                "cases": cases.map { ["text": $0.text, "size": $0.size, "width": $0.width, "letterSpacing": 0.0] },
            ]
            let path = root + "/manifest.json"
            try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: path))
            try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
            let result = try Python.run(script, [path, root + "/out"])
            try #require(result.status == 0, "\(result.error)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            return try #require(json["lineCounts"] as? [Int])
        }
    }
}
