import PlistcDiagnostics

/// Reads a `.strings` file, Apple's old-style property list of `"key" = "value";` pairs, as
/// Foundation reads it: UTF-16 (with a byte-order mark, or without one where every other byte
/// is zero) or UTF-8; `/* … */` and `//` comments; keys and values quoted (`"…"`, `'…'`) or bare
/// (letters, digits and `_$+/:.-`); `"key";` alone meaning the key is its own value; the escapes
/// `\n \t \r \a \b \f \v \" \' \\`, `\Uxxxx` and octal `\ooo`. Every value is located at its
/// opening quote (or its first character). Linear in the file; the first syntax error stops it,
/// as it makes Foundation reject the whole table.
public struct StringsFileReader: Sendable {
    private let scalars: ScalarText
    private let fileNumber: UInt32
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// The strings of `bytes`, read from `path`, in the localization `localization`.
    public static func read(_ bytes: [UInt8], path: String, localization: String?) throws(StringsFileError)
        -> [LocalizedString]
    {
        var reader = StringsFileReader(scalars: TextDecoding.scalars(of: bytes), path: path)
        return try reader.entries(localization: localization)
    }

    private init(scalars: ScalarText, path: String) {
        self.scalars = scalars
        fileNumber = SourcePaths.shared.number(for: path)
        // A byte-order mark is no column: the first character is at column 1 either way.
        if scalars.first == "\u{FEFF}" { (index, lineStart) = (1, 1) }
    }

    private mutating func entries(localization: String?) throws(StringsFileError) -> [LocalizedString] {
        var strings: [LocalizedString] = []
        while true {
            try skipSpaceAndComments()
            guard index < scalars.count else {
                Self.keepLastOfEachKey(&strings)
                return strings
            }
            let key = try string(what: "a key")
            try skipSpaceAndComments()
            if take(";") {
                strings.append(
                    .init(key: key.text, localization: localization, value: key.text, location: key.location))
                continue
            }
            guard take("=") else {
                throw error("expected '=' after the key \"\(key.text)\": write \"key\" = \"value\";")
            }
            try skipSpaceAndComments()
            let value = try string(what: "a value")
            try skipSpaceAndComments()
            guard take(";") else { throw error("expected ';' after the value of \"\(key.text)\"") }
            strings.append(
                .init(key: key.text, localization: localization, value: value.text, location: value.location))
        }
    }

    // MARK: Strings

    private mutating func string(what: String) throws(StringsFileError) -> (text: String, location: SourceLocation) {
        let location = here
        guard index < scalars.count else { throw error("the file ends where \(what) was expected") }
        let first = scalars[index]
        if first == "\"" || first == "'" { return (try quoted(by: first), location) }
        let start = index
        while index < scalars.count, Self.isBare(scalars[index]) { index += 1 }
        guard index > start else {
            throw error("expected \(what) in double quotes, not '\(VisibleText.escaped(String(first)))'")
        }
        return (String(String.UnicodeScalarView(scalars[start..<index])), location)
    }

    private mutating func quoted(by quote: Unicode.Scalar) throws(StringsFileError) -> String {
        let opening = here
        index += 1
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            step()
            if scalar == quote { return String(text) }
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            guard index < scalars.count else { break }
            text.append(contentsOf: escape().unicodeScalars)
        }
        throw StringsFileError(at: opening, "this string is never closed: end it with \(quote)")
    }

    /// The escape after a backslash (`\n`, `\U00E9`, `\101`); an unknown one is the character itself.
    private mutating func escape() -> String {
        let scalar = scalars[index]
        step()
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "U":
            let value = hexUnits()
            // A high surrogate followed by `\U` and a low one is one character, as Foundation
            // joins them; a lone surrogate is no character.
            if (0xD800...0xDBFF).contains(value), index + 1 < scalars.count, scalars[index] == "\\",
                scalars[index + 1] == "U"
            {
                let mark = index
                index += 2
                let low = hexUnits()
                if (0xDC00...0xDFFF).contains(low),
                    let joined = Unicode.Scalar(0x10000 + (value - 0xD800) << 10 + (low - 0xDC00))
                {
                    return String(Character(joined))
                }
                index = mark
            }
            return String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}")
        case "0"..."7":
            var value = scalar.value - 48
            var digits = 1
            while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                value = value * 8 + scalars[index].value - 48
                index += 1
                digits += 1
            }
            return String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}")
        default: return String(scalar)
        }
    }

    /// Up to four hex digits after `\U` (none: U+0000, as Foundation reads it).
    private mutating func hexUnits() -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index < scalars.count, let digit = Self.hexValue(scalars[index]) {
            value = value * 16 + digit
            index += 1
            digits += 1
        }
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }

    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || "_$/:.-".unicodeScalars.contains(scalar)
    }

    // MARK: Space, comments, positions

    /// Skips white space (as Foundation's: also vertical tab, form feed, U+2028 and U+2029)
    /// and comments; a `//` comment ends at any line end.
    private mutating func skipSpaceAndComments() throws(StringsFileError) {
        while index < scalars.count {
            let scalar = scalars[index]
            if Self.isSpace(scalar) {
                step()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, !Self.endsLine(scalars[index]) { index += 1 }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let opening = here
                index += 2
                while index < scalars.count,
                    !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/")
                {
                    step()
                }
                guard index < scalars.count else {
                    throw StringsFileError(at: opening, "this comment is never closed: end it with */")
                }
                index += 2
            } else {
                return
            }
        }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{2028}", "\u{2029}", "\u{FEFF}": true
        default: false
        }
    }

    private static func endsLine(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Moves past one character, counting a line at a line feed or a carriage return that no
    /// line feed follows (so CRLF, LF and CR files are numbered alike).
    private mutating func step() {
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" || (scalar == "\r" && (index == scalars.count || scalars[index] != "\n")) { newLine() }
    }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard index < scalars.count, scalars[index] == scalar else { return false }
        index += 1
        return true
    }

    private mutating func newLine() {
        line += 1
        lineStart = index
    }

    private var here: SourceLocation {
        SourceLocation(fileNumber: fileNumber, line: line, column: index - lineStart + 1)
    }

    private func error(_ message: String) -> StringsFileError { StringsFileError(at: here, message) }
}
