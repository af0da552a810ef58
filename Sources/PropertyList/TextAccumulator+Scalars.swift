extension TextAccumulator {
    /// The value of an element read from its text (`string`, `key`, `integer`, `real`, `true`,
    /// `false`); `<date>` and `<data>` are read from the raw input, as CoreFoundation reads
    /// them (`TreeBuilder.rawScalar`).
    ///
    /// - Throws: `ScalarError` when the text is not a valid value of that kind.
    func scalar(_ kind: ElementKind) throws(ScalarError) -> PlistValue.Content {
        switch kind {
        case .integer: .integer(try withBytes(PlistInteger.init(parsing:)))
        case .real: .real(try withBytes(Double.init(parsingReal:)))
        case .true, .false:
            if withBytes({ $0.allSatisfy(\.isXMLWhitespace) }) {
                .boolean(kind == .true)
            } else {
                throw ScalarError(.booleanWithContent(kind.rawValue))
            }
        case .string, .key, .date, .data, .plist, .dict, .array: .string(string)
        }
    }
}
