extension SwiftLexer {
    /// A `//` comment, to the end of its line; one whose text starts with `plistc:` (after the
    /// slashes and blanks, as in `// plistc:disable RULE` or `/// plistc:…`) is kept as a
    /// directive, and `plistc:` later in a comment (`// run plistc: lint`) is not one.
    mutating func lineComment() {
        // Where the comment's text starts, after its slashes and blanks.
        var start = index
        while start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        let end = start + Self.directiveMark.count
        if end <= index, bytes[start..<end].elementsEqual(Self.directiveMark) {
            let text = String(decoding: bytes[end..<index], as: UTF8.self)
            directives.append(
                SwiftDirectiveComment(
                    directive: text, line: line, column: column(of: start), followsCode: lastCodeLine == line))
        }
        spaceBefore = true
    }

    /// `/* … */`, nested as Swift nests them.
    mutating func blockComment() {
        let startLine = line
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), next(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else if bytes[index] == 0x0A {
                newLine(after: index)
            } else {
                index += 1
            }
        }
        if depth > 0 { problems.append((startLine, "a /* comment is never closed")) }
        spaceBefore = true
    }

    mutating func newLine(after offset: Int) {
        index = offset + 1
        line += 1
        lineStart = index
        columnOffset = index
        column = 1
        spaceBefore = true
        startsLine = true
    }

    /// The column of `offset` on the current line; offsets are asked for in increasing order.
    mutating func column(of offset: Int) -> Int {
        if offset < columnOffset { (columnOffset, column) = (lineStart, 1) }
        var counted = columnOffset
        while counted < offset {
            if bytes[counted] & 0xC0 != 0x80 { column += 1 }
            counted += 1
        }
        columnOffset = offset
        return column
    }

    func next(_ distance: Int) -> UInt8? {
        index + distance < bytes.count ? bytes[index + distance] : nil
    }

    static let directiveMark = Array("plistc:".utf8)
}
