import PlistcDiagnostics

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
    /// `Text("x").typography(.body)`. Two files in one module need two names: `nil` names it
    /// after the file (`modifierName(forSource:)`).
    public var modifierName: String?

    /// Creates options.
    public init(
        typeName: String? = nil, accessLevel: AccessLevel = .public, onlyDefined: Bool = false,
        modifierName: String? = "typography"
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

    /// Swift's keywords, and the SwiftUI and UIKit names a generated type or `View` method
    /// would shadow or clash with: never a name of the generated code.
    public static let reservedNames: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "font", "modifier", "body", "Font", "View", "Text", "Color", "UIFont",
    ]

    /// `Noteworthy.plist` → `noteworthy`, `editorial-serif.plist` → `editorialSerif`,
    /// `UIFonts.plist` → `uiFonts`, `Font.plist` → `fontTypography` (never a reserved name): a
    /// file's modifier when several share a module.
    public static func modifierName(forSource source: String) -> String {
        let words = words(of: source).map(String.init)
        guard let first = words.first else { return "fonts" }
        // An acronym's capitals go lower case, but for the first letter of the word after them.
        let capitals = first.prefix { $0.isUppercase }.count
        let lowered = capitals > 1 && capitals < first.count ? capitals - 1 : max(capitals, 1)
        let head = first.prefix(lowered).lowercased() + first.dropFirst(lowered)
        let name = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber ?? true { return "fonts" + name }
        return reservedNames.contains(name) ? name + "Typography" : name
    }

    private static func words(of source: String) -> [Substring] {
        PathText.plistStem(source).split { !$0.isLetter && !$0.isNumber }
    }
}
