import PlistcDiagnostics

extension Double {
    /// Reads the text of a `<real>`: optional white space around, an optional sign, digits with
    /// an optional fraction and exponent (`17`, `17.5`, `.5`, `1.5e3`), or `nan`, `inf`,
    /// `infinity` in any case.
    ///
    /// Hexadecimal floats and other forms `strtod` would take are refused: neither
    /// CoreFoundation's writer nor `plistlib` produces them.
    init(parsingReal text: UnsafeBufferPointer<UInt8>) throws(ScalarError) {
        let trimmed = text.trimmingXMLWhitespace()
        guard !trimmed.isEmpty else { throw ScalarError(.emptyReal) }
        let string = String(decoding: trimmed, as: UTF8.self)
        if Self.isDecimalLiteral(trimmed), let value = Double(string) {
            self = value
        } else if let value = Self.nonFinite(string) {
            self = value
        } else if trimmed.contains(UInt8(ascii: ",")) {
            throw ScalarError(.realWithComma(quoted(trimmed)))
        } else {
            throw ScalarError(.notAReal(quoted(trimmed)))
        }
    }

    /// `nan`, `inf` or `infinity` in any case, with an optional sign.
    private static func nonFinite(_ string: String) -> Double? {
        var unsigned = string.lowercased()[...]
        let isNegative = unsigned.first == "-"
        if unsigned.first == "-" || unsigned.first == "+" { unsigned = unsigned.dropFirst() }
        let magnitude: Double
        switch unsigned {
        case "nan": magnitude = .nan
        case "inf", "infinity": magnitude = .infinity
        default: return nil
        }
        return isNegative ? -magnitude : magnitude
    }

    /// `[sign] (digits [. digits*] | . digits) [(e|E) [sign] digits]`.
    private static func isDecimalLiteral(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = bytes.startIndex
        func current() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        func skip(_ accepted: UInt8...) -> Bool {
            guard let byte = current(), accepted.contains(byte) else { return false }
            index = bytes.index(after: index)
            return true
        }
        func digitCount() -> Int {
            var count = 0
            while let byte = current(), byte.isASCIIDigit {
                index = bytes.index(after: index)
                count += 1
            }
            return count
        }
        _ = skip(UInt8(ascii: "+"), UInt8(ascii: "-"))
        var mantissaDigits = digitCount()
        if skip(UInt8(ascii: ".")) { mantissaDigits += digitCount() }
        guard mantissaDigits > 0 else { return false }
        if skip(UInt8(ascii: "e"), UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "+"), UInt8(ascii: "-"))
            guard digitCount() > 0 else { return false }
        }
        return index == bytes.endIndex
    }
}
