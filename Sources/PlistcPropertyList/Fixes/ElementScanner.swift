import PlistcDiagnostics

/// Finds where an element of an XML text ends, from where it starts, by reading its tags:
/// start and end tags (quoted attribute values skipped), empty-element tags, comments, CDATA
/// sections and processing instructions. Only for text the reader has accepted: on anything
/// else it gives up (`nil`) rather than guess.
struct ElementScanner {
    let bytes: [UInt8]

    private enum Tag {
        case start(end: Int)
        case empty(end: Int)
        case end(end: Int)
        case other(end: Int)
    }

    /// The tag (or comment, CDATA section, processing instruction) that starts at `offset`.
    private func tag(at offset: Int) -> Tag? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else { return nil }
        if starts(with: "<!--", at: offset) { return find("-->", from: offset + 4).map { .other(end: $0) } }
        if starts(with: "<![CDATA[", at: offset) { return find("]]>", from: offset + 9).map { .other(end: $0) } }
        if starts(with: "<?", at: offset) { return find("?>", from: offset + 2).map { .other(end: $0) } }
        var index = offset + 1
        let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isEnd { index += 1 }
        var quote: UInt8? = nil
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                if isEnd { return .end(end: index) }
                return bytes[index - 2] == UInt8(ascii: "/") ? .empty(end: index) : .start(end: index)
            }
        }
        return nil
    }

    /// The offsets of the whole element starting at `offset`.
    func element(at offset: Int) -> Range<Int>? {
        switch tag(at: offset) {
        case .empty(let end): return offset..<end
        case .start(let end): return closing(from: end).map { offset..<$0.upperBound }
        default: return nil
        }
    }

    /// The offsets between the start and end tags of the element starting at `offset`; for an
    /// empty-element tag (`<string/>`), `nil`.
    func content(ofElementAt offset: Int) -> Range<Int>? {
        guard case .start(let end) = tag(at: offset), let close = closing(from: end) else { return nil }
        return end..<close.lowerBound
    }

    /// The offsets of a `<key>` starting at `offset` and of the value that follows it.
    func entry(keyAt offset: Int) -> Range<Int>? {
        guard let key = element(at: offset) else { return nil }
        var index = key.upperBound
        while index < bytes.count {
            if bytes[index].isXMLWhitespace {
                index += 1
            } else if case .other(let end) = tag(at: index) {
                index = end
            } else {
                break
            }
        }
        return element(at: index).map { offset..<$0.upperBound }
    }

    /// The end tag that closes an element whose start tag ends at `offset`: its offsets.
    private func closing(from offset: Int) -> Range<Int>? {
        var depth = 1
        var index = offset
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            switch tag(at: index) {
            case .start(let end):
                depth += 1
                index = end
            case .end(let end):
                depth -= 1
                if depth == 0 { return index..<end }
                index = end
            case .empty(let end), .other(let end):
                index = end
            case nil:
                return nil
            }
        }
        return nil
    }

    private func starts(with text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[offset..<(offset + count)].elementsEqual($0) }
    }

    /// The offset just past the first `text` at or after `offset`.
    private func find(_ text: StaticString, from offset: Int) -> Int? {
        text.withUTF8Buffer { needle in
            var index = offset
            while index + needle.count <= bytes.count {
                if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index + needle.count }
                index += 1
            }
            return nil
        }
    }
}
