/// The views of an Interface Builder file that show text with a font Dynamic Type could scale
/// (labels, text fields, text views, buttons), each with whether its Automatically Adjusts Font
/// box is ticked and the fonts it shows: its `<fontDescription>` (a configured button's
/// `titleFontDescription`), and the fonts of its attributed text's fragments. A segmented
/// control sets no font in Interface Builder; a bar's title font is no view's.
public struct TextViewFonts: Sendable {
    /// A font as Interface Builder writes it.
    public struct Font: Sendable, Hashable {
        /// The Dynamic Type text style (`UICTFontTextStyleBody`), if it is one.
        public let textStyle: String?
        /// The custom font's PostScript name (`Inter-SemiBold`), if it is one.
        public let name: String?
        /// `system`, `boldSystem`… for a system font at a size.
        public let systemType: String?
        public let pointSize: String?
        /// The index of its element (`<fontDescription>` or `<font>`) in the document.
        public let element: Int
        /// Whether it is the view's own font (a `<fontDescription>`), not a fragment's.
        public let isDescription: Bool

        /// The size in points, when it has one written as Interface Builder writes sizes
        /// (digits and a point), finite and above zero.
        public var points: Double? {
            guard let pointSize, !pointSize.isEmpty,
                pointSize.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }),
                let value = Double(pointSize), value.isFinite, value > 0
            else { return nil }
            return value
        }

        init(_ index: Int, in document: XMLElements) {
            let element = document.elements[index]
            self.element = index
            isDescription = element.name == "fontDescription"
            let style = document.attribute("style", of: element)
            textStyle = style?.hasPrefix("UICTFontTextStyle") == true ? style : nil
            name = document.attribute("name", of: element)
            systemType = document.attribute("type", of: element) ?? document.attribute("metaFont", of: element)
            pointSize = document.attribute("pointSize", of: element) ?? document.attribute("size", of: element)
        }

        /// How a message names it: `Inter-SemiBold 17 pt`, `the system font at 17 pt`.
        public var words: String {
            let size = pointSize.map { " at \($0) pt" } ?? ""
            if let name, !name.hasPrefix(".AppleSystemUIFont") { return name + size }
            return "the system font" + size
        }
    }

    /// One view that shows text.
    public struct View: Sendable {
        /// `label`, `textField`, `textView` or `button`.
        public let kind: String
        /// Its Interface Builder identifier (`abc-12-xyz`).
        public let id: String?
        /// The class of the app it is made as (`customClass="BrandLabel"`), if any.
        public let customClass: String?
        /// The property of its parent it is, for a view UIKit makes: a cell's `textLabel` or
        /// `detailTextLabel` (`<label key="textLabel">`).
        public let key: String?
        public let line: Int
        public let column: Int
        /// Whether `adjustsFontForContentSizeCategory="YES"`, and where that attribute is.
        public let adjustsFont: Bool
        public let adjustsFontSpan: XMLElements.Span?
        public internal(set) var fonts: [Font] = []
    }

    /// Whether an element of this name is such a view: a label, a text field, a text view, a
    /// button.
    public static func isView(_ name: String) -> Bool {
        name == "label" || name == "textField" || name == "textView" || name == "button"
    }
    /// How many levels up from a font its view is looked for: a fragment's font is four.
    public static let levels = 6

    public private(set) var views: [View] = []
    /// The outlets that hold the document's objects.
    public private(set) var outlets = IBOutlets()
    /// Each custom font (a name, not `.AppleSystemUIFont`) set for a size class: its index, and
    /// its `<variation>`'s, at most `levels` up.
    public private(set) var sizeClassFonts: [(font: Int, variation: Int)] = []

    /// The text views of `document`, in document order, its outlets and its size-class fonts:
    /// one pass over its elements, each font walked up at most `levels` parents.
    public init(_ document: XMLElements) {
        var viewAt: [Int: Int] = [:]
        for (index, element) in document.elements.enumerated() {
            if IBOutlets.names(element.name) {
                outlets.add(element, in: document)
                continue
            }
            if Self.isView(element.name) {
                viewAt[index] = views.count
                let adjusts = document.attribute("adjustsFontForContentSizeCategory", of: element) == "YES"
                views.append(
                    View(
                        kind: element.name, id: document.attribute("id", of: element),
                        customClass: document.attribute("customClass", of: element),
                        key: document.attribute("key", of: element), line: element.line,
                        column: element.column, adjustsFont: adjusts,
                        adjustsFontSpan: adjusts
                            ? document.span(of: "adjustsFontForContentSizeCategory", in: element) : nil))
                continue
            }
            guard element.name == "fontDescription" || element.name == "font" else { continue }
            // A size class's font is not the view's.
            if let variation = Self.variation(of: element, in: document) {
                sizeClassFonts.append((index, variation))
                continue
            }
            guard let levels = Self.levels(of: element, in: document) else { continue }
            var parent = element.parent
            var steps = 1
            while parent >= 0, steps <= levels {
                if let view = viewAt[parent] {
                    views[view].fonts.append(Font(index, in: document))
                    break
                }
                parent = document.elements[parent].parent
                steps += 1
            }
        }
    }

    /// How many levels up a font element's view is: its own `<fontDescription>` one, a
    /// configured button's `titleFontDescription` two (in its `<buttonConfiguration>`), an
    /// attributed text fragment's `<font key="NSFont">` up to `levels`; `nil` for any other
    /// element (a `<variation>`'s font, an image's symbol configuration).
    private static func levels(of element: XMLElements.Element, in document: XMLElements) -> Int? {
        switch (element.name, document.attribute("key", of: element)) {
        case ("fontDescription", "fontDescription"): 1
        case ("fontDescription", "titleFontDescription"): 2
        case ("font", "NSFont"): levels
        default: nil
        }
    }

    /// The `<variation>` a font element that names a custom font sits in, at most `levels` up.
    private static func variation(of element: XMLElements.Element, in document: XMLElements) -> Int? {
        var (parent, steps) = (element.parent, 1)
        while parent >= 0, steps <= levels {
            if document.elements[parent].name == "variation" {
                guard let name = document.attribute("name", of: element), !name.hasPrefix(".") else { return nil }
                return parent
            }
            parent = document.elements[parent].parent
            steps += 1
        }
        return nil
    }
}
