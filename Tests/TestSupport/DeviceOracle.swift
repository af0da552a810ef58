import Foundation

/// What ScaledFont does on a device with a style dictionary, decided by Apple's own parsers,
/// which Foundation runs on this machine too: the referee for plistc's verdicts.
///
/// ScaledFont 1.0 decodes the whole file as `[String: {fontSize: CGFloat, fontName: String}]`
/// with `PropertyListDecoder` inside `try?` (`dynamic-type.md` §2): one entry that fails voids
/// every style. What differs between generations is the parser under the decoder:
/// - iOS 17 and later: swift-foundation's, which `PropertyListDecoder` runs here;
/// - iOS 16 and earlier: CoreFoundation's C parser, which `PropertyListSerialization` runs
///   here. Its result is written back as XML and decoded by the same decoder, so that only the
///   parser differs (the assumption this oracle makes: the decoding rules did not change).
public enum DeviceOracle {
    /// The parser generation to ask, and the code's decoder: for `gewill` the fork's (its
    /// `Decodable` rules, written again here from its source: both keys optional, not one
    /// without the other, `design` and `weight` strings); for `scaledfont2017` the 2017 code's
    /// (kharrison/CodeExamples and SKScaledFont: ScaledFont 1.0's decoding, looked up by UIKit's
    /// raw values), on iOS 17 and later.
    public enum Runtime: String, Sendable, CaseIterable {
        case ios16, ios17, gewill, scaledfont2017
    }

    /// The text styles ScaledFont looks up.
    public static let styles = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2",
    ]

    /// The key the 2017 code looks each style up by: `UIFont.TextStyle`'s raw value.
    public static let rawValues = [
        "largeTitle": "UICTFontTextStyleTitle0", "title": "UICTFontTextStyleTitle1",
        "title2": "UICTFontTextStyleTitle2",
        "title3": "UICTFontTextStyleTitle3", "headline": "UICTFontTextStyleHeadline",
        "subheadline": "UICTFontTextStyleSubhead", "body": "UICTFontTextStyleBody",
        "callout": "UICTFontTextStyleCallout", "footnote": "UICTFontTextStyleFootnote",
        "caption": "UICTFontTextStyleCaption1", "caption2": "UICTFontTextStyleCaption2",
    ]

    /// Each of the 11 styles: `true` when it uses the file's font, `false` when it falls back to
    /// the system font (the file is void, the entry is missing, or its name is blank).
    public static func customStyles(_ data: Data, runtime: Runtime) -> [String: Bool] {
        var names: [String: String] = [:]
        if runtime == .gewill {
            for (key, entry) in (try? PropertyListDecoder().decode([String: ForkEntry].self, from: data)) ?? [:] {
                names[key] = entry.fontName
            }
        } else {
            for (key, entry) in decode(data, runtime: runtime) ?? [:] { names[key] = entry.fontName }
        }
        var result: [String: Bool] = [:]
        for style in styles {
            let key = runtime == .scaledfont2017 ? rawValues[style] ?? style : style
            result[style] = !(names[key] ?? "").allSatisfy(\.isWhitespace)
        }
        return result
    }

    /// Whether the runtime's parser reads the document at all, and why not.
    public static func parseError(_ data: Data, runtime: Runtime) -> String? {
        switch runtime {
        case .ios17, .gewill, .scaledfont2017:
            do {
                _ = try PropertyListDecoder().decode(AnyPlist.self, from: data)
                return nil
            } catch {
                return "\(error)"
            }
        case .ios16:
            do {
                _ = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                return nil
            } catch {
                return "\((error as NSError).userInfo["NSDebugDescription"] ?? error)"
            }
        }
    }

    /// ScaledFont's model of an entry, and the 2017 code's `FontDescription`.
    struct Entry: Decodable {
        let fontSize: CGFloat
        let fontName: String
    }

    /// The decoded dictionary, or `nil` when ScaledFont's `try?` gives up on the file.
    static func decode(_ data: Data, runtime: Runtime) -> [String: Entry]? {
        switch runtime {
        case .ios17, .gewill, .scaledfont2017:
            return try? PropertyListDecoder().decode([String: Entry].self, from: data)
        case .ios16:
            guard let value = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
                let rewritten = try? PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
            else { return nil }
            return try? PropertyListDecoder().decode([String: Entry].self, from: rewritten)
        }
    }

    /// The gewill fork's model of an entry: a custom font needs both keys, and an entry with
    /// neither is a system font.
    struct ForkEntry: Decodable {
        let fontSize: CGFloat?
        let fontName: String?
        let design: String?
        let weight: String?

        private enum Keys: String, CodingKey { case fontSize, fontName, design, weight }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            fontSize = try container.decodeIfPresent(CGFloat.self, forKey: .fontSize)
            fontName = try container.decodeIfPresent(String.self, forKey: .fontName)
            design = try container.decodeIfPresent(String.self, forKey: .design)
            weight = try container.decodeIfPresent(String.self, forKey: .weight)
            guard (fontName == nil) == (fontSize == nil) else {
                throw DecodingError.dataCorruptedError(
                    forKey: fontName == nil ? .fontName : .fontSize, in: container,
                    debugDescription: "A custom font needs both a fontName and a fontSize.")
            }
        }
    }

    /// Any property list, decoded only to see whether it parses.
    private struct AnyPlist: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
