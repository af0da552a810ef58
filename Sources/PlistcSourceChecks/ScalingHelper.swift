import PlistcDiagnostics
import PlistcSwiftSource

/// A function that scales what a parameter is given: its body hands the parameter to
/// `custom(_:size:)` as the size (`func brand(size: CGFloat) -> Font { .custom("Brand", size:
/// size) }`) or to `scaledFont(for:)` as the font. A scaled size or font given to it, in any
/// file, is scaled twice.
struct ScalingHelper: Sendable {
    /// What the parameter becomes.
    enum Kind: Sendable {
        case size
        case font
    }

    let name: String
    /// Each parameter's label, and whether a call may leave it out.
    let parameters: [(label: String?, hasDefault: Bool)]
    /// Which parameter is scaled.
    let parameter: Int
    let kind: Kind
    /// The type whose body or extension declares it (`Font` of `extension Font { … }`), if any.
    let typeName: String?
    let location: SourceLocation

    init?(_ function: FunctionDeclaration, in file: SourceFile) {
        guard function.isSmall, let parameters = function.parameters, !parameters.isEmpty else { return nil }
        for call in file.calls(in: function.body) {
            let kind: Kind
            let argument: Range<Int>
            if call.name == "custom", DoubleScaling.isFont(call, in: file),
                let index = call.labels.firstIndex(of: "size")
            {
                (kind, argument) = (.size, call.arguments[index])
            } else if call.name == "scaledFont", call.labels.first == "for" {
                (kind, argument) = (.font, call.arguments[0])
            } else {
                continue
            }
            guard let name = DoubleScaling.boundName(argument, in: file),
                let parameter = parameters.firstIndex(where: { $0.name == file.tokens[name].text })
            else { continue }
            self.name = function.name
            self.parameters = parameters.map { ($0.label, $0.hasDefault) }
            self.parameter = parameter
            self.kind = kind
            typeName = file.typeName(of: file.blocks[function.nameToken])
            location = SourceCheck.location(of: file.tokens[function.nameToken], in: file)
            return
        }
        return nil
    }

    /// The signature a call of it writes in full: `font(_:size:italic:)`.
    var signature: String { name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }

    /// Whether `call` may be this function: not qualified by another type (`UIFont.brand(size:)`
    /// for `Font.brand(size:)`), and, for one that makes a SwiftUI font, not an implicit member
    /// where a `UIFont` is written (`label.font = .brand(size: s)`).
    func mayBe(_ call: SwiftCall, in file: SourceFile) -> Bool {
        if call.base == .none, call.nameCount >= 2, let typeName {
            let qualifier = call.names[call.nameCount - 2]
            if qualifier.first?.isUppercase == true, qualifier != typeName { return false }
        }
        return kind != .size || call.base != .implicitMember || DoubleScaling.isFont(call, in: file)
    }

    /// The argument of `call` that the scaled parameter receives, when `call`'s labels are this
    /// function's with some defaulted parameters left out; `nil` when they are not.
    func scaledArgument(of call: SwiftCall) -> Range<Int>? {
        var next = 0
        var found: Range<Int>?
        for (index, parameter) in parameters.enumerated() {
            if next < call.labels.count, call.labels[next] == parameter.label {
                if index == self.parameter { found = call.arguments[next] }
                next += 1
            } else if !parameter.hasDefault {
                return nil
            }
        }
        return next == call.labels.count ? found : nil
    }
}
