import PlistcDiagnostics

extension PlistDate {
    /// The date `seconds` after 2001-01-01T00:00:00Z (as binary property lists store dates),
    /// to the whole second below; `nil` outside the years 1 to 9999 or for a number that is
    /// not finite.
    init?(secondsSince2001 seconds: Double) {
        guard seconds.isFinite, abs(seconds) < 4e11 else { return nil }
        let whole = Int64(seconds.rounded(.down))
        let (days, secondOfDay) = (whole.quotientAndRemainder(dividingBy: 86_400))
        let (dayOffset, second) = secondOfDay < 0 ? (days - 1, secondOfDay + 86_400) : (days, secondOfDay)
        // Days from 0000-03-01 to 2001-01-01 in the proleptic Gregorian calendar, then the
        // civil date of a day count, in 400-year eras.
        let day = dayOffset + 730_791
        let era = (day >= 0 ? day : day - 146_096) / 146_097
        let dayOfEra = day - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(
            year: Int(year), month: Int(month), day: Int(dayOfMonth), hour: Int(second / 3600),
            minute: Int(second % 3600 / 60), second: Int(second % 60))
    }
}
