import PlistcDiagnostics

/// A property-list date: a UTC timestamp with whole seconds, as written in
/// `<date>YYYY-MM-DDTHH:MM:SSZ</date>`.
///
/// Kept as calendar fields rather than a `Date` so that reading and writing a plist never
/// depends on Foundation or on time-zone data. CoreFoundation also reads fields out of range
/// (`2020-13-45T99:00:00Z`, a year of five digits or with a minus sign), carrying them over; such
/// a date keeps its fields as written and is no real date (``isRealDate``).
public struct PlistDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    // Stored compactly: a date is two words, so values in a tree stay small.
    private let storedYear: Int32
    private let storedMonth: UInt8
    private let storedDay: UInt8
    private let storedHour: UInt8
    private let storedMinute: UInt8
    private let storedSecond: UInt8

    /// The year: 1 through 9999 for a real date.
    public var year: Int { Int(storedYear) }
    /// The month: 1 through 12 for a real date.
    public var month: Int { Int(storedMonth) }
    /// The day of the month, from 1.
    public var day: Int { Int(storedDay) }
    /// The hour: 0 through 23 for a real date.
    public var hour: Int { Int(storedHour) }
    /// The minute: 0 through 59 for a real date.
    public var minute: Int { Int(storedMinute) }
    /// The second: 0 through 59 for a real date.
    public var second: Int { Int(storedSecond) }

    /// Creates a date; `nil` when a field is out of range (month 13, February 30, hour 24…).
    public init?(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        guard Self.isReal(year: year, month: month, day: day, hour: hour, minute: minute, second: second) else {
            return nil
        }
        self.init(asWritten: year, month, day, hour, minute, second)
    }

    /// A date with its fields as written, out of range or not; the year is clamped to what 32
    /// bits hold and the other fields to two digits.
    init(asWritten year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int) {
        storedYear = Int32(clamping: year)
        func twoDigits(_ field: Int) -> UInt8 { UInt8(clamping: min(max(field, 0), 99)) }
        (storedMonth, storedDay) = (twoDigits(month), twoDigits(day))
        (storedHour, storedMinute, storedSecond) = (twoDigits(hour), twoDigits(minute), twoDigits(second))
    }

    /// Whether every field is in range: a date of the proleptic Gregorian calendar, years 1 to
    /// 9999.
    public var isRealDate: Bool {
        Self.isReal(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    private static func isReal(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Bool {
        (1...9999).contains(year) && (1...12).contains(month) && (1...daysIn(month: month, year: year)).contains(day)
            && (0...23).contains(hour) && (0...59).contains(minute) && (0...59).contains(second)
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The plist form, `YYYY-MM-DDTHH:MM:SSZ` (fields out of range as written).
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))Z"
    }

    public static func < (lhs: PlistDate, rhs: PlistDate) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }
}
