extension DeviceMutations {
    /// Scalars of every type, spelled well and badly: what CoreFoundation rejects everywhere
    /// and swift-foundation only where the value is decoded, what both reject (CDATA, empty
    /// elements), and what both read though it is odd (a date out of range, base64 with junk).
    static let scalarSpellings = [
        "<integer>17</integer>", "<integer>abc</integer>", "<integer>17 </integer>", "<integer>&#49;7</integer>",
        "<integer></integer>", "<integer>99999999999999999999</integer>", "<integer>- 17</integer>",
        "<integer>0x</integer>", "<integer><![CDATA[17]]></integer>", "<integer/>", "<real>17.5</real>",
        "<real>abc</real>", "<real>17.5 </real>", "<real>&#49;7.5</real>", "<real>&#49;7.5 </real>", "<real></real>",
        "<real>-nan</real>", "<real>1,5</real>", "<real><![CDATA[17.5]]></real>", "<real/>",
        "<date>2024-01-01T00:00:00Z</date>", "<date>2020-13-45T00:00:00Z</date>", "<date>junk</date>",
        "<date> 2024-01-01T00:00:00Z</date>", "<date></date>", "<date>&#50;024-01-01T00:00:00Z</date>",
        "<date>-2020-01-01T00:00:00Z</date>", "<date>24-01-01T00:00:00Z</date>", "<date/>", "<data>QUJD</data>",
        "<data>!!!!</data>", "<data>AAA</data>", "<data>\u{E9}</data>", "<data>&#233;</data>", "<data></data>",
        "<data/>", "<data>QU JD</data>", "<data><![CDATA[QUJD]]></data>", "<true/>", "<false/>", "<true>x</true>",
        "<string>x</string>",
    ]

    /// One of those in a place ScaledFont's decoder reads, or never reads: an ignored inner key,
    /// an entry under a key that is no text style (its fontSize is read, its other keys are
    /// not), the earlier copy of a repeated key, arrays and dicts below an ignored key, the
    /// gewill fork's `design` (which only it reads), and a bare scalar as an entry (which every
    /// decoder reads as an entry, and so fails on).
    mutating func unreadScalar() -> (String, String) {
        var entries = Self.baseEntries
        let at = index()
        let base = Self.entries[at]
        let value = pick(Self.scalarSpellings)
        let size = "<\(base.element)>\(base.size)</\(base.element)>"
        let inner = "\t\t<key>fontName</key>\n\t\t<string>\(base.name)</string>\n\t\t<key>fontSize</key>\n\t\t\(size)\n"
        func entry(_ body: String) -> String { "\t<key>\(base.key)</key>\n\t<dict>\n\(body)\t</dict>\n" }
        let sidebar = "\t<key>sidebar</key>\n\t<dict>\n\t\t<key>fontName</key>\n\t\t<string>Avenir-Book</string>\n"
        let places: [(String, () -> Void)] = [
            ("in an ignored inner key", { entries[at] = entry(inner + "\t\t<key>note</key>\n\t\t\(value)\n") }),
            (
                "as fontSize",
                {
                    entries[at] = entry(
                        "\t\t<key>fontName</key>\n\t\t<string>\(base.name)</string>\n\t\t<key>fontSize</key>\n\t\t\(value)\n"
                    )
                }
            ),
            (
                "as the earlier of two fontSizes",
                { entries[at] = entry("\t\t<key>fontSize</key>\n\t\t\(value)\n" + inner) }
            ),
            ("as the earlier of two entries", { entries.insert("\t<key>\(base.key)</key>\n\t\(value)\n", at: at) }),
            ("as the design", { entries[at] = entry(inner + "\t\t<key>design</key>\n\t\t\(value)\n") }),
            ("in an array", { entries[at] = entry(inner + "\t\t<key>note</key>\n\t\t<array>\(value)</array>\n") }),
            (
                "in a dict",
                { entries[at] = entry(inner + "\t\t<key>note</key>\n\t\t<dict><key>x</key>\(value)</dict>\n") }
            ),
            (
                "deep in arrays and dicts",
                {
                    entries[at] = entry(
                        inner
                            + "\t\t<key>note</key>\n\t\t<array><dict><key>x</key><array>\(value)</array></dict></array>\n"
                    )
                }
            ),
            (
                "in an entry that is no style",
                {
                    entries.append(
                        sidebar
                            + "\t\t<key>fontSize</key>\n\t\t<integer>15</integer>\n\t\t<key>note</key>\n\t\t\(value)\n\t</dict>\n"
                    )
                }
            ),
            (
                "as fontSize of an entry that is no style",
                { entries.append(sidebar + "\t\t<key>fontSize</key>\n\t\t\(value)\n\t</dict>\n") }
            ),
            ("as an entry", { entries.append("\t<key>extra</key>\n\t\(value)\n") }),
        ]
        let (place, apply) = pick(places)
        apply()
        return ("\(value) \(place) (\(base.key))", Self.document(entries: entries))
    }
}
