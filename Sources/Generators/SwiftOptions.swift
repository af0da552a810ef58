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
    /// Whether only the styles the file gives a custom font become cases; by default all eleven
    /// do, the others returning the system style's values, so that a style removed from the
    /// file never breaks the app's build.
    public var onlyDefined: Bool
    /// The name of the `View` method that applies a style: `typography` gives
    /// `Text("x").typography(.body)`. Two files in one module need two names.
    public var modifierName: String

    /// Creates options.
    public init(
        typeName: String? = nil, accessLevel: AccessLevel = .public, onlyDefined: Bool = false,
        modifierName: String = "typography"
    ) {
        self.typeName = typeName
        self.accessLevel = accessLevel
        self.onlyDefined = onlyDefined
        self.modifierName = modifierName
    }

    /// `Noteworthy.plist` → `NoteworthyTypography`; `brand-fonts.plist` → `BrandFontsTypography`.
    public static func typeName(forSource source: String) -> String {
        var name = words(of: source).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber ?? true { name = "Font" + name }
        return name + "Typography"
    }

    private static func words(of source: String) -> [Substring] {
        PathText.plistStem(source).split { !$0.isLetter && !$0.isNumber }
    }
}
