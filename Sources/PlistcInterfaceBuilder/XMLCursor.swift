/// Reads an XML document's markup one piece at a time, keeping its line and column. Names and
/// values are kept as ranges of the bytes, checked but not copied: most are never asked for.
struct XMLCursor {
    /// A piece of markup.
    enum Markup {
        case start(
            name: String, attributes: [XMLElements.RawAttribute], place: XMLElements.Place, closed: Bool)
        /// An end tag: its name, and the offset of its `<`.
        case end(name: Range<Int>, at: Int)
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
            let mark = XMLElements.Place(
                line: markLine, column: markColumn, byteColumn: offset - lineStart + 1, offset: offset)
            offset += 1
            switch byte() {
            case UInt8(ascii: "?"): try skip(past: Array("?>".utf8), what: "a processing instruction")
            case UInt8(ascii: "!"):
                if holds("!--") {
                    offset += 3
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
                offset += 1
                let at = mark.offset
                let name = try nameRange()
                skipSpace()
                guard byte() == UInt8(ascii: ">") else { throw failure("an end tag is not closed by '>'") }
                offset += 1
                return .end(name: name, at: at)
            default:
                return try startTag(at: mark)
            }
        }
    }

    /// The text of a name's bytes.
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Whether two names are the same bytes.
    func same(_ left: Range<Int>, _ right: Range<Int>) -> Bool { bytes[left].elementsEqual(bytes[right]) }

    /// A start tag after its `<`: its name, its attributes, whether it closes itself.
    private mutating func startTag(at place: XMLElements.Place) throws(Failure) -> Markup {
        let name = text(try nameRange())
        var attributes: [XMLElements.RawAttribute] = []
        while true {
            let before = offset
            let spaced = skipSpace()
            switch byte() {
            case UInt8(ascii: ">"):
                offset += 1
                return .start(name: name, attributes: attributes, place: place, closed: false)
            case UInt8(ascii: "/"):
                offset += 1
                guard byte() == UInt8(ascii: ">") else { throw failure("'/' in <\(name)> not followed by '>'") }
                offset += 1
                return .start(name: name, attributes: attributes, place: place, closed: true)
            default:
                guard spaced else { throw failure("<\(name)> has no space before an attribute") }
                let attribute = try nameRange()
                skipSpace()
                guard byte() == UInt8(ascii: "=") else { throw failure("an attribute of <\(name)> has no '='") }
                offset += 1
                skipSpace()
                let (value, plain) = try quoted()
                attributes.append(
                    XMLElements.RawAttribute(name: attribute, value: value, plain: plain, span: before..<offset))
            }
        }
    }

    /// A name: letters, digits and `_ - . :`, and any byte beyond ASCII.
    private mutating func nameRange() throws(Failure) -> Range<Int> {
        let start = offset
        while offset < bytes.count, Self.isNameByte(bytes[offset]) { offset += 1 }
        guard offset > start else { throw failure("a name was expected") }
        return start..<offset
    }

    /// A quoted attribute value's bytes, its references checked, and whether it is plain (no
    /// reference, tab or line end to resolve).
    private mutating func quoted() throws(Failure) -> (Range<Int>, plain: Bool) {
        let quote = byte()
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw failure("a quoted value was expected")
        }
        offset += 1
        let start = offset
        var plain = true
        while offset < bytes.count, bytes[offset] != quote {
            switch bytes[offset] {
            case UInt8(ascii: "<"): throw failure("'<' in an attribute value")
            case UInt8(ascii: "&"):
                try checkReference()
                plain = false
            case 0x09, 0x0D:
                plain = false
                offset += 1
            case 0x0A:
                plain = false
                newLine()
            default: offset += 1
            }
        }
        guard offset < bytes.count else { throw failure("an attribute value is never closed") }
        let value = start..<offset
        offset += 1
        return (value, plain)
    }

    /// Passes over a reference, which must be one of XML's five or a character by number.
    private mutating func checkReference() throws(Failure) {
        guard let (_, length) = XMLText.reference(in: bytes, at: offset) else {
            throw failure("'&' begins no character and no entity XML defines: plistc expands no entity")
        }
        offset += length
    }

    /// Passes over text up to the next `<`, checking its references.
    private mutating func skipText() throws(Failure) {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") {
            switch bytes[offset] {
            case UInt8(ascii: "&"): try checkReference()
            case 0x0A: newLine()
            default: offset += 1
            }
        }
    }

    /// Passes over everything up to and including `end`.
    private mutating func skip(past end: [UInt8], what: String) throws(Failure) {
        while offset < bytes.count {
            if bytes[offset] == end[0], holds(end) {
                offset += end.count
                return
            }
            if bytes[offset] == 0x0A { newLine() } else { offset += 1 }
        }
        throw failure("\(what) is never closed")
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = offset
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A: newLine()
            default: return offset > start
            }
        }
        return offset > start
    }

    private func byte() -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    private func holds(_ text: String) -> Bool { holds(Array(text.utf8)) }

    private func holds(_ text: [UInt8]) -> Bool {
        offset + text.count <= bytes.count && bytes[offset..<(offset + text.count)].elementsEqual(text)
    }

    /// Passes over the line feed at `offset`.
    private mutating func newLine() {
        offset += 1
        line += 1
        lineStart = offset
        (columnOffset, column) = (offset, 1)
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
