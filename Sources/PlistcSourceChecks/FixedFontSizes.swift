import PlistcDiagnostics
import PlistcStyleDictionary
import PlistcSwiftSource

/// `fixed-font-size`: fonts at a number of points that Dynamic Type never scales.
enum FixedFontSizes {
    static let uiKitSystemFonts: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    static func findings(in file: SourceFile) -> [Diagnostic] {
        let scaling = Scaling(file)
        var found: [Diagnostic] = []
        for call in file.calls {
            let size: Double?
            var framework = "SwiftUI"
            switch (call.name, call.base, call.firstName) {
            case ("system", .implicitMember, _), ("system", .none, "Font"):
                size = call.labels.first == "size" ? SourceFile.number(file.argument("size", of: call)) : nil
            case ("custom", .implicitMember, _), ("custom", .none, "Font"):
                size = SourceFile.number(file.argument("fixedSize", of: call))
            case ("UIFont", .none, _) where call.labels == ["name", "size"]:
                framework = "UIKit"
                size = SourceFile.number(file.argument("size", of: call))
            case (let name, .none, "UIFont") where uiKitSystemFonts.contains(name) && call.labels.first == "ofSize",
                (let name, .implicitMember, _) where uiKitSystemFonts.contains(name) && call.labels.first == "ofSize":
                framework = "UIKit"
                size = SourceFile.number(file.argument("ofSize", of: call))
            default: size = nil
            }
            guard let size else { continue }
            if framework == "UIKit" && scaling.scales(call, in: file) { continue }
            let style = nearestStyle(to: size)
            let points = Self.points(size)
            let advice =
                framework == "UIKit"
                ? "scale it with UIFontMetrics(forTextStyle: .\(style.rawValue)).scaledFont(for:), or use the \(style.rawValue) style"
                : "use the \(style.rawValue) style (.font(.\(style.rawValue)), or .custom(_:size:relativeTo: .\(style.rawValue)) for a custom font)"
            found.append(
                FixedFontSizeRule.description.diagnostic(
                    "a font at a fixed \(points) pt never grows with Dynamic Type: \(advice), which is \(Self.points(AppleTypeTable.pointSize(style, .large))) pt at the default size",
                    at: SourceCheck.location(of: file.anchor(of: call), in: file)))
        }
        return found
    }

    /// What `scaledFont(for:)` is given in a file: which tokens are in its arguments, and the
    /// names used there; made in one pass, so asking it of every font is linear.
    struct Scaling {
        /// Whether each token is inside a `scaledFont(for:)` call's arguments.
        let inside: [Bool]
        let names: Set<String>

        init(_ file: SourceFile) {
            // Where each argument range opens (+1) and closes (-1), in token order: as many as
            // there are arguments, not tokens.
            var changes: [(token: Int, change: Int)] = []
            for call in file.calls where call.name == "scaledFont" && call.labels.first == "for" {
                for range in call.arguments { changes += [(range.lowerBound, 1), (range.upperBound, -1)] }
            }
            changes.sort { $0.token < $1.token }
            var (running, next, inside, names) = (0, 0, [Bool](), Set<String>())
            inside.reserveCapacity(file.tokens.count)
            for index in file.tokens.indices {
                while next < changes.count, changes[next].token == index {
                    running += changes[next].change
                    next += 1
                }
                inside.append(running > 0)
                if running > 0, file.tokens.kind(at: index) == .identifier { names.insert(file.tokens[index].text) }
            }
            self.inside = inside
            self.names = names
        }

        /// Whether a UIKit font is handed to `scaledFont(for:)`: made inside its arguments, or
        /// bound to a name (`let base = UIFont(…)`) that one of them uses.
        func scales(_ call: SwiftCall, in file: SourceFile) -> Bool {
            if inside[call.calleeToken] { return true }
            // The name the statement binds or assigns it to: `let base = UIFont(…)`, `base =
            // UIFont(…)!`, `let base: UIFont? = UIFont(…)`, `let base = UIFont(…) ?? .systemFont(…)`.
            let statement = file.statement(containing: call.calleeToken)
            guard
                let equals = statement.prefix(while: { $0 < call.calleeToken }).first(where: { file.tokens[$0].is("=") }
                )
            else { return false }
            let colon = (statement.lowerBound..<equals).first { file.tokens[$0].is(":") }
            let name = (colon ?? equals) - 1
            guard name >= 0, file.tokens[name].kind == .identifier, names.contains(file.tokens[name].text) else {
                return false
            }
            // Another value's property (`label.font = UIFont(…)`) is no name the code scales,
            // though a variable may share its name; `self.base` is the type's own `base`.
            return name < 2 || !file.tokens[name - 1].is(".") || file.tokens[name - 2].isName("self")
        }
    }

    /// The text style whose size at the default content size is nearest `size` (body on a tie
    /// with it, as headline is body's size in bold; else the smaller style).
    static func nearestStyle(to size: Double) -> TextStyle {
        ([.body] + TextStyle.allCases.filter { $0 != .body }).min { first, second in
            let (a, b) = (
                abs(AppleTypeTable.pointSize(first, .large) - size),
                abs(AppleTypeTable.pointSize(second, .large) - size)
            )
            return a != b ? a < b : AppleTypeTable.pointSize(first, .large) < AppleTypeTable.pointSize(second, .large)
        } ?? .body
    }

    /// A size as the code may write it: `17`, `17.5`, and a number too large for an integer
    /// (`1e30`, or `1e999`, which reads as infinity) as Swift prints it.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
