import Diagnostics
import StyleDictionary
import SwiftSource

/// `size-capped`: `.dynamicTypeSize(...X)` below the accessibility sizes.
enum SizeCaps {
    static let belowAccessibility: Set<String> = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
    ]

    static func findings(in file: SourceFile) -> [Diagnostic] {
        let viewers = Set(
            file.calls.filter { $0.name == "accessibilityShowsLargeContentViewer" }.map { file.blocks[$0.calleeToken] })
        var found: [Diagnostic] = []
        for call in file.calls where call.name == "dynamicTypeSize" && call.labels == [nil] {
            let argument = Array(file.tokens[call.arguments[0]])
            guard let first = argument.first, first.is("...") || first.is("..<"), let last = argument.last,
                last.kind == .identifier, belowAccessibility.contains(last.text), argument.count <= 4,
                !viewers.contains(file.blocks[call.calleeToken])
            else { continue }
            found.append(
                SizeCappedRule.description.diagnostic(
                    "Dynamic Type is capped at \(last.text), below the accessibility sizes: people who need larger text cannot get it here; cap only small, repeated chrome, and show its text in the large content viewer (.accessibilityShowsLargeContentViewer())",
                    at: SourceCheck.location(of: file.anchor(of: call), in: file)))
        }
        return found
    }
}
