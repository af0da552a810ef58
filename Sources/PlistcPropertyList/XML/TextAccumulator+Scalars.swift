import PlistcDiagnostics

extension TextAccumulator {
    /// The value of a number or a boolean (`integer`, `real`, `true`, `false`) from its text,
    /// the references in it expanded; `<date>` and `<data>` are read from the raw input, as
    /// CoreFoundation reads them (`TreeBuilder.rawScalar`).
    ///
    /// - Throws: `ScalarError` when the text is not a valid value of that kind.
    func scalar(_ kind: ElementKind) throws(ScalarError) -> PlistValue.Content {
        if kind == .integer { return .integer(try withBytes(PlistInteger.init(parsing:))) }
        if kind == .real { return .real(try withBytes(Double.init(parsingReal:))) }
        guard withBytes({ $0.allSatisfy(\.isXMLWhitespace) }) else {
            throw ScalarError(.booleanWithContent(kind.rawValue))
        }
        return .boolean(kind == .true)
    }
}
