import PlistcPropertyList
import PlistcStyleDictionary

/// An input read once: its tree, what it says as a style dictionary, and its bytes while they
/// are wanted again (to locate the fixes and byte columns of a report, or to fix it).
package struct ReadInput: Sendable {
    /// The located tree.
    package let document: PlistDocument
    /// What the tree says, decoded for the runtime the input is checked for.
    package let facts: StyleDictionaryFile
    /// How many bytes were read.
    package let size: Int
    /// The bytes read, when kept.
    package let kept: [UInt8]?
}
