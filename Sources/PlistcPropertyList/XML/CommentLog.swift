import PlistcDiagnostics

/// The comments of a document as they are read, each told the location of the element that
/// follows it (what a `plistc:disable` comment applies to).
struct CommentLog {
    private(set) var comments: [PlistDocument.Comment] = []
    /// The comments not yet followed by an element, from this index on.
    private var awaitingElement = 0

    /// A comment's text, and where its `<!--` starts.
    mutating func add(_ text: String, at location: SourceLocation) {
        comments.append(PlistDocument.Comment(text: text, location: location))
    }

    /// An element (other than `<plist>`) starts at `location`: the comments before it precede it.
    /// Inlined: it runs for every element, and nearly always has nothing to do.
    @inline(__always) mutating func elementStarts(at location: SourceLocation) {
        if awaitingElement < comments.count { precede(at: location) }
    }

    private mutating func precede(at location: SourceLocation) {
        for index in awaitingElement..<comments.count { comments[index].nextElement = location }
        awaitingElement = comments.count
    }
}
