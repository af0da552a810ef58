/// A face to choose from: its PostScript name, its weight (1 to 1000), whether it is italic
/// or oblique, and whether its width is normal (not condensed or expanded).
public struct MatchableFace: Sendable, Hashable {
    public let postScriptName: String
    public let weight: Int
    public let isItalic: Bool
    public let isNormalWidth: Bool

    public init(postScriptName: String, weight: Int, isItalic: Bool, isNormalWidth: Bool = true) {
        self.postScriptName = postScriptName
        self.weight = weight
        self.isItalic = isItalic
        self.isNormalWidth = isNormalWidth
    }
}

/// CSS's font matching (CSS Fonts 4, *Font style matching*) over one family's faces: the width
/// first (normal, what a token asks; another only when the family has no normal one), then the
/// style (italic when asked, else upright; the other when the family has none), then the
/// weight: asked 400 to 500, the nearest from the asked weight up to 500, then below it going
/// down, then above 500 going up; asked under 400, the nearest at or below going down, then
/// above going up; asked over 500, at or above going up, then below going down. Among faces of
/// the same weight and style, the first given wins.
public enum FontMatching {
    /// The face CSS chooses for `weight` and `italic`, or nil when there is none.
    public static func face(in faces: [MatchableFace], weight: Int, italic: Bool) -> MatchableFace? {
        let normal = faces.filter(\.isNormalWidth)
        let wide = normal.isEmpty ? faces : normal
        let preferred = wide.filter { $0.isItalic == italic }
        let candidates = preferred.isEmpty ? wide : preferred
        return candidates.min { rank($0.weight, asked: weight) < rank($1.weight, asked: weight) }
    }

    /// The order CSS tries weights in, for the weight `asked`: lower is tried first.
    static func rank(_ weight: Int, asked: Int) -> (Int, Int) {
        if (400...500).contains(asked) {
            if weight >= asked && weight <= 500 { return (0, weight - asked) }
            if weight < asked { return (1, asked - weight) }
            return (2, weight - 500)
        }
        if asked < 400 {
            return weight <= asked ? (0, asked - weight) : (1, weight - asked)
        }
        return weight >= asked ? (0, weight - asked) : (1, asked - weight)
    }
}
