/// Where a text may be broken into lines (UAX #14), as ICU's line break iterator finds it:
/// the UTF-16 offsets after which a line may end, each marked when it must (a hard line
/// break), the text's end last.
public struct LineBreaks: Sendable, Hashable {
    /// A place a line may end.
    public struct Opportunity: Sendable, Hashable {
        /// The UTF-16 offset of the first unit of the next line.
        public let offset: Int
        /// Whether the line must end here (after a line feed, a paragraph separator …).
        public let isHard: Bool

        /// An opportunity before `offset`, hard when the line must end there.
        public init(offset: Int, isHard: Bool) {
            self.offset = offset
            self.isHard = isHard
        }
    }

    /// The opportunities in order, the text's end last (none for an empty text).
    public let opportunities: [Opportunity]

    /// Whether ICU is installed.
    public static var isAvailable: Bool { ICULineBreaking.shared != nil }

    /// What to install where ICU is missing.
    public static let missingLibrary =
        "ICU is not installed: install libicu72 (Debian 12; libicu of your release) or icu4c (Homebrew)"

    /// Opportunities found elsewhere (in tests, or by another breaker).
    init(opportunities: [Opportunity]) { self.opportunities = opportunities }

    /// The opportunities of `units` (UTF-16) under the line-breaking conventions of `locale`
    /// (`ja`, `de`; empty for the root locale).
    public init(units: [UInt16], locale: String = "") throws(TextFitError) {
        guard let icu = ICULineBreaking.shared else { throw .libraryMissing(Self.missingLibrary) }
        guard !units.isEmpty, units.count <= Int32.max else {
            opportunities = []
            return
        }
        var status: Int32 = 0
        let iterator = units.withUnsafeBufferPointer { text in
            locale.withCString {
                icu.open(ICULineBreaking.lineIterator, $0, text.baseAddress, Int32(units.count), &status)
            }
        }
        // A status above zero is an error (below, a warning such as a fallback locale).
        guard let iterator, status <= 0 else {
            opportunities = [Opportunity(offset: units.count, isHard: false)]
            return
        }
        defer { icu.close(iterator) }
        var found: [Opportunity] = []
        _ = icu.first(iterator)
        while case let offset = icu.next(iterator), offset >= 0 {
            let status = icu.ruleStatus(iterator)
            found.append(Opportunity(offset: Int(offset), isHard: (100..<200).contains(status)))
        }
        opportunities = found
    }
}
