import PlistcDiagnostics
import PlistcPropertyList
import TestSupport

/// Strings an attacker puts where plistc shows them (a key, a font name, a file name): each
/// tries to break out of one medium or another.
enum HostileStrings {
    /// One of each attack, then seeded mixtures of their parts.
    static func all(seed: UInt64 = 20_261_201, mixtures: Int = 12) -> [String] {
        var generator = SplitMix64(seed: seed)
        let parts = singles
        let mixed = (0..<mixtures).map { _ in
            (0..<3).map { _ in parts[Int(generator.next() % UInt64(parts.count))] }.joined()
        }
        return singles + mixed
    }

    static let singles = [
        // A workflow command on a line of its own (GitHub Actions), after each line break.
        "a\n::error file=x,line=1::INJECTED", "b\r\n::warning::INJECTED", "c\r::notice::INJECTED",
        "%0A::error::percent", "\u{85}::error::NEL", "\u{2028}::error::LS",
        // Terminal escape sequences: ESC, the one-byte CSI, OSC 8 links, DEL, NUL's neighbours.
        "\u{1B}[2J\u{1B}[31mred", "\u{9B}31mcsi", "\u{1B}]8;;http://x\u{7}link\u{1B}]8;;\u{7}", "del\u{7F}",
        "bell\u{7}", "back\u{8}space",
        // Bidirectional overrides, which reorder what a reviewer reads.
        "\u{202E}evil\u{202C}", "\u{2066}iso\u{2069}", "\u{200F}rlm",
        // Markdown: a cell, a row, a link, an image, HTML.
        "a|b|c", "x\n| injected | row |", "[link](http://x)", "![img](http://x/p.png)", "<img src=x>", "`code`",
        "*em*_u_", "&amp;&#124;", "\\|",
        // Spreadsheets: formulas.
        "=HYPERLINK(\"http://x\",\"y\")", "+1+1", "-2-2", "@SUM(A1)", "\t=1", "\r=1",
        // XML, JSON, Swift and CSS.
        "]]><x/>", "\"quoted\" 'single'", "back\\slash\\", "\\u{41}", "</style><script>alert(1)</script>",
        "\"); fatalError(\"", "#\"raw\"#", "non\u{FFFE}char\u{FFFF}", "x\npublic let pwned = 1 //",
        "a b#c?d%e[1]é\\",
    ]

    /// A file name made of `text`: every character a file name cannot hold (`/`, NUL) replaced.
    static func fileName(_ text: String, index: Int) -> String {
        let safe = String(text.unicodeScalars.map { $0 == "/" || $0 == "\0" ? "_" : Character($0) })
        return "h\(index)-" + String(safe.prefix(40)) + ".plist"
    }

    /// The hidden characters (`VisibleText.isHidden`) in `text`, other than the line feeds
    /// `allowing` says a medium may hold.
    static func hidden(in text: String, allowing allowed: Set<Unicode.Scalar> = ["\n"]) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { VisibleText.isHidden($0) && !allowed.contains($0) }
    }
}
