import PlistcDiagnostics

/// Turns a file into the UTF-8 text the parser reads, in every encoding Apple's parsers read:
/// UTF-8, UTF-16 and UTF-32 with a byte-order mark, and the single-byte encodings
/// CoreFoundation maps from a declaration (Latin-1, Windows-1252, MacRoman, ASCII). Text in
/// another encoding becomes UTF-8 with the same characters, so lines and columns (counted in
/// characters) are those of its UTF-8 twin.
///
/// Apple's parsers read the XML declaration only for its encoding: a version other than 1.0,
/// none at all, or white space before it are accepted. So the declaration is read here and the
/// parser starts after it.
enum InputDecoding {
    /// The text to parse.
    struct Prepared {
        /// The text in UTF-8, when the file was in another encoding; `nil` when the file's
        /// own bytes are UTF-8.
        let transcoded: [UInt8]?
        /// Where the parser starts: after the XML declaration, when there is one.
        let parseStart: Int
        /// An encoding only one of Apple's parsers reads.
        let difference: ParserDifference.Kind?
    }

    /// Why a file cannot be read as text.
    struct Problem: Error {
        let message: Diagnostic.Message
    }

    /// The file's text.
    ///
    /// - Throws: `Problem` when the file is in an encoding plistc does not read, or not valid
    ///   in the encoding it announces.
    static func prepare(_ bytes: UnsafeBufferPointer<UInt8>) throws(Problem) -> Prepared {
        if let (name, encoding) = ByteOrderMark.detect(bytes) {
            guard let text = encoding.decode(bytes) else { throw Problem(message: .invalidEncoding(name)) }
            let difference: ParserDifference.Kind? = name == "UTF-32LE" ? .encoding(name) : nil
            return Prepared(transcoded: text, parseStart: declarationEnd(text[...]), difference: difference)
        }
        if let signature = ByteOrderMark.withoutMark(bytes) {
            throw Problem(message: .unsupportedEncoding(signature))
        }
        guard let name = declaredEncoding(bytes[...]) else {
            return Prepared(transcoded: nil, parseStart: declarationEnd(bytes[...]), difference: nil)
        }
        guard let encoding = SingleByteEncoding.named(name) else { throw Problem(message: .unsupportedEncoding(name)) }
        guard encoding != .utf8 else {
            let difference: ParserDifference.Kind? = name.lowercased() == "utf-8" ? nil : .encoding(name)
            return Prepared(transcoded: nil, parseStart: declarationEnd(bytes[...]), difference: difference)
        }
        do throws(SingleByteEncoding.UndefinedByte) {
            let text = try encoding.decode(bytes)
            return Prepared(transcoded: text, parseStart: declarationEnd(text[...]), difference: .encoding(name))
        } catch {
            throw Problem(message: .notInEncoding(byte: error.byte, name))
        }
    }

    private static let opening = Array("<?xml".utf8)

    /// Where `<?xml` starts, after an optional UTF-8 byte-order mark and white space; `nil`
    /// when the text does not start so.
    private static func declarationStart<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int?
    where Bytes.Index == Int {
        var start = bytes.startIndex
        if bytes.starts(with: ByteOrderMark.utf8) { start += ByteOrderMark.utf8.count }
        while start < bytes.endIndex && bytes[start].isXMLWhitespace { start += 1 }
        return bytes[start...].starts(with: opening) ? start : nil
    }

    /// The offset just past an XML declaration (`<?xml …?>`) after optional white space and a
    /// UTF-8 byte-order mark, or 0 when the text does not start with one.
    static func declarationEnd<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int where Bytes.Index == Int {
        guard let start = declarationStart(bytes), start + opening.count < bytes.endIndex,
            bytes[start + opening.count].isXMLWhitespace || bytes[start + opening.count] == UInt8(ascii: "?")
        else { return 0 }
        let head = bytes[start...].prefix(64 << 10)
        var index = head.startIndex
        while index + 1 < head.endIndex {
            if head[index] == UInt8(ascii: "?") && head[index + 1] == UInt8(ascii: ">") { return index + 2 }
            index += 1
        }
        return 0
    }

    /// The encoding named in an XML declaration at the start of `bytes` (after a UTF-8
    /// byte-order mark and white space), or `nil` when there is no declaration or it names none.
    static func declaredEncoding(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard let start = declarationStart(bytes) else { return nil }
        // Plain offsets into the buffer: the declaration is read for every file.
        let text = bytes.base
        let limit = min(bytes.endIndex, start + (64 << 10))
        guard let end = (start..<limit).first(where: { text[$0] == UInt8(ascii: ">") }) else { return nil }
        let word = Array("encoding".utf8)
        func isWord(at offset: Int) -> Bool {
            offset + word.count <= end && word.indices.allSatisfy { text[offset + $0] == word[$0] }
        }
        guard let attribute = (start..<end).first(where: isWord) else { return nil }
        var position = attribute + word.count
        while position < end && text[position].isXMLWhitespace { position += 1 }
        guard position < end, text[position] == UInt8(ascii: "=") else { return nil }
        position += 1
        while position < end && text[position].isXMLWhitespace { position += 1 }
        guard position < end, text[position] == UInt8(ascii: "\"") || text[position] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = text[position]
        let valueStart = position + 1
        var valueEnd = valueStart
        while valueEnd < end && text[valueEnd] != quote { valueEnd += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: text[valueStart..<valueEnd]), as: UTF8.self)
    }
}
