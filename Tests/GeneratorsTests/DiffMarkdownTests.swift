import Foundation
import PlistcGenerators
import PlistcPropertyList
import PlistcStyleDictionary
import TestSupport
import Testing

/// `plistc diff --emit md`: what GitHub's own renderer makes of it, and its size limit.
@Suite("The diff as a pull request comment")
struct DiffMarkdownTests {
    /// A dictionary with all eleven styles at `size` points in `font`.
    static func scale(size: Int, font: String = "Brand-Regular", label: String = "x.plist") -> TypeScale {
        let entries = TextStyle.allCases.map {
            "<key>\($0.rawValue)</key><dict><key>fontName</key><string>\(font)</string><key>fontSize</key><integer>\(size)</integer></dict>"
        }.joined()
        let document = PlistReader().read(Array("<plist><dict>\(entries)</dict></plist>".utf8), path: label)
        return TypeScale(source: label, verdict: RuntimeVerdict(StyleDictionaryFile(document)))
    }

    /// Every cell of every style changed: 11 × 12.
    static func allChanged(label: String = "Fonts/Brand.plist") -> ScaleComparison {
        ScaleComparison(
            old: .init(label: "origin/main:" + label, scale: scale(size: 17, label: label)),
            new: .init(label: label, scale: scale(size: 30, font: "Brand-Bold", label: label)))
    }

    @Test func anAllChangedDiffStaysWellUnderGitHubsLimit() {
        let comparison = Self.allChanged()
        #expect(comparison.cells.count == 11 * 12)
        let comment = DiffOutput.render([comparison], as: .md, version: "0.1.0")
        #expect(comment.count < 65_536)
        #expect(!comment.contains("not shown"))
        #expect(comment.components(separatedBy: "| size | old | new | Δ pt | Δ % |").count - 1 == 11)
    }

    /// Many dictionaries stop before the limit, whole sections only, and say what is left out.
    @Test func aHugeDiffIsCutWithANote() {
        let comparisons = (0..<200).map { Self.allChanged(label: "Fonts/Brand\($0).plist") }
        let comment = DiffOutput.render(comparisons, as: .md, version: "0.1.0")
        #expect(comment.utf8.count <= 65_000)
        #expect(
            comment.hasPrefix("### plistc diff\n\n200 style dictionaries compared, 200 with changes on the device.\n"))
        // The note names the dictionaries left out, the first of them cut part way.
        #expect(
            comment.contains(
                "sections are not shown, of Fonts/Brand8\\.plist, Fonts/Brand9\\.plist, Fonts/Brand10\\.plist, Fonts/Brand11\\.plist, Fonts/Brand12\\.plist, … and 187 more: this comment stays under GitHub's limit of 65,536 characters"
            ), "\(comment.suffix(600))")
        // The overview names the first 100 and counts the rest.
        #expect(
            comment.contains("| Fonts/Brand99\\.plist | 0 | 0 | 132 |\n\n100 more, with fewer changes, are not listed.")
        )
        // Whole tables only: every table that starts has its twelve rows.
        let tables = comment.components(separatedBy: "|:--|--:|--:|--:|--:|\n").dropFirst()
        #expect(!tables.isEmpty)
        for table in tables {
            #expect(
                table.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("| ") }.count == 12
            )
        }
    }

    /// A dictionary whose styles now fall back comes first, in the overview and in the
    /// sections, however the others are named and however many sizes they change: three decoys
    /// named to sort first and changing every size cannot push it out of the comment.
    @Test func whatMattersMostComesFirstWhateverTheNames() {
        let decoys = (0..<3).map { Self.allChanged(label: "AAA\($0).plist") }
        let voided = ScaleComparison(
            old: .init(label: "origin/main:Fonts/Brand.plist", scale: Self.scale(size: 17)),
            new: .init(label: "Fonts/Brand.plist", scale: Self.scale(size: 17, font: "")))
        #expect(voided.fallbacksAdded.count == 11)
        let comment = DiffOutput.render(decoys + [voided], as: .md, version: "0.1.0")
        let overview = comment.components(separatedBy: "|:--|--:|--:|--:|\n")[1]
        #expect(overview.hasPrefix("| Fonts/Brand\\.plist | 11 | "), "\(overview.prefix(200))")
        let first = comment.components(separatedBy: "\n---\n\n")[1]
        #expect(
            first.hasPrefix("**origin/main\\:Fonts/Brand\\.plist** → **Fonts/Brand\\.plist**"), "\(first.prefix(200))")
    }

    @Test func textFromTheFileCannotMakeMarkup() {
        let comparison = ScaleComparison(
            old: .init(label: "a|b<script>", scale: Self.scale(size: 17)),
            new: .init(label: "[x](y)", scale: Self.scale(size: 17, font: "A|B&lt;i&gt;")))
        let comment = DiffOutput.render([comparison], as: .md, version: "0.1.0")
        #expect(comment.contains("**a\\|b&lt;script&gt;** → **\\[x\\]\\(y\\)**"))
        #expect(comment.contains("| fontName | Brand-Regular | A\\|B&lt;i&gt; |"))
    }

    /// Nor a link, a mail link, a mention or an issue reference, in a label or a value: GitHub
    /// links `https://…`, `www.…` and addresses, and notifies `@name`.
    @Test func textFromTheFileCannotLinkOrNotify() throws {
        let hostile = "https://evil.example www.evil.example a@evil.example @octocat #12"
        let comparison = ScaleComparison(
            old: .init(label: hostile, scale: Self.scale(size: 17)),
            new: .init(label: "b", scale: Self.scale(size: 17, font: hostile)))
        let comment = DiffOutput.render([comparison], as: .md, version: "0.1.0")
        let escaped = "https\\://evil\\.example www\\.evil\\.example a`@`evil\\.example `@`octocat `#`12"
        #expect(comment.contains("**\(escaped)** → **b**"), "\(comment)")
        #expect(comment.contains("| fontName | Brand-Regular | \(escaped) |"), "\(comment)")
        guard let cmark = Installed.cmarkGFM else { return }
        let html = try ProcessResult.run(cmark, ["-e", "table", "-e", "autolink"], input: Data(comment.utf8)).output
        #expect(!html.contains("<a ") && !html.contains("@octocat"), "\(html)")
    }

    /// GitHub's renderer (cmark-gfm, as Debian ships it) makes a table of every table: the
    /// changed sizes, the properties, and the sizes folded away in `<details>`.
    @Test(.enabled(if: Installed.cmarkGFM != nil, Installed.cmarkGFMMissing))
    func cmarkGFMRendersEveryTable() throws {
        let cmark = try #require(Installed.cmarkGFM)
        let partly = ScaleComparison(
            old: .init(label: "a.plist", scale: Self.scale(size: 17)),
            new: .init(label: "b.plist", scale: Self.scale(size: 18)))
        for comparison in [Self.allChanged(), partly] {
            let comment = DiffOutput.render([comparison], as: .md, version: "0.1.0")
            let html = try ProcessResult.run(
                cmark, ["--extension", "table", "--unsafe"], input: Data(comment.utf8)
            ).output
            let tablesWritten = comment.components(separatedBy: "\n|:--|").count - 1
            #expect(tablesWritten > 11)
            #expect(html.components(separatedBy: "<table>").count - 1 == tablesWritten)
            #expect(!html.contains("<p>|"))
            #expect(html.contains("<details><summary>") == comment.contains("unchanged</summary>"))
        }
    }
}
