import PlistcDiagnostics

extension TreeBuilder {
    /// One open element. Plain data, with no reference in it (its name and its pending key
    /// stand in the input or in the builder's side lists): a file opens and closes a frame per
    /// element, and a frame holding strings was retained, copied and destroyed through its type
    /// each time.
    struct Frame {
        /// The element, or `nil` for one whose content is ignored (unknown, or misplaced).
        let kind: ElementKind?
        let name: FrameName
        let location: SourceLocation
        /// Where this element's children start in `openEntries` (a dict) or `openItems`.
        let firstChild: Int
        /// How many values were closed here, valid or not: an array's next index.
        var childCount = 0
        /// How many keys opened here (a dict).
        var keyCount = 0
        var pendingKey: PendingKey?
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

extension TreeBuilder {
    /// An open element's name: a DTD element, or another name kept in `otherNames`.
    enum FrameName {
        case known(ElementKind)
        case other(index: Int)
    }

    /// A `<key>` read in an open dict, waiting for its value: where its text stands in the
    /// input, or, for text that is not a piece of it (references, CDATA line ends), its place
    /// in `decodedKeys`. The text is made a string only when a kept entry or a message needs it.
    struct PendingKey {
        enum Text {
            case input(start: Int, end: Int)
            case decoded(index: Int)
        }

        let text: Text
        let location: SourceLocation
    }

    /// The frame name for `name`, keeping a name outside the DTD in `otherNames`.
    mutating func frameName(_ name: ElementName) -> FrameName {
        switch name {
        case .known(let kind): return .known(kind)
        case .other(let text):
            otherNames.append(text)
            return .other(index: otherNames.count - 1)
        }
    }

    /// The name of an open element as written.
    func text(of name: FrameName) -> String {
        switch name {
        case .known(let kind): kind.rawValue
        case .other(let index): otherNames[index]
        }
    }

    /// The text of a pending key.
    func text(of key: PendingKey) -> String {
        switch key.text {
        case .input(let start, let end):
            String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
        case .decoded(let index): decodedKeys[index]
        }
    }

    /// The key just read, as a pending key at `location`.
    mutating func pendingKey(at location: SourceLocation) -> PendingKey {
        if let range = text.verbatimRange {
            return PendingKey(text: .input(start: range.lowerBound, end: range.upperBound), location: location)
        }
        decodedKeys.append(text.string)
        return PendingKey(text: .decoded(index: decodedKeys.count - 1), location: location)
    }

    /// The path of keys and indices to the innermost open element, such as `body.fontSize`.
    var keyPath: String {
        var path = ""
        for frame in stack {
            if frame.kind == .dict, let key = frame.pendingKey {
                let text = text(of: key)
                path += path.isEmpty ? text : "." + text
            } else if frame.kind == .array {
                path += "[\(frame.childCount)]"
            }
        }
        return path
    }
}
