import Testing

@testable import PlistcPropertyList

/// Element names, read from libxml2's C strings and from the scanner's bytes alike.
@Suite("Element names")
struct ElementNameTests {
    @Test(arguments: ElementKind.allCases)
    func eachDTDNameIsKnown(kind: ElementKind) {
        let bytes = Array(kind.rawValue.utf8)
        #expect(bytes.withUnsafeBufferPointer(ElementName.init) == .known(kind))
        #expect(
            (bytes + [0]).withUnsafeBufferPointer { ElementName(localName: $0.baseAddress!, prefix: nil) }
                == .known(kind))
    }

    @Test(arguments: ["", "dic", "dictx", "Dict", "integers", "stringstring", "plist2", "truefalse"])
    func otherNamesAreKeptAsWritten(name: String) {
        let bytes = Array(name.utf8)
        #expect(bytes.withUnsafeBufferPointer(ElementName.init) == .other(name))
        #expect(
            (bytes + [0]).withUnsafeBufferPointer { ElementName(localName: $0.baseAddress!, prefix: nil) }
                == .other(name))
    }

    @Test func aPrefixedNameIsNeverADTDName() {
        let local = Array("dict".utf8) + [0]
        let prefix = Array("p".utf8) + [0]
        let name = local.withUnsafeBufferPointer { local in
            prefix.withUnsafeBufferPointer { ElementName(localName: local.baseAddress!, prefix: $0.baseAddress!) }
        }
        #expect(name == .other("p:dict"))
    }
}
