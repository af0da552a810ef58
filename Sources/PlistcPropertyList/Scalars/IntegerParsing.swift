import PlistcDiagnostics

extension PlistInteger {
    /// Reads the text of an `<integer>` as CoreFoundation does: optional white space around,
    /// an optional sign (white space after it too), then decimal digits or `0x`/`0X` and
    /// hexadecimal digits.
    ///
    /// - Throws: `ScalarError` naming what is wrong: empty, a fraction, out of range, or not a
    ///   number at all.
    init(parsing text: UnsafeBufferPointer<UInt8>) throws(ScalarError) {
        let trimmed = text.trimmingXMLWhitespace()
        guard !trimmed.isEmpty else { throw ScalarError(.emptyInteger) }
        var rest = trimmed[...]
        var isNegative = false
        if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            isNegative = sign == UInt8(ascii: "-")
            // White space may stand between the sign and the digits (`- 17`), as both parsers read.
            rest = rest.dropFirst().drop(while: \.isXMLWhitespace)
        }
        let isHex =
            rest.count >= 2 && rest[rest.startIndex] == UInt8(ascii: "0")
            && rest[rest.startIndex + 1] | 0x20 == UInt8(ascii: "x")
        if isHex { rest = rest.dropFirst(2) }
        guard !rest.isEmpty else { throw ScalarError(.notAnInteger(quoted(trimmed))) }
        var magnitude: UInt64 = 0
        for byte in rest {
            let digit: UInt8? = isHex ? byte.hexDigitValue : (byte.isASCIIDigit ? byte - 0x30 : nil)
            guard let digit else {
                if !isHex, (try? Double(parsingReal: trimmed)) != nil {
                    throw ScalarError(.integerHasFraction(quoted(trimmed)))
                }
                throw ScalarError(.notAnInteger(quoted(trimmed)))
            }
            let (shifted, overflowA) = magnitude.multipliedReportingOverflow(by: isHex ? 16 : 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflowA, !overflowB else { throw ScalarError(.integerOutOfRange(quoted(trimmed))) }
            magnitude = sum
        }
        guard let value = PlistInteger(magnitude: magnitude, isNegative: isNegative) else {
            throw ScalarError(.integerOutOfRange(quoted(trimmed)))
        }
        self = value
    }
}
