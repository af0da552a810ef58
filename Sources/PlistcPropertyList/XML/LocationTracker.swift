import PlistcDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns byte offsets into lines and columns, scanning forward from the last offset asked for.
///
/// The reader asks for offsets in document order, so the whole file is scanned about once;
/// an earlier offset restarts the scan from the top. Lines end at LF, CRLF or a lone CR, as
/// XML counts them; columns count Unicode scalars.
struct LocationTracker {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let fileNumber: UInt32
    /// Whether the input has a carriage return anywhere: looked for once, so that the usual
    /// input, with line feeds only, is scanned once for them.
    private let hasCarriageReturn: Bool
    /// Set when every byte is ASCII (plain XML, `PlainXMLScanner`): a column is then a count of
    /// bytes, with no byte to look at.
    private let isASCII: Bool
    private var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, isASCII: Bool = false) {
        self.bytes = bytes
        self.isASCII = isASCII
        self.fileNumber = SourcePaths.shared.number(for: file)
        hasCarriageReturn = bytes.baseAddress.map { memchr($0, 0x0D, bytes.count) != nil } ?? false
    }

    /// The location of the byte at `target` (clamped to the input).
    mutating func location(at target: Int) -> SourceLocation {
        let target = min(max(target, 0), bytes.count)
        if target < offset { (offset, line, column) = (0, 1, 1) }
        if target > offset, let base = bytes.baseAddress {
            if !hasCarriageReturn || memchr(base + offset, 0x0D, target - offset) == nil {
                advanceOverLineFeeds(base, to: target)
            } else {
                advanceOverAnyLineEnds(base, to: target)
            }
        }
        return SourceLocation(fileNumber: fileNumber, line: line, column: column)
    }

    /// The common case, no CR in the way: `memchr` finds the line feeds, and only the bytes of
    /// the last line are counted for the column.
    private mutating func advanceOverLineFeeds(_ base: UnsafePointer<UInt8>, to target: Int) {
        var lineStart = offset
        while lineStart < target, let found = memchr(base + lineStart, 0x0A, target - lineStart) {
            line += 1
            column = 1
            lineStart = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        if isASCII {
            column += target - lineStart
        } else {
            for index in lineStart..<target where base[index] & 0xC0 != 0x80 { column += 1 }
        }
        offset = target
    }

    /// Any mix of LF, CRLF and lone CR, byte by byte.
    private mutating func advanceOverAnyLineEnds(_ base: UnsafePointer<UInt8>, to target: Int) {
        while offset < target {
            let byte = base[offset]
            offset += 1
            if byte == 0x0A || (byte == 0x0D && (offset == bytes.count || base[offset] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
        }
    }

    /// A location given as a line and column, such as libxml2 reports.
    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(fileNumber: fileNumber, line: line, column: column)
    }

    /// The offset of the last `byte` before `end`: the `<` that opens the tag, or the `&` that
    /// opens the reference, that the parser has just read past.
    func lastOffset(of byte: UInt8, before end: Int) -> Int {
        var index = min(end, bytes.count) - 1
        while index > 0 && bytes[index] != byte { index -= 1 }
        return max(index, 0)
    }
}
