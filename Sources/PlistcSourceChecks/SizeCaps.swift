import PlistcDiagnostics
import PlistcStyleDictionary
import PlistcSwiftSource

/// `size-capped`: `.dynamicTypeSize(...X)`, `(..<X)` or `(A...X)` that keeps text below the
/// accessibility sizes, unless the view shows its text in the large content viewer.
enum SizeCaps {
    /// SwiftUI's `DynamicTypeSize` cases, smallest first.
    static let sizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
        "accessibility3", "accessibility4", "accessibility5",
    ]
    static let firstAccessibility = 7

    static func findings(in file: SourceFile) -> [Diagnostic] {
        let viewers = file.tokens.indices.filter { index in
            file.tokens[index].isName("accessibilityShowsLargeContentViewer")
                && index > 0 && file.tokens[index - 1].is(".")
        }
        var found: [Diagnostic] = []
        for call in file.calls where call.name == "dynamicTypeSize" && call.labels == [nil] {
            guard let cap = cap(file.tokens[call.arguments[0]]), cap < firstAccessibility,
                !showsLargeContent(call, viewers: viewers, in: file)
            else { continue }
            found.append(
                SizeCappedRule.description.diagnostic(
                    "Dynamic Type is capped at \(sizes[cap]), below the accessibility sizes: people who need larger text cannot get it here; cap only small, repeated chrome, and show its text in the large content viewer (.accessibilityShowsLargeContentViewer())",
                    at: SourceCheck.location(of: file.anchor(of: call), in: file)))
        }
        return found
    }

    /// The largest size a range lets text reach (an index into `sizes`): `...X` and `A...X`
    /// reach X, `..<X` the size before it, a bound in parentheses (`...(.large)`) as one
    /// without; `nil` for anything else (a variable, one size).
    static func cap(_ argument: Slice<SwiftTokens>) -> Int? {
        guard argument.count <= 14 else { return nil }
        // The bound's last name, past the parentheses that close after it.
        guard let last = argument.last(where: { !$0.is(")") }), last.kind == .identifier,
            let upper = sizes.firstIndex(of: last.text),
            let range = argument.first(where: { $0.is("...") || $0.is("..<") })
        else { return nil }
        return range.is("..<") ? (upper > 0 ? upper - 1 : nil) : upper
    }

    /// Whether the view is shown in the large content viewer: the modifier on the same chain of
    /// modifiers, or on the container the call is in (`VStack { … }.accessibilityShowsLargeContentViewer()`).
    static func showsLargeContent(_ call: SwiftCall, viewers: [Int], in file: SourceFile) -> Bool {
        guard !viewers.isEmpty else { return false }
        let own = file.statement(containing: call.calleeToken)
        if any(of: viewers, in: own, where: { file.blocks[$0] == file.blocks[call.calleeToken] }) { return true }
        let container = file.blocks[call.calleeToken]
        guard container >= 0 else { return false }
        return any(of: viewers, in: file.statement(containing: container)) { file.blocks[$0] == file.blocks[container] }
    }

    /// Whether one of `indices` (sorted) in `range` passes `test`: a binary search, then the
    /// range's own indices only.
    static func any(of indices: [Int], in range: Range<Int>, where test: (Int) -> Bool) -> Bool {
        let low = indices.firstIndex(keyAtLeast: range.lowerBound) { $0 }
        return indices[low...].prefix { $0 < range.upperBound }.contains(where: test)
    }
}
