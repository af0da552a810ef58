import Foundation
import TestSupport
import Testing

/// `plistc fit --emit html` on a machine with HarfBuzz but without its subsetter
/// (`libharfbuzz-subset0`), made by hiding the library in a private mount namespace: the page
/// embeds a font's whole file, as the specimen page does, and where it cannot (a collection's
/// second face), it says so on the page and on standard error instead of drawing in the
/// browser's font silently.
@Suite(
    .enabled(if: Sandbox.missingBinary == nil, "the plistc binary was not found"),
    .enabled(if: Sandbox.canUnshare, "needs root and util-linux's unshare to hide the subsetter"),
    .enabled(if: Installed.harfBuzz, Installed.harfBuzzMissing), .enabled(if: Installed.noto, Installed.notoMissing),
    .enabled(if: Installed.microHei, Installed.microHeiMissing))
struct FitPageFontTests {
    private static func dictionary(_ font: String) -> String {
        """
        <plist version="1.0"><dict><key>body</key><dict><key>fontName</key><string>\(font)</string>\
        <key>fontSize</key><integer>17</integer></dict></dict></plist>
        """
    }

    /// Each page as written with the subsetter hidden, its standard error, and its status.
    private static func pages() throws -> (
        output: String, noto: String?, notoError: String?, hei: String?, heiError: String?
    ) {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("noto.plist", dictionary("NotoSerif-Regular"))
        try sandbox.write("hei.plist", dictionary("WenQuanYiMicroHeiMono"))
        let fit = "--style body --width 20 --lines 1 --text \"Hello world\" --emit html"
        let result = try sandbox.run(
            """
            unshare -m --propagation private bash -c '
                plistc() { timeout 30 "$0" "$@"; }
                for library in $(ldconfig -p | awk "/libharfbuzz-subset/ { print \\$NF }"); do
                    mount --bind /dev/null "$(readlink -f "$library")"
                done
                plistc fit noto.plist --fonts \(Installed.notoFolder)/NotoSerif-Regular.ttf \(fit) -o noto.html 2> noto.err; echo "noto $?"
                plistc fit hei.plist --fonts \(Installed.microHeiFile) \(fit) -o hei.html 2> hei.err; echo "hei $?"
            ' '\(Sandbox.binary ?? "")'
            """)
        return (
            result.output + result.error, sandbox.read("noto.html"), sandbox.read("noto.err"), sandbox.read("hei.html"),
            sandbox.read("hei.err")
        )
    }

    @Test func theWholeFileIsEmbeddedOrThePageSaysWhyNot() throws {
        let pages = try Self.pages()
        #expect(pages.output == "noto 1\nhei 1\n")
        let noto = try #require(pages.noto)
        // The whole file: its base64 is about 4/3 of its size, far more than a subset of 10 letters.
        let file = try #require(FileManager.default.contents(atPath: Installed.notoFolder + "/NotoSerif-Regular.ttf"))
        let font = noto.firstMatch(of: /src: url\("data:font\/ttf;base64,([^"]*)"\)/)?.1
        #expect((font?.count ?? 0) >= file.count * 4 / 3, "the page holds no whole font")
        #expect(pages.notoError == "" && !noto.contains("is not embedded"))
        let hei = try #require(pages.hei)
        #expect(!hei.contains("@font-face"))
        #expect(
            hei.contains("WenQuanYiMicroHeiMono is not embedded (HarfBuzz cannot subset face 1 of wqy-microhei.ttc)"))
        #expect(
            pages.heiError
                == "plistc fit: warning: WenQuanYiMicroHeiMono is not embedded in the page (HarfBuzz cannot subset face 1 of wqy-microhei.ttc): its boxes are drawn in the browser's own font\n"
        )
    }
}
