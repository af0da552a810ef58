/// A place in a source file: the file's display path and a 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, as libxml2 and most editors do,
/// so a tab or an `é` is one column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path the file was given as (relative paths stay relative), or `<stdin>`.
    public let file: String
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// The 1-based line number.
    public var line: Int { Int(storedLine) }

    /// The 1-based column, in Unicode scalars.
    public var column: Int { Int(storedColumn) }

    /// Creates a location; line and column are clamped to at least 1.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.storedLine = UInt32(clamping: max(line, 1))
        self.storedColumn = UInt32(clamping: max(column, 1))
    }

    /// `path:line:col`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.storedLine, lhs.storedColumn) < (rhs.file, rhs.storedLine, rhs.storedColumn)
    }
}
