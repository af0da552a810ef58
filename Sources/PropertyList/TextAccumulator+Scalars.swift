extension TextAccumulator {
    /// The value of a text-holding element of `kind` (`string`, `integer`, `real`, `date`,
    /// `data`, `true`, `false`) from its text.
    ///
    /// - Throws: `ScalarError` when the text is not a valid value of that kind.
    func scalar(_ kind: ElementKind) throws(ScalarError) -> PlistValue.Content {
        switch kind {
        case .integer: .integer(try withBytes(PlistInteger.init(parsing:)))
        case .real: .real(try withBytes(Double.init(parsingReal:)))
        case .date: .date(try withBytes(PlistDate.init(parsing:)))
        case .data: .data(try withBytes(Base64.decode))
        case .true, .false:
            if withBytes({ $0.allSatisfy(\.isXMLWhitespace) }) {
                .boolean(kind == .true)
            } else {
                throw ScalarError(.booleanWithContent(kind.rawValue))
            }
        default: .string(string)
        }
    }
}
