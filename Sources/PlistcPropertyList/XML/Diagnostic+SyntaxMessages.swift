import PlistcDiagnostics

// Every message the XML reader can give, in one place. Each says what is wrong and how to fix it.

extension Diagnostic.Message {
    // MARK: Scalars

    static let emptyInteger = Self("<integer> is empty: write a whole number such as 17")

    static func notAnInteger(_ text: String) -> Self {
        Self(
            "<integer> holds \(text), which is not a whole number: write digits with an optional sign, or 0x and hex digits"
        )
    }

    static func integerHasFraction(_ text: String) -> Self {
        Self("<integer> holds \(text): integers cannot have a fraction; use <real>")
    }

    static func integerOutOfRange(_ text: String) -> Self {
        Self(
            "<integer> holds \(text), outside the range a property list can hold (-9223372036854775808 through 18446744073709551615): use a smaller number or a <real>"
        )
    }

    static let emptyReal = Self("<real> is empty: write a number such as 17.5")

    static func notAReal(_ text: String) -> Self {
        Self(
            "<real> holds \(text), which is not a number: write digits with an optional fraction and exponent (17, 17.5, 1.5e3), or nan, inf, -inf"
        )
    }

    static func realWithComma(_ text: String) -> Self {
        Self("<real> holds \(text): a property list writes the decimal separator as a period (17.5), never a comma")
    }

    static func badDateFormat(_ text: String) -> Self {
        Self("<date> holds \(text): write a UTC date as YYYY-MM-DDTHH:MM:SSZ, for example 2024-01-31T09:30:00Z")
    }

    static func dateOutOfRange(_ text: String) -> Self {
        Self(
            "<date> holds \(text), which is not a real date and time: check the month (01-12), day, hour (00-23), minute and second (00-59)"
        )
    }

    static func base64BadCharacter(_ character: String) -> Self {
        Self(
            "<data> holds \"\(character)\", which is not base64: use only A-Z, a-z, 0-9, + and / (padded with =) and white space"
        )
    }

    static let base64PaddingInside = Self("<data> has base64 '=' padding before its end: '=' may only close the data")

    static func base64BadLength(_ count: Int) -> Self {
        Self(
            "<data> holds \(count) base64 characters, which cannot be decoded: base64 comes in groups of 4 characters, padded with = at the end; is part of it missing?"
        )
    }

    static func dataNotASCII(_ text: String) -> Self {
        Self(
            "<data> holds \"\(text)\", which is not base64: CoreFoundation refuses any character outside ASCII there; use only A-Z, a-z, 0-9, + and / (padded with =) and white space"
        )
    }

    static func emptyScalarElement(_ name: String) -> Self {
        Self("<\(name)/> is empty, which Apple's parsers reject: write a value inside <\(name)>…</\(name)>")
    }

    static func cdataInScalar(_ name: String) -> Self {
        Self(
            "a CDATA section inside <\(name)>, which Apple's parsers reject there: write the text without <![CDATA[…]]>"
        )
    }

    /// A reader's finding about what Apple's parsers read though it is not what it seems: the
    /// problem, then how they read it. `bytes`, for `<data>`, is how many CoreFoundation reads
    /// (swift-foundation's count differs where `=` stands inside the text).
    static func readByAppleParsers(_ problem: Self, bytes: Int? = nil) -> Self {
        let reading =
            bytes.map { "skipping what is not base64: CoreFoundation as \($0) bytes" }
            ?? "as another date, not always the same one"
        return Self(problem.text + " (Apple's parsers read it anyway, \(reading))")
    }

    // MARK: Structure

    static func nonPlistRoot(_ name: String) -> Self {
        Self("the root element is <\(name)>, not <plist>: wrap the content in <plist version=\"1.0\">…</plist>")
    }

    static let emptyPlist = Self("<plist> holds no value: put one <dict>, <array> or other value inside it")

    static func secondTopLevelValue(_ name: String) -> Self {
        Self(
            "<\(name)> is a second value inside <plist>, which holds exactly one: wrap the values in one <dict> or <array>"
        )
    }

    static func unknownElement(_ name: String, suggestion: String?) -> Self {
        let hint =
            suggestion.map { "did you mean <\($0)>?" }
            ?? "a property list uses only dict, key, array, string, integer, real, true, false, date and data"
        return Self("<\(name)> is not a property-list element: \(hint)")
    }

    static func elementInsideScalar(_ child: String, parent: String) -> Self {
        Self("<\(child)> inside <\(parent)>: a <\(parent)> holds only text; close it before starting <\(child)>")
    }

    static func keyOutsideDictionary(_ parent: String) -> Self {
        Self("<key> inside <\(parent)>: keys belong only in a <dict>")
    }

    static func valueWithoutKey(_ name: String) -> Self {
        Self(
            "<\(name)> in a <dict> has no <key> before it: every value in a dict needs a key, such as <key>fontSize</key>"
        )
    }

    static func keyWithoutValue(_ key: String) -> Self {
        Self("key \"\(key)\" has no value: add one after the </key>, or remove the key")
    }

    static func twoKeysInARow(_ key: String) -> Self {
        Self("key \"\(key)\" is followed by another <key> instead of its value: add the value, or remove the key")
    }

    static func textBetweenElements(_ text: String, container: String) -> Self {
        Self(
            "text \(text) stands directly inside <\(container)>: text belongs inside <string> or <key>; wrap it or remove it"
        )
    }

    static func booleanWithContent(_ name: String) -> Self {
        Self("<\(name)> must be empty: write <\(name)/>")
    }

    // MARK: The XML layer

    static let needsLibXML2 = Self(
        "this file is not plain XML (or has a problem only libxml2 can locate), and reading it needs libxml2, which is not installed: apt-get install libxml2 (macOS ships it)"
    )

    static let emptyFile = Self("the file is empty: a property list needs at least <plist version=\"1.0\">…</plist>")

    static let onlyDeclaration = Self(
        "the file holds only an XML declaration: a property list needs <plist version=\"1.0\">…</plist> after it")

    static func notXMLPlist(looksLike format: String, hint: String) -> Self {
        Self("not an XML property list: this looks like \(format); \(hint)")
    }

    static func unsupportedEncoding(_ name: String) -> Self {
        Self(
            "the file is encoded as \(name), which plistc cannot read (it reads UTF-8, UTF-16 and UTF-32 with a byte-order mark, Latin-1, Windows-1252 and MacRoman; iOS 17 and later read only UTF-8, UTF-16 and UTF-32): convert it, for example with iconv -f \(name) -t UTF-8"
        )
    }

    static func invalidEncoding(_ name: String) -> Self {
        Self(
            "the file starts with a \(name) byte-order mark but is not valid \(name) (an odd length, or a lone surrogate): save it again as UTF-8"
        )
    }

    static func notInEncoding(byte: UInt8, _ name: String) -> Self {
        Self(
            "the file declares \(name), but holds the byte 0x\(String(byte, radix: 16, uppercase: true)), which is no character in \(name): save it as UTF-8"
        )
    }

    static func invalidUTF8(_ detail: String) -> Self {
        Self("the file is not valid UTF-8\(detail): save it as UTF-8")
    }

    static func entityDeclaration(_ name: String) -> Self {
        Self(
            "the document declares the entity \"\(name)\": plistc, like CoreFoundation and plistlib, refuses entity declarations (they enable entity-expansion and external-file attacks); write the text out instead"
        )
    }

    static func undeclaredEntity(_ name: String) -> Self {
        Self(
            "&\(name); is not an XML entity: write &amp; for a literal '&', or use &lt; &gt; &amp; &quot; &apos; or a character reference such as &#233;"
        )
    }

    static let bareAmpersand = Self(
        "'&' starts an entity reference that never ends with ';': write &amp; for a literal '&'")

    static func unclosedElement(_ name: String, openedAt location: SourceLocation) -> Self {
        Self(
            "the file ends inside <\(name)> opened at \(location.line):\(location.column): close it with </\(name)> (is the file truncated?)"
        )
    }

    static func mismatchedEndTag(_ found: String, open: String, openedAt location: SourceLocation) -> Self {
        Self(
            "</\(found)> does not close <\(open)> opened at \(location.line):\(location.column): write </\(open)> first"
        )
    }

    static let noRootElement = Self(
        "the file has no <plist> element, only markup around it (a declaration, a DOCTYPE, comments): a property list needs <plist version=\"1.0\">…</plist>"
    )

    static func tooDeep(limit: Int) -> Self {
        Self(
            "the values are nested more than \(limit) \(limit == 1 ? "level" : "levels") deep, plistc's limit (CoreFoundation rejects more than 512, counting every <array> and <dict> but a self-closing one): flatten the structure, or raise the limit with --max-depth"
        )
    }

    /// A tree deeper than `plistc dump` writes: each level of the JSON is a call of its writer.
    static func tooDeepToWrite(_ depth: Int, limit: Int) -> Self {
        Self(
            "the values are nested \(depth) levels deep, and dump writes at most \(limit) (each level is a frame of the writer's stack): flatten the structure; lint and build read it"
        )
    }

    static func tooLarge(limit: Int) -> Self {
        Self(
            "the file is larger than plistc's limit of \(limit) bytes: is it really a property list? raise the limit with --max-bytes"
        )
    }

    static func textTooLong(_ element: String, limit: Int) -> Self {
        Self(
            "<\(element)> holds more than \(limit) bytes of text, plistc's limit: is this value meant to be here? raise the limit with --max-string-bytes"
        )
    }

    static func tooManyKeys(limit: Int) -> Self {
        Self(
            "this <dict> has more than \(limit) keys, plistc's limit: split it, or raise the limit with --max-keys"
        )
    }

    static func tooManyProblems(limit: Int) -> Self {
        Self("stopped after \(limit) problems: fix these and run again")
    }

    static func xml(_ libxml2Message: String) -> Self {
        Self("malformed XML: \(libxml2Message); check the markup just before this point")
    }
}
