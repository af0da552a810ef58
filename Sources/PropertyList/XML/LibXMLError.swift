internal import CLibXML2
import Diagnostics

/// A libxml2 error, turned into a plistc message that says how to fix it.
struct LibXMLError {
    let code: Int32
    let text: String
    let str1: String?
    let str2: String?

    init(_ error: xmlError) {
        code = error.code
        text = error.message.map { String(cString: $0) } ?? "unknown error"
        str1 = error.str1.map { String(cString: $0) }
        str2 = error.str2.map { String(cString: $0) }
    }

    /// Whether an end tag names another element than the one open.
    var isTagMismatch: Bool { code == Int32(XML_ERR_TAG_NAME_MISMATCH.rawValue) }

    /// For errors libxml2 reports just past the markup at fault, the character that opens that
    /// markup (`<` of an end tag, `&` of a reference): the error is located there instead.
    var markupStart: UInt8? {
        switch Int(code) {
        case Int(XML_ERR_TAG_NAME_MISMATCH.rawValue): UInt8(ascii: "<")
        case Int(XML_ERR_UNDECLARED_ENTITY.rawValue), Int(XML_WAR_UNDECLARED_ENTITY.rawValue),
            Int(XML_ERR_ENTITYREF_SEMICOL_MISSING.rawValue):
            UInt8(ascii: "&")
        default: nil
        }
    }

    /// The message to report, or `nil` for errors that are not the document's fault (the
    /// parser stopped on plistc's own request).
    func message(openElements: [(name: String, location: SourceLocation)]) -> Diagnostic.Message? {
        switch Int(code) {
        case Int(XML_ERR_USER_STOP.rawValue):
            return nil
        case Int(XML_ERR_UNDECLARED_ENTITY.rawValue), Int(XML_WAR_UNDECLARED_ENTITY.rawValue):
            return .undeclaredEntity(str1 ?? "?")
        case Int(XML_ERR_TAG_NAME_MISMATCH.rawValue):
            guard let open = openElements.last else { break }
            return .mismatchedEndTag(str2 ?? "?", open: open.name, openedAt: open.location)
        case Int(XML_ERR_TAG_NOT_FINISHED.rawValue):
            guard let open = openElements.last else { break }
            return .unclosedElement(open.name, openedAt: open.location)
        case Int(XML_ERR_ENTITYREF_SEMICOL_MISSING.rawValue):
            return .bareAmpersand
        case Int(XML_ERR_DOCUMENT_END.rawValue) where openElements.isEmpty:
            // What follows the value is never read (`TreeBuilder.isFinished`), so the document
            // has none.
            return .noRootElement
        case Int(XML_ERR_INVALID_CHAR.rawValue), Int(XML_ERR_INVALID_ENCODING.rawValue):
            if text.hasPrefix("Input is not proper UTF-8") {
                let bytes = text.split(separator: "\n").last { $0.hasPrefix("Bytes:") }
                return .invalidUTF8(bytes.map { " (\($0.lowercased()))" } ?? "")
            }
        default:
            break
        }
        return .xml(cleaned)
    }

    /// libxml2's own text, on one line, without its trailing newline.
    private var cleaned: String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }.joined(separator: " ")
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
