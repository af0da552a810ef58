import Diagnostics

extension TreeBuilder {
    /// One open element.
    struct Frame {
        /// The element, or `nil` for one whose content is ignored (unknown, or misplaced).
        let kind: ElementKind?
        let name: ElementName
        let location: SourceLocation
        /// Where this element's children start in `openEntries` (a dict) or `openItems`.
        let firstChild: Int
        /// How many values were closed here, valid or not: an array's next index.
        var childCount = 0
        /// How many keys opened here (a dict).
        var keyCount = 0
        var pendingKey: (text: String, location: SourceLocation)?
        /// Whether an error inside makes this element's value unusable.
        var isBroken = false
        /// Whether an element was already reported inside this text-only element.
        var hasReportedChildElement = false
        /// Where its start tag's `<` is in the input.
        var start = 0
        /// Whether a CDATA section was read inside it.
        var hasCDATA = false
        /// Whether it is the `<plist>` of a document whose value stands alone.
        var isImplicit = false
    }
}

extension TreeBuilder {
    /// The comments inside the open text-only element (one at most is open: they hold no
    /// elements), kept beside the stack so that frames stay small: where it is on the stack,
    /// the finding that reports the first comment (its fix moves them all after the element),
    /// and the comments as written.
    struct TextComments {
        let depth: Int
        let finding: Int?
        var comments: [String]
    }
}

extension [TreeBuilder.Frame] {
    /// The path of keys and indices to the innermost open element, such as `body.fontSize`.
    var keyPath: String {
        var path = ""
        for frame in self {
            if frame.kind == .dict, let key = frame.pendingKey {
                path += path.isEmpty ? key.text : "." + key.text
            } else if frame.kind == .array {
                path += "[\(frame.childCount)]"
            }
        }
        return path
    }
}
