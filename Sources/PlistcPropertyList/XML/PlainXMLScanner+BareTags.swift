import PlistcDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tags nearly every plist is made of, read without a byte-by-byte scan: a start tag that is
/// a DTD name alone (`<key>`, `<dict>`, `<true/>`) and the end tag of the open element. Each
/// reads exactly what the general scan reads from the same bytes (the names are name
/// characters, and `>` and `/` are not), so either may read any tag; `nil` or `false` leaves
/// the tag to the general scan.
///
/// Static, over the input and the offset alone: a method of the scanner called from its
/// mutating scan copied the whole scanner (376 bytes, the tree builder in it) at every tag.
extension PlainXMLScanner {
    /// `<name>` or `<name/>` for a DTD name, with `index` just past the `<`: its eight bytes
    /// read as one word, the name running to the first `>` or `/` among them.
    static func bareStartTag(
        in input: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> (name: Range<Int>, kind: ElementKind, isEmpty: Bool)? {
        guard index + 8 <= input.count, let base = input.baseAddress else { return nil }
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        let ends = word.exactMarks(of: UInt8(ascii: ">")) | word.exactMarks(of: UInt8(ascii: "/"))
        // 8 when neither is there: no DTD name is that long.
        let length = ends.trailingZeroBitCount / 8
        guard length > 0, length < 8, let kind = ElementName.kind(packed: word & ((1 << (8 * UInt64(length))) - 1))
        else { return nil }
        let isEmpty = base[index + length] == UInt8(ascii: "/")
        guard !isEmpty || (index + length + 1 < input.count && base[index + length + 1] == UInt8(ascii: ">")) else {
            return nil
        }
        return (index..<index + length, kind, isEmpty)
    }

    /// Whether `</name>` for the open element whose name stands at `open` is at `index`, just
    /// past the `</`, with nothing between the name and the `>`.
    static func isBareEndTag(in input: UnsafeBufferPointer<UInt8>, at index: Int, closing open: Range<Int>) -> Bool {
        let end = index + open.count
        guard end < input.count, input[end] == UInt8(ascii: ">"), let base = input.baseAddress else { return false }
        return memcmp(base + index, base + open.lowerBound, open.count) == 0
    }
}
