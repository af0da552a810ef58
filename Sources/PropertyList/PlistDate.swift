/// A property-list date: a UTC timestamp with whole seconds, as written in
/// `<date>YYYY-MM-DDTHH:MM:SSZ</date>`.
///
/// Kept as calendar fields rather than a `Date` so that reading and writing a plist never
/// depends on Foundation or on time-zone data.
public struct PlistDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    // Stored compactly: a date is one word, so values in a tree stay small.
    private let storedYear: UInt16
    private let storedMonth: UInt8
    private let storedDay: UInt8
    private let storedHour: UInt8
    private let storedMinute: UInt8
    private let storedSecond: UInt8

    /// The year, 1 through 9999.
    public var year: Int { Int(storedYear) }
    /// The month, 1 through 12.
    public var month: Int { Int(storedMonth) }
    /// The day of the month, from 1.
    public var day: Int { Int(storedDay) }
    /// The hour, 0 through 23.
    public var hour: Int { Int(storedHour) }
    /// The minute, 0 through 59.
    public var minute: Int { Int(storedMinute) }
    /// The second, 0 through 59.
    public var second: Int { Int(storedSecond) }

    /// Creates a date; `nil` when a field is out of range (month 13, February 30, hour 24…).
    public init?(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        storedYear = UInt16(year)
        (storedMonth, storedDay) = (UInt8(month), UInt8(day))
        (storedHour, storedMinute, storedSecond) = (UInt8(hour), UInt8(minute), UInt8(second))
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The plist form, `YYYY-MM-DDTHH:MM:SSZ`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))Z"
    }

    public static func < (lhs: PlistDate, rhs: PlistDate) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }
}
