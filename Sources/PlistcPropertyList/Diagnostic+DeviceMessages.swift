import PlistcDiagnostics

// The messages for what XML allows and plistlib reads but Apple's parsers reject (CoreFoundation
// always; swift-foundation always, or where the value is decoded, as each says): on such a device
// the file is not a property list at all, and ScaledFont ignores every style.

extension Diagnostic.Message {
    /// The consequence every one of these messages ends with.
    private static let wholeFileIgnored = "ScaledFont will ignore this whole file"

    static func commentInText(_ element: String) -> Self {
        Self(
            "a comment inside <\(element)>: Apple's parsers (CoreFoundation and swift-foundation) reject it, so \(wholeFileIgnored); move the comment outside the element"
        )
    }

    static func processingInstructionInText(_ element: String) -> Self {
        Self(
            "a processing instruction (<?…?>) inside <\(element)>: Apple's parsers reject it, so \(wholeFileIgnored); remove it"
        )
    }

    static func whitespaceAfterNumber(_ element: String) -> Self {
        Self(
            "white space after the number in <\(element)>: CoreFoundation rejects it, as swift-foundation does where the number is decoded, and then \(wholeFileIgnored); remove the space or line break before </\(element)>"
        )
    }

    static let referenceInInteger = Self(
        "a character or entity reference inside <integer>: CoreFoundation reads only digits there, as swift-foundation does where the number is decoded, and then \(wholeFileIgnored); write the number as plain digits"
    )

    static let cdataInInteger = Self(
        "a CDATA section inside <integer>: Apple's parsers reject it (CoreFoundation sees an empty <integer>), so \(wholeFileIgnored); write the number as plain digits"
    )
}
