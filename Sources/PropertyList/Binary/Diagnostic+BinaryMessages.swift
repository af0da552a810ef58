import Diagnostics

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
        "an object of the binary property list contains itself: Apple's parsers reject the file; write it again")

    static let binaryBadCount = Self(
        "an object of the binary property list has a count that is not an integer: the file is damaged; write it again")

    static let binaryBadInteger = Self(
        "an integer of the binary property list has an unsupported width (1, 2, 4, 8 or 16 bytes): the file is damaged")

    static let binaryBadDate = Self(
        "a date of the binary property list is outside the years 1 to 9999, or not a number: the file is damaged")

    static let binaryBadString = Self(
        "a string of the binary property list is not valid ASCII or UTF-16: the file is damaged; write it again")

    static let binaryKeyNotString = Self(
        "a key of a dictionary in the binary property list is not a string: Apple's parsers reject the file")

    static func binaryUnsupportedObject(_ marker: UInt8) -> Self {
        Self(
            "the binary property list holds an object of type 0x\(String(marker, radix: 16, uppercase: true)) (null, a set, a UID or an unknown type), which a style dictionary cannot use: convert the file with plutil -convert xml1 and check it"
        )
    }
}
