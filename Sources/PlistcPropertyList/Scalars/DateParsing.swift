import PlistcDiagnostics

extension PlistDate {
    /// Reads the raw text of a `<date>` as CoreFoundation's parser does: an optional `-`, any
    /// number of year digits, then `-MM-DDTHH:MM:SSZ` with exactly two digits a field, and
    /// nothing before or after (no white space, no reference). Fields are not checked against
    /// the calendar: Apple's parsers read such a date as another one (`isRealDate` says).
    init(coreFoundationText text: UnsafeBufferPointer<UInt8>) throws(ScalarError) {
        var index = text.startIndex
        func next(_ expected: UInt8) -> Bool {
            guard index < text.endIndex, text[index] == expected else { return false }
            index += 1
            return true
        }
        func twoDigits() -> Int? {
            guard text.endIndex - index >= 2, text[index].isASCIIDigit, text[index + 1].isASCIIDigit else { return nil }
            defer { index += 2 }
            return Int(text[index] - 0x30) * 10 + Int(text[index + 1] - 0x30)
        }
        let isNegative = next(UInt8(ascii: "-"))
        var year = 0
        while index < text.endIndex, text[index].isASCIIDigit {
            year = min(year * 10 + Int(text[index] - 0x30), Int(Int32.max))
            index += 1
        }
        guard next(UInt8(ascii: "-")), let month = twoDigits(), next(UInt8(ascii: "-")), let day = twoDigits(),
            next(UInt8(ascii: "T")), let hour = twoDigits(), next(UInt8(ascii: ":")), let minute = twoDigits(),
            next(UInt8(ascii: ":")), let second = twoDigits(), next(UInt8(ascii: "Z")), index == text.endIndex
        else { throw ScalarError(.badDateFormat(quoted(text))) }
        self.init(asWritten: isNegative ? -year : year, month, day, hour, minute, second)
    }
}
