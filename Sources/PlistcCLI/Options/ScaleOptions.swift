import PlistcGenerators
import PlistcKit
import PlistcStyleDictionary

/// The options that shape a type scale, shared by `build`, `preview` and `scale`.
enum ScaleOptions {
    /// Every type scale format, under its name in `--emit`'s vocabulary (the table is `text`).
    static let emit = EmitOption(
        TypeScaleFormat.allCases.compactMap { format in EmitName(spelling: format.rawValue).map { ($0, format) } },
        notes: [.dtcg: "design tokens"])
    static let categories = ValueOption(
        "categories", value: "LIST",
        help: "content sizes to show, comma-separated SwiftUI names (xSmall,large,accessibility5); default all 12")

    static let model = ValueOption(
        "model", value: "NAME",
        help:
            "uifontmetrics (default: the leadings iOS applies, measured), uifontmetrics-hig (Apple's published leadings) or pointsize"
    )
    static let rounding = ValueOption("rounding", value: "NAME", help: "points (default), pixels@2x, pixels@3x or none")

    /// How scales are computed: `--model`, `--rounding` and `--categories`.
    static func shape(_ arguments: ParsedArguments) throws(UsageError) -> ScaleShape {
        let (model, rounding) = try scaling(arguments)
        return ScaleShape(model: model, rounding: rounding, categories: try categories(arguments))
    }

    /// `--model` and `--rounding`, which lint's checks at every content size use too.
    static func scaling(_ arguments: ParsedArguments) throws(UsageError) -> (ScalingModel, Rounding) {
        (
            try choice(arguments[model] ?? "uifontmetrics", of: ScalingModel.self, option: model),
            try choice(arguments[rounding] ?? "points", of: Rounding.self, option: rounding)
        )
    }

    static func categories(_ arguments: ParsedArguments) throws(UsageError) -> [ContentSizeCategory] {
        guard let list = arguments[categories] else { return ContentSizeCategory.allCases }
        var chosen: Set<ContentSizeCategory> = []
        for name in list.split(separator: ",").map({ String($0).trimmingSpaces() }) where !name.isEmpty {
            chosen.insert(try choice(name, of: ContentSizeCategory.self, option: categories))
        }
        guard !chosen.isEmpty else { throw UsageError("--categories needs at least one content size") }
        return chosen.sorted()
    }

    /// The case of `T` named `name`, or a usage error suggesting the closest.
    static func choice<T: RawRepresentable & CaseIterable>(_ name: String, of type: T.Type, option: ValueOption)
        throws(UsageError)
        -> T where T.RawValue == String
    {
        if let value = T(rawValue: name) { return value }
        let names = T.allCases.map(\.rawValue)
        let hint = UsageError.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("--\(option.spec.long) has no '\(name)'\(hint) (choices: \(names.joined(separator: ", ")))")
    }
}

extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
