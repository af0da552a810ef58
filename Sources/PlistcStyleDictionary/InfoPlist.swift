import PlistcDiagnostics
import PlistcPropertyList

/// Reading an app's Info.plist.
public enum InfoPlist {
    /// The `UIAppFonts` entries of an Info.plist document, with where each stands.
    public static func registrations(in document: PlistDocument) -> [FontAvailability.Registration] {
        guard let fonts = document.root?.dictionaryValue?["UIAppFonts"]?.arrayValue else { return [] }
        return fonts.compactMap { value in
            value.stringValue.map { FontAvailability.Registration(fileName: $0, location: value.location) }
        }
    }
}
