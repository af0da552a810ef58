internal import PlistcCLibXML2
import PlistcDiagnostics

/// A libxml2 error, turned into a plistc message that says how to fix it.
struct LibXMLError {
    let code: Int32
    let text: String
    let str1: String?
    let str2: String?

    init(_ error: PlistcXMLError) {
        code = error.code
        text = error.message.map { String(cString: $0) } ?? "unknown error"
        str1 = error.str1.map { String(cString: $0) }
        str2 = error.str2.map { String(cString: $0) }
    }

    /// Whether an end tag names another element than the one open.
    var isTagMismatch: Bool { Int(code) == PLISTC_XML_ERR_TAG_NAME_MISMATCH }

    /// For errors libxml2 reports just past the markup at fault, the character that opens that
    /// markup (`<` of an end tag, `&` of a reference): the error is located there instead.
    var markupStart: UInt8? {
        switch Int(code) {
        case PLISTC_XML_ERR_TAG_NAME_MISMATCH: UInt8(ascii: "<")
        case PLISTC_XML_ERR_UNDECLARED_ENTITY, PLISTC_XML_WAR_UNDECLARED_ENTITY,
            PLISTC_XML_ERR_ENTITYREF_SEMICOL_MISSING:
            UInt8(ascii: "&")
        default: nil
        }
    }

    /// The message to report, or `nil` for errors that are not the document's fault (the
    /// parser stopped on plistc's own request).
    func message(openElements: [(name: String, location: SourceLocation)]) -> Diagnostic.Message? {
        switch Int(code) {
        case PLISTC_XML_ERR_USER_STOP:
            return nil
        case PLISTC_XML_ERR_UNDECLARED_ENTITY, PLISTC_XML_WAR_UNDECLARED_ENTITY:
            return .undeclaredEntity(str1 ?? "?")
        case PLISTC_XML_ERR_TAG_NAME_MISMATCH:
            guard let open = openElements.last else { break }
            return .mismatchedEndTag(str2 ?? "?", open: open.name, openedAt: open.location)
        case PLISTC_XML_ERR_TAG_NOT_FINISHED:
            guard let open = openElements.last else { break }
            return .unclosedElement(open.name, openedAt: open.location)
        case PLISTC_XML_ERR_ENTITYREF_SEMICOL_MISSING:
            return .bareAmpersand
        case PLISTC_XML_ERR_DOCUMENT_END where openElements.isEmpty:
            // What follows the value is never read (`TreeBuilder.isFinished`), so the document
            // has none.
            return .noRootElement
        case PLISTC_XML_ERR_INVALID_CHAR, PLISTC_XML_ERR_INVALID_ENCODING:
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
