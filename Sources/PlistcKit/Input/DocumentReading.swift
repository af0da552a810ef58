import PlistcPropertyList

/// Reading one plist input whole and parsing it, reporting what cannot be read.
package enum DocumentReading {
    /// Reads and parses one input; `nil` (after reporting) when it cannot be read.
    package static func read(_ input: InputSource, with reader: PlistReader, host: SessionHost) -> PlistDocument? {
        readCounting(input, with: reader, host: host)?.document
    }

    /// Reads and parses one input, with how many bytes it has; `nil` (after reporting) when it
    /// cannot be read.
    package static func readCounting(_ input: InputSource, with reader: PlistReader, host: SessionHost) -> (
        document: PlistDocument, bytes: Int
    )? {
        do {
            let bytes = try input.read(limit: reader.limits.maxBytes + 1, host: host)
            return (reader.read(bytes, path: input.displayPath), bytes.count)
        } catch {
            host.messageLine(TextReporter.line(for: error))
            return nil
        }
    }
}
