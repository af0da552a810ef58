import PlistcDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's UTF-8 text with its lines indexed: turns the reader's locations (line, column in
/// Unicode scalars) into byte offsets and back, and resolves fixes to exact ranges.
///
/// Lines end as the reader counts them: at LF, CR LF or a lone CR. A byte-order mark is the
/// first column of line 1, as the reader counts it.
public struct SourceText: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    /// Where each line starts.
    private let lineStarts: [Int]

    /// Indexes `bytes`, which must be the UTF-8 text the reader parsed.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer(Self.lineStarts)
    }

    /// Where each line of `text` starts: after each line feed, found with `memchr`, when the
    /// text has no carriage return; otherwise byte by byte.
    static func lineStarts(_ text: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = text.baseAddress else { return starts }
        if memchr(base, 0x0D, text.count) == nil {
            var index = 0
            while index < text.count, let found = memchr(base + index, 0x0A, text.count - index) {
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(index)
            }
            return starts
        }
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            if byte == 0x0D, index < text.count, text[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index) }
        }
        return starts
    }

    /// The byte offset of a line and column; `nil` past the end of the line or the file.
    public func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        return advance(from: lineStarts[line - 1], by: column - 1, line: line)
    }

    /// The offset `scalars` Unicode scalars after `offset`, on `line`.
    private func advance(from offset: Int, by scalars: Int, line: Int) -> Int? {
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        var offset = offset
        for _ in 0..<scalars {
            guard offset < end else { return nil }
            offset += Self.scalarLength(bytes[offset])
        }
        return offset <= end ? offset : nil
    }

    /// The position of `offset`, counted forward from `known` (or backward over spaces and
    /// tabs, which are one byte and one column each), so that it costs the distance only.
    func position(at offset: Int, from known: TextRange.Position) -> TextRange.Position {
        guard offset >= known.offset else {
            let back = known.offset - offset
            return TextRange.Position(
                line: known.line, column: known.column - back, byteColumn: known.byteColumn - back, offset: offset)
        }
        var (line, column, lineStart) = (known.line, known.column, known.offset - known.byteColumn + 1)
        var index = known.offset
        while index < offset {
            let byte = bytes[index]
            index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : Self.scalarLength(byte)
            if byte == 0x0A || byte == 0x0D {
                (line, column, lineStart) = (line + 1, 1, index)
            } else {
                column += 1
            }
        }
        return TextRange.Position(line: line, column: column, byteColumn: index - lineStart + 1, offset: index)
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// The byte offset of each location (`nil` for one past its line); linear in the file:
    /// the locations are visited in file order, each counted from the one before on its line.
    public func offsets(of locations: [SourceLocation]) -> [Int?] {
        let order = locations.indices.sorted {
            (locations[$0].line, locations[$0].column) < (locations[$1].line, locations[$1].column)
        }
        var offsets = [Int?](repeating: nil, count: locations.count)
        var cursor: (line: Int, column: Int, offset: Int)? = nil
        for index in order {
            let location = locations[index]
            let offset: Int?
            if let known = cursor, known.line == location.line {
                offset = advance(from: known.offset, by: location.column - known.column, line: location.line)
            } else {
                offset = self.offset(line: location.line, column: location.column)
            }
            if let offset { cursor = (location.line, location.column, offset) }
            offsets[index] = offset
        }
        return offsets
    }

    /// The 1-based column in UTF-8 bytes of each location (its scalar column when it is past
    /// its line).
    public func byteColumns(of locations: [SourceLocation]) -> [Int] {
        zip(locations, offsets(of: locations)).map { location, offset in
            guard let offset else { return location.column }
            return offset - lineStarts[location.line - 1] + 1
        }
    }

    /// The diagnostics with their fixes resolved to exact ranges; a fix whose target cannot be
    /// found as the reader located it is dropped (the finding stays). Linear in the file.
    public func resolve(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let fixed = diagnostics.indices.filter { diagnostics[$0].fix != nil }
        let starts = offsets(of: fixed.compactMap { diagnostics[$0].fix?.location })
        var resolved = diagnostics
        for (index, start) in zip(fixed, starts) {
            guard let fix = diagnostics[index].fix else { continue }
            resolved[index].fix = start.flatMap { resolve(fix, at: $0) }
        }
        return resolved
    }

    /// A fix with its range, or `nil` when its target is not where the reader located it.
    public func resolve(_ fix: Fix) -> Fix? {
        offset(line: fix.location.line, column: fix.location.column).flatMap { resolve(fix, at: $0) }
    }

    private func resolve(_ fix: Fix, at start: Int) -> Fix? {
        let lineStart = lineStarts[fix.location.line - 1]
        let known = TextRange.Position(
            line: fix.location.line, column: fix.location.column, byteColumn: start - lineStart + 1, offset: start)
        let scanner = ElementScanner(bytes: bytes)
        let offsets: Range<Int>?
        switch fix.target {
        case .content: offsets = scanner.content(ofElementAt: start)
        case .element: offsets = scanner.element(at: start)
        case .entry: offsets = scanner.entry(keyAt: start).map(wholeLines)
        }
        guard let offsets else { return nil }
        var resolved = fix
        let from = position(at: offsets.lowerBound, from: known)
        resolved.range = TextRange(start: from, end: position(at: offsets.upperBound, from: from))
        return resolved
    }

    /// `offsets` widened to whole lines (with the line break after) when nothing else stands
    /// on them, so that removing an entry leaves no blank line.
    private func wholeLines(_ offsets: Range<Int>) -> Range<Int> {
        var start = offsets.lowerBound
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        var end = offsets.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        let startsLine = start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D
        guard startsLine, end < bytes.count, bytes[end] == 0x0A || bytes[end] == 0x0D else { return offsets }
        if bytes[end] == 0x0D, end + 1 < bytes.count, bytes[end + 1] == 0x0A { end += 1 }
        return start..<(end + 1)
    }
}
