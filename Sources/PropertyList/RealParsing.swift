extension Double {
    /// Reads the text of a `<real>`: optional white space around, an optional sign, digits with
    /// an optional fraction and exponent (`17`, `17.5`, `.5`, `1.5e3`), or `nan`, `inf`,
    /// `infinity` in any case.
    ///
    /// Hexadecimal floats and other forms `strtod` would take are refused: neither
    /// CoreFoundation's writer nor `plistlib` produces them.
    init(parsingReal text: some Collection<UInt8>) throws(ScalarError) {
        let trimmed = Array(text.trimmingXMLWhitespace())
        guard !trimmed.isEmpty else { throw ScalarError(.emptyReal) }
        let string = String(decoding: trimmed, as: UTF8.self)
        var unsigned = string.lowercased()[...]
        if let sign = unsigned.first, sign == "-" || sign == "+" { unsigned = unsigned.dropFirst() }
        if unsigned == "nan" || unsigned == "inf" || unsigned == "infinity" {
            let magnitude: Double = unsigned == "nan" ? .nan : .infinity
            self = string.hasPrefix("-") ? -magnitude : magnitude
            return
        }
        guard Self.isDecimalLiteral(trimmed), let value = Double(string) else {
            if trimmed.contains(UInt8(ascii: ",")) { throw ScalarError(.realWithComma(quoted(trimmed))) }
            throw ScalarError(.notAReal(quoted(trimmed)))
        }
        self = value
    }

    /// `[sign] (digits [. digits*] | . digits) [(e|E) [sign] digits]`.
    private static func isDecimalLiteral(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func skipSign() {
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
        }
        func digitCount() -> Int {
            let start = index
            while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
            return index - start
        }
        skipSign()
        var mantissaDigits = digitCount()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissaDigits += digitCount()
        }
        guard mantissaDigits > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            skipSign()
            guard digitCount() > 0 else { return false }
        }
        return index == bytes.count
    }
}
