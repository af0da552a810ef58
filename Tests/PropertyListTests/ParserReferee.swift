import Foundation
import PlistcPropertyList

/// Apple's two property-list parsers, which Foundation runs here, asked what they do with a
/// document `<plist><dict><key>x</key>VALUE</dict></plist>`: CoreFoundation's
/// (`PropertyListSerialization`), and swift-foundation's (`PropertyListDecoder`) both without
/// decoding the value and decoding it as the type its element names.
enum ParserReferee {
    /// What a parser does with a document.
    enum Outcome: Equatable {
        case reads, rejects
    }

    /// CoreFoundation's verdict, and its error's description when it rejects.
    static func coreFoundation(_ data: Data) -> (outcome: Outcome, error: String, value: Any?) {
        do {
            let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            return (.reads, "", (value as? [String: Any])?["x"])
        } catch {
            return (.rejects, "\((error as NSError).userInfo["NSDebugDescription"] ?? error)", nil)
        }
    }

    /// swift-foundation's verdict when nothing is decoded.
    static func swiftFoundation(_ data: Data) -> Outcome {
        (try? PropertyListDecoder().decode(Nothing.self, from: data)) == nil ? .rejects : .reads
    }

    /// swift-foundation's verdict when the value under `x` is decoded as `element` names
    /// (`integer` as `Int`, `real` as `Double`, `date`, `data`, and a string or any other as
    /// `String`), and the value.
    static func swiftFoundation(_ data: Data, decoding element: String) -> (outcome: Outcome, value: Any?) {
        let decoder = PropertyListDecoder()
        let value: Any? =
            switch element {
            case "integer": try? decoder.decode([String: Int].self, from: data)["x"]
            case "real": try? decoder.decode([String: Double].self, from: data)["x"]
            case "date": try? decoder.decode([String: Date].self, from: data)["x"]
            case "data": try? decoder.decode([String: Data].self, from: data)["x"]
            default: try? decoder.decode([String: String].self, from: data)["x"]
            }
        return (value == nil ? .rejects : .reads, value)
    }

    /// A type that decodes nothing: the parser reads the document, and no value is asked for.
    struct Nothing: Decodable {}
}
