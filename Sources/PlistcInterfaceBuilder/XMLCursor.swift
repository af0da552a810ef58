/// Reads an XML document's markup one piece at a time, keeping its line and column.
struct XMLCursor {
    /// A piece of markup.
    enum Markup {
        case start(
            name: String, attributes: [(name: String, value: String)], spans: [XMLElements.Span], line: Int,
            column: Int, closed: Bool)
        case end(name: String)
        case comment(line: Int, column: Int, text: String)
    }

    /// Why the document cannot be read, and where.
    struct Failure: Error {
        let line: Int
        let message: String
    }

    private let bytes: [UInt8]
    private(set) var offset = 0
    /// The line `offset` is on, where that line starts, and the column of `columnOffset` on it.
    private var line = 1
    private var lineStart = 0
    private var columnOffset = 0
    private var column = 1

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    func failure(_ message: String) -> Failure { Failure(line: line, message: message) }

    /// The next start tag, end tag or comment; `nil` at the end. Text between them is passed
    /// over (its references checked), as are the XML declaration and processing instructions.
    mutating func nextMarkup() throws(Failure) -> Markup? {
        while true {
            try skipText()
            guard offset < bytes.count else { return nil }
            let (markLine, markColumn) = position()
            advance(1)
            switch byte() {
            case UInt8(ascii: "?"): try skip(past: Array("?>".utf8), what: "a processing instruction")
            case UInt8(ascii: "!"):
                if holds("!--") {
                    advance(3)
                    let start = offset
                    try skip(past: Array("-->".utf8), what: "a comment")
                    let text = String(decoding: bytes[start..<(offset - 3)], as: UTF8.self)
                    return .comment(line: markLine, column: markColumn, text: text)
                }
                if holds("![CDATA[") {
                    try skip(past: Array("]]>".utf8), what: "a CDATA section")
                    continue
                }
                throw failure(
                    "a document type declaration: an Interface Builder file has none, and plistc reads no DTD")
            case UInt8(ascii: "/"):
                advance(1)
                let name = try self.name()
                skipSpace()
                guard byte() == UInt8(ascii: ">") else { throw failure("</\(name) is not closed by '>'") }
                advance(1)
                return .end(name: name)
            default:
                return try startTag(line: markLine, column: markColumn)
            }
        }
    }

    /// A start tag after its `<`: its name, its attributes, whether it closes itself.
    private mutating func startTag(line: Int, column: Int) throws(Failure) -> Markup {
        let name = try self.name()
        var attributes: [(name: String, value: String)] = []
        var spans: [XMLElements.Span] = []
        while true {
            let before = place()
            let spaced = skipSpace()
            switch byte() {
            case UInt8(ascii: ">"):
                advance(1)
                return .start(
                    name: name, attributes: attributes, spans: spans, line: line, column: column, closed: false)
            case UInt8(ascii: "/"):
                advance(1)
                guard byte() == UInt8(ascii: ">") else { throw failure("'/' in <\(name)> not followed by '>'") }
                advance(1)
                return .start(
                    name: name, attributes: attributes, spans: spans, line: line, column: column, closed: true)
            default:
                guard spaced else { throw failure("<\(name)> has no space before an attribute") }
                let attribute = try self.name()
                skipSpace()
                guard byte() == UInt8(ascii: "=") else { throw failure("attribute \(attribute) has no '='") }
                advance(1)
                skipSpace()
                attributes.append((attribute, try quoted()))
                spans.append(XMLElements.Span(start: before, end: place()))
            }
        }
    }

    /// A name: letters, digits and `_ - . :`, and any byte beyond ASCII.
    private mutating func name() throws(Failure) -> String {
        let start = offset
        while offset < bytes.count, Self.isNameByte(bytes[offset]) { advance(1) }
        guard offset > start else { throw failure("a name was expected") }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// A quoted attribute value, its references resolved.
    private mutating func quoted() throws(Failure) -> String {
        let quote = byte()
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw failure("a quoted value was expected")
        }
        advance(1)
        var value: [UInt8] = []
        while offset < bytes.count, bytes[offset] != quote {
            switch bytes[offset] {
            case UInt8(ascii: "<"): throw failure("'<' in an attribute value")
            case UInt8(ascii: "&"): value += try reference()
            case 0x09, 0x0A, 0x0D:
                // A line end or tab in a value is a space (a CR LF one space), as XML normalizes.
                if bytes[offset] == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { advance(1) }
                value.append(0x20)
                advance(1)
            default:
                value.append(bytes[offset])
                advance(1)
            }
        }
        guard offset < bytes.count else { throw failure("an attribute value is never closed") }
        advance(1)
        return String(decoding: value, as: UTF8.self)
    }

    /// A reference after its `&`: one of XML's five, or a character by number.
    private mutating func reference() throws(Failure) -> [UInt8] {
        advance(1)
        let start = offset
        while offset < bytes.count, offset - start < 12, bytes[offset] != UInt8(ascii: ";") { advance(1) }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ";") else { throw failure("'&' begins no reference") }
        let name = String(decoding: bytes[start..<offset], as: UTF8.self)
        advance(1)
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            let hex = name.hasPrefix("#x")
            guard name.hasPrefix("#"), let number = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
                let scalar = Unicode.Scalar(number)
            else { throw failure("&\(name); is no character and no entity XML defines: plistc expands no entity") }
            return Array(String(Character(scalar)).utf8)
        }
    }

    /// Passes over text up to the next `<`, checking its references.
    private mutating func skipText() throws(Failure) {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") {
            if bytes[offset] == UInt8(ascii: "&") { _ = try reference() } else { advance(1) }
        }
    }

    /// Passes over everything up to and including `end`.
    private mutating func skip(past end: [UInt8], what: String) throws(Failure) {
        while offset < bytes.count {
            if bytes[offset] == end[0], holds(end) {
                advance(end.count)
                return
            }
            advance(1)
        }
        throw failure("\(what) is never closed")
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = offset
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { advance(1) }
        return offset > start
    }

    private func byte() -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    private func holds(_ text: String) -> Bool { holds(Array(text.utf8)) }

    private func holds(_ text: [UInt8]) -> Bool {
        offset + text.count <= bytes.count && bytes[offset..<(offset + text.count)].elementsEqual(text)
    }

    /// Moves on `count` bytes, counting lines.
    private mutating func advance(_ count: Int) {
        let end = min(offset + count, bytes.count)
        while offset < end {
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
                (columnOffset, column) = (offset + 1, 1)
            }
            offset += 1
        }
    }

    /// Where `offset` is, for an exact edit.
    private mutating func place() -> XMLElements.Place {
        let (line, column) = position()
        return XMLElements.Place(line: line, column: column, byteColumn: offset - lineStart + 1, offset: offset)
    }

    /// The line and column of `offset`: the column counted on from the last one asked on the
    /// same line, so a long line is walked once.
    private mutating func position() -> (line: Int, column: Int) {
        if columnOffset < lineStart { (columnOffset, column) = (lineStart, 1) }
        while columnOffset < offset {
            if bytes[columnOffset] & 0xC0 != 0x80 { column += 1 }
            columnOffset += 1
        }
        return (line, column)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: ":")
    }
}
