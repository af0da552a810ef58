/// The one writer of plistc's JSON: a `JSONValue` as strict, deterministic text (members in the
/// order given, strings escaped by `JSONString`, numbers exact).
public enum JSONWriter {
    /// Where lines break.
    public enum Layout: Sendable {
        /// One line, no spaces: `{"a":1,"b":[2,3]}`.
        case compact
        /// Every container that holds anything takes one line per member, indented.
        case pretty
        /// A container shallower than `depth` that holds a container takes one line per
        /// member; the others stay on one line, with a space after each `:` and `,`
        /// (`{"a": 1, "b": [2, 3]}`): a report with one finding per line.
        case lines(depth: Int)
    }

    /// How many levels indent: deeper lines stay at this one's indentation, so that a document
    /// nested hundreds of levels deep around many small values is not hundreds of times larger
    /// written than read.
    public static let maxIndentLevels = 32

    /// The text of `value`, with `indent` spaces per level (at most ``maxIndentLevels`` levels)
    /// and, unless compact, a newline at the end when `finalNewline` says so. Recursion is bounded by the value's depth, which every
    /// caller bounds (the reader's `--max-depth`, the outputs' fixed shapes).
    public static func text(
        _ value: JSONValue, layout: Layout, indent: Int = 2, finalNewline: Bool = false
    ) -> String {
        var writer = Writer(layout: layout, indent: indent)
        writer.write(value, depth: 0)
        if finalNewline { writer.output.append(0x0A) }
        return String(decoding: writer.output, as: UTF8.self)
    }

    private struct Writer {
        let layout: Layout
        let indent: Int
        var output: [UInt8] = []

        mutating func write(_ value: JSONValue, depth: Int) {
            switch value {
            case .string(let text): JSONString.appendQuoted(text, to: &output)
            case .number(let number): append(number.description)
            case .integer(let isNegative, let magnitude):
                append(isNegative && magnitude != 0 ? "-\(magnitude)" : "\(magnitude)")
            case .bool(let flag): append(flag ? "true" : "false")
            case .null: append("null")
            case .array(let items):
                container("[", "]", items, depth: depth) { writer, index in
                    writer.write(items[index], depth: depth + 1)
                }
            case .object(let members):
                container("{", "}", members.lazy.map(\.value), depth: depth) { writer, index in
                    let member = members[index]
                    JSONString.appendQuoted(member.key, to: &writer.output)
                    writer.append(writer.layout.isCompact ? ":" : ": ")
                    writer.write(member.value, depth: depth + 1)
                }
            }
        }

        /// A container's brackets around its elements, each written by `element` (given the
        /// element's index), and the lines they break into; `values` are the elements' values.
        private mutating func container<Values: Collection<JSONValue>>(
            _ open: String, _ close: String, _ values: Values, depth: Int, element: (inout Writer, Int) -> Void
        ) where Values.Index == Int {
            append(open)
            defer { append(close) }
            guard !values.isEmpty else { return }
            let breaks = breaksLines(values, depth: depth)
            let comma = layout.isCompact || breaks ? "," : ", "
            for index in values.indices {
                if index > values.startIndex { append(comma) }
                if breaks { newline(depth + 1) }
                element(&self, index)
            }
            if breaks { newline(depth) }
        }

        private func breaksLines(_ values: some Collection<JSONValue>, depth: Int) -> Bool {
            switch layout {
            case .compact: false
            case .pretty: true
            case .lines(let limit): depth < limit && values.contains { $0.isContainer }
            }
        }

        private mutating func newline(_ depth: Int) {
            output.append(0x0A)
            output.append(contentsOf: repeatElement(0x20, count: indent * min(depth, JSONWriter.maxIndentLevels)))
        }

        private mutating func append(_ text: String) { output.append(contentsOf: text.utf8) }
    }
}

extension JSONWriter.Layout {
    fileprivate var isCompact: Bool { if case .compact = self { true } else { false } }
}

extension JSONValue {
    fileprivate var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}
