import PropertyList

/// Options of the generated Swift file.
public struct SwiftOptions: Sendable, Hashable {
    /// Access level of everything generated.
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `public`, `internal`, `package`
    }

    /// The enum's name; `nil` derives it from the source file (`NoteworthyTypography`).
    public var typeName: String?
    public var accessLevel: AccessLevel
    /// Whether styles that fall back to the system font become cases too.
    public var includeFallbacks: Bool

    /// Creates options.
    public init(typeName: String? = nil, accessLevel: AccessLevel = .public, includeFallbacks: Bool = false) {
        self.typeName = typeName
        self.accessLevel = accessLevel
        self.includeFallbacks = includeFallbacks
    }

    /// `Noteworthy.plist` → `NoteworthyTypography`; `brand-fonts.plist` → `BrandFontsTypography`.
    public static func typeName(forSource source: String) -> String {
        let words = PathText.plistStem(source).split { !$0.isLetter && !$0.isNumber }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber ?? true { name = "Font" + name }
        return name + "Typography"
    }
}
