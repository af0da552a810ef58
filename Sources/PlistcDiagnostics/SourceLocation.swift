/// A place in a source file: the file's display path and a 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, as libxml2 and most editors do,
/// so a tab or an `é` is one column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    // Three words of 32 bits and no reference: the path is interned in `SourcePaths`.
    /// The number `SourcePaths` keeps the file's path under: equal for locations in the same
    /// file, and compared without the lock that reading the path takes.
    @usableFromInline package let fileNumber: UInt32
    @usableFromInline let storedLine: UInt32
    @usableFromInline let storedColumn: UInt32

    /// The path the file was given as (relative paths stay relative), or `<stdin>`.
    public var file: String { SourcePaths.shared.path(for: fileNumber) }

    /// The 1-based line number.
    public var line: Int { Int(storedLine) }

    /// The 1-based column, in Unicode scalars.
    public var column: Int { Int(storedColumn) }

    /// Creates a location; line and column are clamped to at least 1.
    public init(file: String, line: Int, column: Int) {
        self.init(fileNumber: SourcePaths.shared.number(for: file), line: line, column: column)
    }

    /// Creates a location in a file already interned, as the reader does for every value
    /// (inlinable: it is made for every element read).
    @inlinable package init(fileNumber: UInt32, line: Int, column: Int) {
        self.fileNumber = fileNumber
        self.storedLine = UInt32(clamping: max(line, 1))
        self.storedColumn = UInt32(clamping: max(column, 1))
    }

    /// `path:line:col`, the form compilers and editors understand.
    public var description: String {
        let text: Sentence = "\(self)"
        return text.text
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileNumber != rhs.fileNumber { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}
