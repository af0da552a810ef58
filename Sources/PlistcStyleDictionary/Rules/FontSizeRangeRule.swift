import PlistcDiagnostics

/// `font-size-range`: `fontSize` is not a usable size.
public enum FontSizeRangeRule: DictionaryRule {
    /// Apple's minimum legible size on iOS and iPadOS (HIG), in points.
    public static let minimumLegibleSize = 11.0
    /// Sizes above this are taken for mistakes (a pixel count, a misplaced digit).
    public static let largestSensibleSize = 1000.0

    /// Whether a size can be meant as a font size at all: positive, finite, at most 1000 points.
    public static func isUsable(_ size: Double) -> Bool {
        size.isFinite && size > 0 && size <= largestSensibleSize
    }

    public static let description = RuleDescription(
        id: "font-size-range", defaultSeverity: .error,
        summary: "fontSize is zero, negative or absurd (error), or below 11 pt (warning)",
        explanation: """
            A size of zero or less, nan, infinity or more than 1000 points decodes, but cannot
            be what was meant, and its behaviour on device is undefined: error. A size that is
            not a finite number (nan, inf, or one too large to scale) is written as null in the
            JSON of plistc build. A size below 11 points, the minimum legible size in Apple's
            Human Interface Guidelines, is a warning.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key>↓<integer>0</integer>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key>↓<integer>1700</integer>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key>↓<real>nan</real>\n</dict>",
            "<key>caption2</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key>↓<real>9.5</real>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>caption2</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>11</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        file.dictionaryEntries.compactMap { entry in
            guard let sizeEntry = entry.fontSize, let size = entry.fontSizePoints else { return nil }
            guard !isUsable(size) || size < minimumLegibleSize else { return nil }
            let keyPath = entry.key + ".fontSize"
            let location = sizeEntry.value.location
            let shown = SizeText.exact(size)
            if !size.isFinite {
                return description.diagnostic(
                    "'\(QuotedText.short(keyPath))' is \(shown), not a number of points: use a positive size in points at the default content size, such as 17 (plistc build --emit json writes it as null)",
                    at: location, keyPath: keyPath)
            }
            if !isUsable(size) {
                return description.diagnostic(
                    "'\(QuotedText.short(keyPath))' is \(shown) points, which cannot be a font size: use a positive size in points at the default content size, such as 17",
                    at: location, keyPath: keyPath)
            }
            return description.diagnostic(
                "'\(QuotedText.short(keyPath))' is \(shown) points, below 11, the minimum legible size in Apple's Human Interface Guidelines",
                at: location, keyPath: keyPath, suggestion: "<integer>11</integer>", severity: .warning)
        }
    }
}
