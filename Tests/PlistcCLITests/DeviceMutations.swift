import Foundation
import TestSupport

/// Seeded text-level mutations of a complete style dictionary, each of a named kind: the inputs
/// on which plistc's verdict is compared with Apple's parsers (`DeviceOracle`).
struct DeviceMutations {
    /// One mutated document.
    struct Mutation {
        /// The kind, such as `integer-spelling`: the closing note counts them.
        let kind: String
        /// What was done, for a failure message.
        let detail: String
        let bytes: [UInt8]
    }

    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// The 11 entries of the base document, each `(key, font name, size text, size element)`.
    static let entries: [(key: String, name: String, size: String, element: String)] = [
        ("largeTitle", "Avenir-Heavy", "34", "integer"), ("title", "Avenir-Heavy", "28", "integer"),
        ("title2", "Avenir-Heavy", "22", "integer"), ("title3", "Avenir-Medium", "20", "integer"),
        ("headline", "Avenir-Heavy", "17", "integer"), ("subheadline", "Avenir-Book", "15", "integer"),
        ("body", "Avenir-Book", "17", "integer"), ("callout", "Avenir-Book", "16", "real"),
        ("footnote", "Avenir-Book", "13", "integer"), ("caption", "Avenir-Book", "12.5", "real"),
        ("caption2", "Avenir-Book", "11", "integer"),
    ]

    static let integerSpellings = [
        "+17", "-17", "017", "0017", "0x11", "0X11", "0x", " 17", "17 ", "\n17\n", "\t17", "", "1e1", "17.0", "nan",
        "99999999999999999999", "-0", "18446744073709551615", "18446744073709551616", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "1_7", "17abc", "&#49;7", "<![CDATA[17]]>", "17<!-- c -->",
        "1 7", "+", "-", "--17", "0b101", "١٧", "- 17", "+ 0x11", "17&#32;",
    ]
    static let realSpellings = [
        "17.5", " 17.5", "17.5 ", "\n17.5", "1.75e1", "1.75E+1", ".5", "5.", "nan", "NaN", "-nan", "inf", "-inf",
        "+inf", "infinity", "-infinity", "+infinity", "Infinity", "1e400", "-1e400", "1e-400", "0x1p4", "", "17,5",
        "17.5.1", "+17.5", "-17.5", "&#49;7.5", "<![CDATA[17.5]]>", "17<!-- c -->.5", "1 7.5", "e5", "17e",
    ]
    /// Inputs on which plistc knowingly differs from the device, each with why; the test
    /// skips them and counts them. NUL and the C0 controls other than tab, LF and CR are no
    /// XML 1.0 characters: libxml2 stops at them (raw, or as a reference), where Apple's
    /// parsers read them into the string.
    static let knownGaps: [String: String] = [
        "fontName \"Ave\\u{01}nir\"": "a raw U+0001",
        "fontName \"&#0;\"": "a reference to U+0000",
        "fontName \"&#;\"": "an empty character reference (U+0000 to Apple's parsers)",
        "fontName \"&#x;\"": "an empty character reference (U+0000 to Apple's parsers)",
    ]

    static let stringSpellings = [
        "A&amp;B", "&#65;venir", "&#x41;venir", "<![CDATA[Avenir]]>", "Aven<!-- c -->ir", "Av<?pi x?>enir",
        " Avenir ", "\nAvenir\n", "&lt;Avenir&gt;", "&apos;&quot;", "&unknown;", "&#0;", "&#xD800;", "&#1114112;",
        "&#10;Avenir", "Ave\tnir", "Ave\u{01}nir", "<![CDATA[]]>", "Avenir<![CDATA[-Book]]>", "&amp", "Avenir & co",
        "Avenir < co",
        "Avenir > co", "&#x;", "&#;", "&#X41;venir", "\u{00E9}l\u{00E9}gant", "\u{1F600}",
    ]
    static let keySpellings = [
        " fontName", "fontName ", "FontName", "font&#78;ame", "<![CDATA[fontName]]>", "font<!-- c -->Name",
        "fontname", "\nfontName\n",
    ]
    static let styleKeySpellings = [
        " body", "body ", "Body", "bo&#100;y", "<![CDATA[body]]>", "bo<!-- c -->dy", "UICTFontTextStyleBody",
        "body\n",
    ]

    /// The base document, with `replace` applied to its parts.
    static func document(
        prologue: String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n",
        entries: [String]
    ) -> String {
        prologue + "<plist version=\"1.0\">\n<dict>\n" + entries.joined() + "</dict>\n</plist>\n"
    }

    static func entry(
        key: String, nameKey: String = "fontName", name: String, sizeKey: String = "fontSize",
        size: String, element: String, sizeFirst: Bool = false
    ) -> String {
        let nameLine = "\t\t<key>\(nameKey)</key>\n\t\t<string>\(name)</string>\n"
        let sizeLine = "\t\t<key>\(sizeKey)</key>\n\t\t<\(element)>\(size)</\(element)>\n"
        return "\t<key>\(key)</key>\n\t<dict>\n" + (sizeFirst ? sizeLine + nameLine : nameLine + sizeLine)
            + "\t</dict>\n"
    }

    static var baseEntries: [String] {
        entries.map { entry(key: $0.key, name: $0.name, size: $0.size, element: $0.element) }
    }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    mutating func index() -> Int { Int(random.next() % UInt64(Self.entries.count)) }

    /// The kinds of mutation, in the order the closing note counts them.
    static let kinds = [
        "integer-spelling", "real-spelling", "string-content", "inner-key-spelling", "style-key-spelling",
        "element-order", "duplicate", "value-type", "prologue", "structure", "fork-entry", "unread-scalar",
    ]

    /// The next mutation: each kind as likely as another, but `unread-scalar` twice as likely.
    mutating func next() -> Mutation {
        let kind = pick(Self.kinds + ["unread-scalar"])
        lastEncoding = nil
        let (detail, text) =
            switch kind {
            case "integer-spelling": numberSpelling(element: "integer", spellings: Self.integerSpellings)
            case "real-spelling": numberSpelling(element: "real", spellings: Self.realSpellings)
            case "string-content": stringContent()
            case "inner-key-spelling": innerKeySpelling()
            case "style-key-spelling": styleKeySpelling()
            case "element-order": elementOrder()
            case "duplicate": duplicate()
            case "value-type": valueType()
            case "prologue": prologue()
            case "fork-entry": forkEntry()
            case "unread-scalar": unreadScalar()
            default: structure()
            }
        return Mutation(kind: kind, detail: detail, bytes: lastEncoding ?? Array(text.utf8))
    }

    /// Bytes in another encoding, set by `prologue` for the mutation it made.
    private var lastEncoding: [UInt8]?

    private mutating func numberSpelling(element: String, spellings: [String]) -> (String, String) {
        var entries = Self.baseEntries
        let at = index()
        let spelling = pick(spellings)
        let base = Self.entries[at]
        entries[at] = Self.entry(key: base.key, name: base.name, size: spelling, element: element)
        return ("fontSize <\(element)>\(spelling.debugDescription)", Self.document(entries: entries))
    }

    private mutating func stringContent() -> (String, String) {
        var entries = Self.baseEntries
        let at = index()
        let spelling = pick(Self.stringSpellings)
        let base = Self.entries[at]
        entries[at] = Self.entry(key: base.key, name: spelling, size: base.size, element: base.element)
        var text = Self.document(entries: entries)
        if random.next() % 4 == 0 {
            // The empty forms of a string.
            let empty = pick(["<string/>", "<string></string>", "<string />"])
            text = text.replacingOccurrences(of: "<string>\(spelling)</string>", with: empty)
            return ("fontName \(empty)", text)
        }
        return ("fontName \(spelling.debugDescription)", text)
    }

    private mutating func innerKeySpelling() -> (String, String) {
        var entries = Self.baseEntries
        let at = index()
        let spelling = pick(Self.keySpellings)
        let base = Self.entries[at]
        let onSize = random.next() % 2 == 0
        entries[at] = Self.entry(
            key: base.key, nameKey: onSize ? "fontName" : spelling, name: base.name,
            sizeKey: onSize
                ? spelling.replacingOccurrences(of: "Name", with: "Size").replacingOccurrences(
                    of: "name", with: "size") : "fontSize",
            size: base.size, element: base.element)
        return (
            "inner key \(spelling.debugDescription) on \(onSize ? "size" : "name")",
            Self.document(entries: entries)
        )
    }

    private mutating func styleKeySpelling() -> (String, String) {
        var entries = Self.baseEntries
        let spelling = pick(Self.styleKeySpellings)
        let at = Self.entries.firstIndex { $0.key == "body" } ?? 0
        let base = Self.entries[at]
        entries[at] = Self.entry(key: spelling, name: base.name, size: base.size, element: base.element)
        return ("style key \(spelling.debugDescription)", Self.document(entries: entries))
    }

    private mutating func elementOrder() -> (String, String) {
        var entries = Self.baseEntries
        let at = index()
        let base = Self.entries[at]
        switch random.next() % 3 {
        case 0:
            entries[at] = Self.entry(
                key: base.key, name: base.name, size: base.size, element: base.element, sizeFirst: true)
            return ("fontSize before fontName", Self.document(entries: entries))
        case 1:
            entries.shuffle(using: &random)
            return ("entries shuffled", Self.document(entries: entries))
        default:
            entries[at] =
                "\t<dict>\n\t\t<key>fontName</key>\n\t\t<string>\(base.name)</string>\n\t</dict>\n\t<key>\(base.key)</key>\n"
            return ("value before its key", Self.document(entries: entries))
        }
    }

    private mutating func duplicate() -> (String, String) {
        var entries = Self.baseEntries
        let at = index()
        let base = Self.entries[at]
        if random.next() % 2 == 0 {
            let other = Self.entry(key: base.key, name: "Menlo-Regular", size: "19", element: "integer")
            entries.insert(other, at: random.next() % 2 == 0 ? at : at + 1)
            return ("a style twice", Self.document(entries: entries))
        }
        let duplicated =
            "\t<key>\(base.key)</key>\n\t<dict>\n\t\t<key>fontName</key>\n\t\t<string>\(base.name)</string>\n"
            + "\t\t<key>fontName</key>\n\t\t<string>Menlo-Regular</string>\n"
            + "\t\t<key>fontSize</key>\n\t\t<\(base.element)>\(base.size)</\(base.element)>\n\t</dict>\n"
        entries[at] = duplicated
        return ("fontName twice", Self.document(entries: entries))
    }

    private mutating func valueType() -> (String, String) {
        var entries = Self.baseEntries
        let at = index()
        let base = Self.entries[at]
        let onSize = random.next() % 2 == 0
        let value = pick([
            "<true/>", "<false/>", "<string>17</string>", "<date>2024-01-01T00:00:00Z</date>", "<data>AAAA</data>",
            "<array/>", "<dict/>", "<integer>17</integer>", "<real>17</real>",
        ])
        let sizeValue = "<\(base.element)>\(base.size)</\(base.element)>"
        entries[at] = Self.entry(key: base.key, name: base.name, size: base.size, element: base.element)
        if onSize {
            entries[at] = entries[at].replacingOccurrences(of: sizeValue, with: value)
        } else {
            entries[at] = entries[at].replacingOccurrences(of: "<string>\(base.name)</string>", with: value)
        }
        return ("\(onSize ? "fontSize" : "fontName") as \(value)", Self.document(entries: entries))
    }

    private mutating func prologue() -> (String, String) {
        let doctype =
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
        let choices: [(String, String)] = [
            ("no declaration", doctype),
            ("no DOCTYPE", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"),
            ("nothing before <plist>", ""),
            ("UTF-8 BOM", "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + doctype),
            ("declared ISO-8859-1", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n" + doctype),
            ("declared windows-1252", "<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n" + doctype),
            ("declared bogus", "<?xml version=\"1.0\" encoding=\"bogus-8\"?>\n" + doctype),
            ("declared utf-8 lower case", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + doctype),
            ("standalone", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n" + doctype),
            ("version 1.1", "<?xml version=\"1.1\" encoding=\"UTF-8\"?>\n" + doctype),
            ("space before declaration", "  <?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + doctype),
            ("DOCTYPE with internal subset", "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY x \"y\">]>\n"),
            ("comment before <plist>", "<?xml version=\"1.0\"?>\n<!-- c -->\n"),
            ("processing instruction before <plist>", "<?xml version=\"1.0\"?>\n<?pi x?>\n"),
        ]
        var (detail, prologue) = pick(choices)
        var text = Self.document(prologue: prologue, entries: Self.baseEntries)
        switch random.next() % 6 {
        case 0:
            text = text.replacingOccurrences(of: "\n", with: "\r\n")
            detail += ", CRLF"
        case 1
        where !prologue.contains("encoding=\"ISO") && !prologue.contains("1252") && !prologue.contains("macintosh"):
            // The same document in UTF-16 or UTF-32 with a byte-order mark (and the declaration saying so).
            let (name, encoding) = pick([
                ("UTF-16", String.Encoding.utf16LittleEndian), ("UTF-16", .utf16BigEndian),
                ("UTF-32", .utf32LittleEndian), ("UTF-32", .utf32BigEndian),
            ])
            let declared = text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"\(name)\"")
                .replacingOccurrences(of: "\u{FEFF}", with: "")
            let bom = Data("\u{FEFF}".data(using: encoding) ?? Data())
            lastEncoding = [UInt8](bom + (declared.data(using: encoding) ?? Data()))
            detail += ", \(encoding)"
        case 2 where prologue.contains("ISO-8859-1") || prologue.contains("1252"):
            // Bytes in the declared single-byte encoding: é as 0xE9.
            text = text.replacingOccurrences(of: "Avenir-Book", with: "Av\u{E9}nir-Book")
            lastEncoding = [UInt8](text.data(using: .isoLatin1) ?? Data())
            detail += ", with é as one byte"
        default:
            break
        }
        return (detail, text)
    }

    /// Entries the gewill fork reads differently: system-font entries and their variants.
    private mutating func forkEntry() -> (String, String) {
        var entries = Self.baseEntries
        let at = index()
        let base = Self.entries[at]
        let body = pick([
            "", "<key>design</key><string>serif</string>", "<key>weight</key><string>bold</string>",
            "<key>design</key><string>rounded</string><key>weight</key><string>semibold</string>",
            "<key>design</key><integer>1</integer>", "<key>weight</key><true/>",
            "<key>fontName</key><string>Avenir-Book</string>", "<key>fontSize</key><integer>17</integer>",
            "<key>fontName</key><string>Avenir-Book</string><key>fontSize</key><integer>17</integer><key>design</key><string>serif</string>",
            "<key>fontName</key><string>Avenir-Book</string><key>fontSize</key><integer>17</integer><key>weight</key><data>AA==</data>",
        ])
        entries[at] = "\t<key>\(base.key)</key>\n\t<dict>\(body)</dict>\n"
        return ("entry <dict>\(body)</dict>", Self.document(entries: entries))
    }

    private mutating func structure() -> (String, String) {
        let entries = Self.baseEntries
        let choices: [(String, String)] = [
            ("root dict without <plist>", "<?xml version=\"1.0\"?>\n<dict>\n" + entries.joined() + "</dict>\n"),
            ("plist version 0.9", "<plist version=\"0.9\">\n<dict>\n" + entries.joined() + "</dict>\n</plist>\n"),
            ("plist without version", "<plist>\n<dict>\n" + entries.joined() + "</dict>\n</plist>\n"),
            ("text after </plist>", Self.document(entries: entries) + "junk"),
            ("comment after </plist>", Self.document(entries: entries) + "<!-- end -->\n"),
            (
                "unknown inner key",
                Self.document(entries: entries).replacingOccurrences(
                    of: "<key>fontSize</key>\n\t\t<integer>17</integer>",
                    with:
                        "<key>fontSize</key>\n\t\t<integer>17</integer>\n\t\t<key>tracking</key>\n\t\t<real>0.5</real>")
            ),
            (
                "extra top-level string",
                Self.document(entries: entries + ["\t<key>version</key>\n\t<string>1</string>\n"])
            ),
            ("root array", "<plist version=\"1.0\">\n<array/>\n</plist>\n"),
            ("empty dict", "<plist version=\"1.0\">\n<dict/>\n</plist>\n"),
            (
                "attribute on <dict>",
                Self.document(entries: entries).replacingOccurrences(
                    of: "<dict>\n\t<key>largeTitle", with: "<dict id=\"x\">\n\t<key>largeTitle")
            ),
            (
                "upper-case element",
                Self.document(entries: entries).replacingOccurrences(
                    of: "<integer>34</integer>", with: "<INTEGER>34</INTEGER>")
            ),
            (
                "<string> spelled <ustring>",
                Self.document(entries: entries).replacingOccurrences(
                    of: "<string>Avenir-Heavy</string>", with: "<ustring>Avenir-Heavy</ustring>")
            ),
            (
                "namespace prefix",
                Self.document(entries: entries).replacingOccurrences(
                    of: "<integer>34</integer>", with: "<x:integer xmlns:x=\"u\">34</x:integer>")
            ),
        ]
        return pick(choices)
    }
}
