import PlistcDiagnostics

/// `<date>` and `<data>` read from the input as written, as CoreFoundation's parser reads them:
/// it looks at the raw characters, before any reference is expanded.
extension TreeBuilder {
    /// Where a text-holding element's content stands in the input, between its start tag's `>`
    /// and its end tag's `<`, which ends just before `offset`; `nil` for an empty element
    /// (`<data/>`).
    func rawContent(of frame: Frame, endingAt offset: Int) -> Range<Int>? {
        let endTag = lastOffset(of: UInt8(ascii: "<"), before: offset)
        guard endTag > frame.start else { return nil }
        var quote: UInt8?
        for index in frame.start..<endTag {
            let byte = input[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return (index + 1)..<endTag
            }
        }
        return nil
    }

    /// The value of a `<date>` or `<data>`, read from its raw content at `raw`.
    ///
    /// - `<date>`: CoreFoundation's grammar exactly, `[-]YYYY…-MM-DDTHH:MM:SSZ` with any
    ///   number of year digits and nothing around it; fields out of range (`2020-13-45…`) are
    ///   read, with a warning, as Apple's parsers read them (as another date).
    /// - `<data>`: standard base64; other ASCII is read as CoreFoundation reads it (skipping
    ///   what is not base64, and an unfinished group), with a warning; a byte outside ASCII is
    ///   refused.
    ///
    /// - Throws: `ScalarError` for what CoreFoundation refuses.
    mutating func rawScalar(_ kind: ElementKind, raw: Range<Int>, at location: SourceLocation) throws(ScalarError)
        -> PlistValue.Content
    {
        let content = UnsafeBufferPointer(rebasing: input[raw])
        if kind == .date {
            let date = try PlistDate(coreFoundationText: content)
            if !date.isRealDate { warn(.readByAppleParsers(.dateOutOfRange(quoted(content))), at: location) }
            return .date(date)
        }
        do throws(ScalarError) {
            return .data(try Base64.decode(content))
        } catch {
            let bytes = try Base64.decodeAsCoreFoundation(content)
            warn(.readByAppleParsers(error.message, bytes: bytes.count), at: location)
            return .data(bytes)
        }
    }
}
