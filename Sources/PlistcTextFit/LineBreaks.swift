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
        self = try LineBreaker(locale: locale).breaks(units)
    }
}

/// ICU's line break iterator for one locale, opened once and set on each text in turn: what
/// measuring many strings uses (opening an iterator loads its rules, which costs more than
/// breaking a short string). Not shared between threads.
public final class LineBreaker {
    private let icu: ICULineBreaking
    private let iterator: OpaquePointer?

    /// The iterator of `locale` (`ja`, `de`; empty for the root locale).
    public init(locale: String = "") throws(TextFitError) {
        guard let icu = ICULineBreaking.shared else { throw .libraryMissing(LineBreaks.missingLibrary) }
        self.icu = icu
        var status: Int32 = 0
        let iterator = locale.withCString { icu.open(ICULineBreaking.lineIterator, $0, nil, 0, &status) }
        // A status above zero is an error (below, a warning such as a fallback locale).
        self.iterator = status <= 0 ? iterator : nil
        if status > 0, let iterator { icu.close(iterator) }
    }

    deinit {
        if let iterator { icu.close(iterator) }
    }

    /// The opportunities of `units` (UTF-16); the text's end alone where ICU cannot break it.
    public func breaks(_ units: [UInt16]) -> LineBreaks {
        guard !units.isEmpty, units.count <= Int32.max else { return LineBreaks(opportunities: []) }
        guard let iterator else { return LineBreaks(opportunities: [.init(offset: units.count, isHard: false)]) }
        var found: [LineBreaks.Opportunity] = []
        var status: Int32 = 0
        units.withUnsafeBufferPointer { text in
            icu.setText(iterator, text.baseAddress, Int32(units.count), &status)
            guard status <= 0 else { return }
            _ = icu.first(iterator)
            while case let offset = icu.next(iterator), offset >= 0 {
                let rule = icu.ruleStatus(iterator)
                found.append(.init(offset: Int(offset), isHard: (100..<200).contains(rule)))
            }
        }
        return LineBreaks(opportunities: status <= 0 ? found : [.init(offset: units.count, isHard: false)])
    }
}
