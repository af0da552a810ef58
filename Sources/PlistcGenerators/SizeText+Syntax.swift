import PlistcStyleDictionary

extension SizeText {
    /// A JSON number, or `null` for one JSON cannot write.
    static func json(_ size: Double) -> String {
        size.isFinite ? exact(size) : "null"
    }

    /// A Swift `Double` expression: `.nan` and `.infinity` for sizes that are not finite.
    static func swift(_ size: Double) -> String {
        if size.isNaN { return ".nan" }
        if size.isInfinite { return size < 0 ? "-.infinity" : ".infinity" }
        return exact(size)
    }
}
