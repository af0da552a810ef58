/// The line and column of offsets asked for in increasing order, each counted once: the line
/// from the line feeds passed, the column from where the last one was asked.
struct TextPosition {
    private var line = 1
    private var lineStart = 0
    private var countedUpTo = 0
    private var column = 1

    /// The first line starts at `start` (after a byte-order mark, which is no column).
    mutating func startLine(at start: Int) {
        (lineStart, countedUpTo, column) = (start, start, 1)
    }

    mutating func newLine(at start: Int) {
        (line, lineStart, countedUpTo, column) = (line + 1, start, start, 1)
    }

    /// The 1-based line and column (in Unicode scalars) of `offset`, on the current line.
    mutating func of(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        if offset < countedUpTo { (countedUpTo, column) = (lineStart, 1) }
        for byte in bytes[countedUpTo..<max(offset, countedUpTo)] where byte & 0xC0 != 0x80 { column += 1 }
        countedUpTo = max(offset, countedUpTo)
        return (line, column)
    }
}
