import PlistcDiagnostics

// The messages for binary property lists (`bplist00`), located at the byte at fault.

extension Diagnostic.Message {
    static let binaryTruncated = Self(
        "a binary property list too short to hold its 32-byte trailer: the file is cut off; write it again")

    static let binaryBadTrailer = Self(
        "the binary property list's trailer is inconsistent (offset and reference sizes, object count, offset table): the file is damaged; write it again, or convert a good copy with plutil -convert xml1"
    )

    static let binaryOutOfBounds = Self(
        "the binary property list refers past its objects (an offset, a count or a reference out of range): the file is damaged; write it again"
    )

    static let binaryCycle = Self(
        "an object of the binary property list contains itself: CoreFoundation rejects the file, and swift-foundation reads it, but a value that holds itself cannot be decoded whole; write it again"
    )

    static func binaryTooDeep(limit: Int) -> Self {
        Self(
            "the values are nested more than \(limit) \(limit == 1 ? "level" : "levels") deep, plistc's limit (CoreFoundation rejects more than 512, counting every array and dictionary but an empty one): flatten the structure, or raise the limit with --max-depth"
        )
    }

    /// A binary property list whose shared objects, written out each time they are referred
    /// to, come to more than `limit` values.
    static func writtenOutMultiplies(limit: Int, bytes: Int) -> Self {
        Self(
            "written out, the shared objects of this binary property list come to more than \(limit) values from \(bytes) bytes (objects that refer to shared objects, level after level, multiply), so dump writes none; lint and build read the file, each shared object once"
        )
    }

    static let binaryBadCount = Self(
        "an object of the binary property list has a count that is not an integer: the file is damaged; write it again")

    static let binaryBadInteger = Self(
        "an integer of the binary property list has an unsupported width (1, 2, 4, 8 or 16 bytes): the file is damaged")

    static let binaryBadDate = Self(
        "a date of the binary property list is outside the years 1 to 9999, or not a number: the file is damaged")

    static let binaryBadString = Self(
        "a string of the binary property list is not valid ASCII or UTF-16: the file is damaged; write it again")

    static let binaryKeyNotString = Self(
        "a key of a dictionary in the binary property list is not a string: Apple's parsers read it, but PropertyListDecoder fails where it decodes that dictionary; write the key as a string"
    )

    static func binaryUnsupportedObject(_ marker: UInt8) -> Self {
        Self(
            "the binary property list holds an object of type 0x\(String(marker, radix: 16, uppercase: true)) (null, a set, a UID or an unknown type), which a style dictionary cannot use: convert the file with plutil -convert xml1 and check it"
        )
    }
}
