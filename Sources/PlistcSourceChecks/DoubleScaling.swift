import PlistcDiagnostics
import PlistcStyleDictionary
import PlistcSwiftSource

/// `double-scaling`: a scaled size (`@ScaledMetric`, `UIFontMetrics.scaledValue(for:)`) scaled
/// again by `Font.custom(_:size:)`, a scaled font (`scaledFont(for:)`, `preferredFont`,
/// ScaledFont's `font(forTextStyle:)`, a loader's, a function of the app that returns one, or a
/// name bound to one) scaled again by `scaledFont(for:)`; either given to a function of the app,
/// in any file, that scales its parameter so (`ScalingHelper`).
enum DoubleScaling {
    static func findings(in file: SourceFile, app: AppSummary) -> [Diagnostic] {
        let scaled = ScaledValuesInFile(file, app: app)
        var lines = LineStarts(file.bytes)
        var found: [Diagnostic] = []
        for call in file.calls {
            if let helpers = app.scalingHelpers[call.name], let finding = helperFinding(call, helpers, scaled, in: file)
            {
                found.append(finding)
            }
            if call.name == "custom", isFont(call, in: file),
                let index = call.labels.firstIndex(of: "size"),
                let name = scaledName(call.arguments[index], scaled: scaled.sizes, values: scaled.values, file)
            {
                let fix = fixedSize(call, sizeArgument: index, in: file, lines: &lines)
                let advice =
                    fix == nil
                    ? "give it to custom(_:fixedSize:) instead (without relativeTo:, which only a size custom(_:size:) scales needs)"
                    : "give it to custom(_:fixedSize:) instead"
                found.append(
                    DoubleScalingRule.description.diagnostic(
                        "\(name), already scaled, and custom(_:size:) scales it again relative to \(relativeStyle(call, file)): \(advice)",
                        at: SourceCheck.location(of: file.anchor(of: call), in: file), fix: fix))
            }
            if call.name == "scaledFont", call.labels.first == "for", let range = call.arguments.first,
                let font = scaledFont(range, scaled, in: file)
            {
                found.append(
                    DoubleScalingRule.description.diagnostic(
                        "scaledFont(for:) is given \(font): scale the unscaled font once",
                        at: SourceCheck.location(of: file.anchor(of: call), in: file)))
            }
        }
        return found
    }

    /// What an argument is when it is a scaled font, for the message (`a font from
    /// preferredFont(forTextStyle:), which is already scaled`); `nil` when it is not one.
    static func scaledFont(_ range: Range<Int>, _ scaled: ScaledValuesInFile, in file: SourceFile) -> String? {
        if let inner = scaled.fonts.first(in: range) {
            return
                "a font from \(inner.name)(\(inner.labels.map { ($0 ?? "_") + ":" }.joined())), which is already scaled"
        }
        if let name = providerName(range, scaled: scaled, in: file) {
            return "\(file.tokens[name].text), a font already scaled where it was made"
        }
        guard let name = boundName(range, in: file) else { return nil }
        let text = file.tokens[name].text
        guard scaled.fontNames.first(text, at: name, in: file) != nil || scaled.isProvider(text) else { return nil }
        return "\(text), a font already scaled where it was made"
    }

    /// A scaled size or font given to a helper of the app that scales it (`ScalingHelper`).
    static func helperFinding(
        _ call: SwiftCall, _ helpers: [ScalingHelper], _ scaled: ScaledValuesInFile, in file: SourceFile
    ) -> Diagnostic? {
        for helper in helpers {
            guard let argument = helper.scaledArgument(of: call), helper.mayBe(call, in: file) else { continue }
            let words: String?
            switch helper.kind {
            case .size:
                words = scaledName(argument, scaled: scaled.sizes, values: scaled.values, file).map {
                    "\($0), already scaled, and \(helper.signature) (\(helper.location)) gives it to custom(_:size:), which scales it again: give \(helper.signature) the size before scaling, or make it call custom(_:fixedSize:)"
                }
            case .font:
                words = scaledFont(argument, scaled, in: file).map {
                    "\(helper.signature) (\(helper.location)) is given \($0), and gives it to scaledFont(for:), which scales it again: give it the unscaled font"
                }
            }
            if let words {
                return DoubleScalingRule.description.diagnostic(
                    "\(words)", at: SourceCheck.location(of: file.anchor(of: call), in: file))
            }
        }
        return nil
    }

    /// The last name of an argument that is a dotted path to a property (`Theme.titleFont`),
    /// when the app has a computed property of that name whose result is scaled.
    static func providerName(_ range: Range<Int>, scaled: ScaledValuesInFile, in file: SourceFile) -> Int? {
        guard range.count >= 3, range.count <= 9, let last = range.last, file.tokens[last].kind == .identifier,
            scaled.isProvider(file.tokens[last].text, qualified: true)
        else { return nil }
        let pathOnly = range.enumerated().allSatisfy { offset, index in
            offset % 2 == 0 ? file.tokens[index].kind == .identifier : file.tokens[index].is(".")
        }
        return pathOnly ? last : nil
    }

    /// Whether a `custom(…)` call makes a SwiftUI `Font`: `Font.custom` (`SwiftUI.Font.custom`),
    /// or an implicit `.custom` anywhere but where a `UIFont` is written (`label.font =
    /// .custom`, `: UIFont = .custom`, `-> UIFont { .custom`): there it is an app's own
    /// `UIFont.custom`, whose `size:` no `fixedSize:` replaces.
    static func isFont(_ call: SwiftCall, in file: SourceFile) -> Bool {
        if call.base == .none { return call.nameCount >= 2 && call.names[call.nameCount - 2] == "Font" }
        guard call.base == .implicitMember, call.calleeToken >= 1 else { return false }
        let dot = call.calleeToken - 1
        if dot >= 3, file.tokens[dot - 1].is("="), file.tokens[dot - 2].text == "font", file.tokens[dot - 3].is(".") {
            return false
        }
        return !(max(0, dot - 4)..<dot).contains {
            file.tokens[$0].isName("UIFont")
        }
    }

    /// The name an argument is, when it is a name alone (`size`, `self.size`): its token.
    static func boundName(_ range: Range<Int>, in file: SourceFile) -> Int? {
        if range.count == 1, file.tokens[range.lowerBound].kind == .identifier { return range.lowerBound }
        if range.count == 3, file.tokens[range.lowerBound].text == "self", file.tokens[range.lowerBound + 1].is("."),
            file.tokens[range.lowerBound + 2].kind == .identifier
        {
            return range.lowerBound + 2
        }
        return nil
    }

    /// What an argument is when it is a scaled size in scope there, for the message (`size is
    /// a @ScaledMetric`, `size is from scaledValue(for:)`); `nil` when it is not one.
    static func scaledName(
        _ range: Range<Int>, scaled: ScaledNames, values: CallMarks, _ file: SourceFile
    ) -> String? {
        let name = boundName(range, in: file)
        if let name, let match = scaled.first(file.tokens[name].text, at: name, in: file) {
            let text = file.tokens[name].text
            return match.isMetric ? "\(text) is a @ScaledMetric" : "\(text) is from scaledValue(for:)"
        }
        return values.any(in: range) ? "the size is from scaledValue(for:)" : nil
    }

    /// The style `custom(_:size:)` scales relative to: its `relativeTo:`, else body.
    static func relativeStyle(_ call: SwiftCall, _ file: SourceFile) -> String {
        guard let index = call.labels.firstIndex(of: "relativeTo"), call.arguments[index].count <= 8 else {
            return "body"
        }
        return file.tokens[call.arguments[index]].map(\.text).joined().trimmingPrefix(".").description
    }

    /// The `--fix`: the label `size` renamed `fixedSize`, every other byte kept. Only for
    /// `custom(name, size: x)`: with `relativeTo:` the argument would go too, and the fix
    /// is left to a person.
    static func fixedSize(
        _ call: SwiftCall, sizeArgument index: Int, in file: SourceFile, lines: inout LineStarts
    ) -> Fix? {
        guard call.labels.count == 2, index == 1, call.arguments[index].lowerBound >= 2 else { return nil }
        let label = call.arguments[index].lowerBound - 2
        guard file.tokens[label].text == "size", file.tokens[label + 1].is(":") else { return nil }
        let token = file.tokens[label]
        var fix = Fix(
            .content(SourceCheck.location(of: token, in: file)), with: "fixedSize", summary: "size: → fixedSize:")
        fix.range = lines.range(of: token, in: file.bytes)
        return fix
    }
}
