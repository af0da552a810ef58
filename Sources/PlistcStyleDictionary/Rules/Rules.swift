import PlistcDiagnostics

/// Every rule, in the order `plistc rules` lists them.
public enum Rules {
    public static let all: [any Rule.Type] = [
        PlistSyntaxRule.self, DeviceRejectsRule.self, RootNotDictionaryRule.self, NotAStyleDictionaryRule.self,
        EntryNotDictionaryRule.self,
        MissingFontNameRule.self,
        MissingFontSizeRule.self, FontNameTypeRule.self, FontSizeTypeRule.self, EmptyFontNameRule.self,
        FontSizeRangeRule.self, DictionaryVoidRule.self, UnknownStyleRule.self, LegacyStyleKeyRule.self,
        RuntimeMismatchRule.self,
        InferredRuntimeRule.self, UnsupportedStyleRule.self, UnknownEntryKeyRule.self, SystemFontVariantRule.self,
        DuplicateKeyRule.self,
        MissingStyleRule.self,
        HierarchyOrderRule.self, HierarchyOrderScaledRule.self, ExtensionKeyRule.self, UnknownFontRule.self,
        FontNotRegisteredRule.self,
        AppFontMissingRule.self, WeightOrderRule.self, LineHeightBelowFontRule.self, TextOverflowRule.self,
        MissingGlyphRule.self, FixedFontSizeRule.self, DoubleScalingRule.self, SizeCappedRule.self,
        StyleNotInDictionaryRule.self, DictionaryNotFoundRule.self, UnusedStyleRule.self, AdjustsFontMissingRule.self,
        IBAdjustsWithoutTextStyleRule.self,
        IBSizeClassFontRule.self,
        SourceUnreadableRule.self, UnknownSuppressionRule.self,
    ]

    /// The rules `Linter` runs on each dictionary, in `all`'s order.
    public static let dictionaryRules: [any DictionaryRule.Type] = all.compactMap { $0.asDictionaryRule }

    /// The rule with the given ID.
    public static func rule(withID id: RuleID) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// Every rule ID, as users write it.
    public static var ids: [String] { all.map { $0.description.id.rawValue } }
}
