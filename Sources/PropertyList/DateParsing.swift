extension PlistDate {
    /// Reads the text of a `<date>`: exactly `YYYY-MM-DDTHH:MM:SSZ` (UTC), with optional white
    /// space around it.
    init(parsing text: UnsafeBufferPointer<UInt8>) throws(ScalarError) {
        let bytes = Array(text.trimmingXMLWhitespace())
        let shape = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
        guard bytes.count == shape.count,
            zip(bytes, shape).allSatisfy({ byte, expected in
                expected == UInt8(ascii: "d") ? byte.isASCIIDigit : byte == expected
            })
        else { throw ScalarError(.badDateFormat(quoted(bytes))) }
        func field(_ start: Int, _ length: Int) -> Int {
            bytes[start..<start + length].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard
            let date = PlistDate(
                year: field(0, 4), month: field(5, 2), day: field(8, 2),
                hour: field(11, 2), minute: field(14, 2), second: field(17, 2))
        else { throw ScalarError(.dateOutOfRange(quoted(bytes))) }
        self = date
    }
}
