import Generators
import PropertyList

/// Everything a `plistc diff` command line asks, read once and checked: what `DiffRun` runs.
struct DiffRequest: Sendable {
    /// What makes `--fail-on` end with status 1.
    enum FailOn: String, Sendable, CaseIterable {
        /// A style that starts falling back to the system font.
        case fallback
        /// A lint finding added.
        case findings
        /// Any change at all.
        case any
    }

    /// What is compared: two sides, or every dictionary changed since a revision.
    enum Sides: Equatable, Sendable {
        case pair(old: DiffSide, new: DiffSide)
        case gitBase(String, pathspecs: [String])
    }

    var sides: Sides

    /// `--git-base`'s revision, as given; `nil` for two sides.
    var base: String? {
        if case .gitBase(let reference, _) = sides { reference } else { nil }
    }
    var format: DiffFormat
    /// `-o`: `nil` for standard output.
    var output: String?
    var failOn: FailOn?
    /// `--config`.
    var configuration: String?
    var overrides: InputSettings.Overrides
    var shape: ScaleShape
    var limits: ReaderLimits
    var fonts: FontOptions.Request

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let positionals = arguments.positionals
        if let base = arguments[DiffCommand.gitBase] {
            guard !base.isEmpty, !base.hasPrefix("-") else {
                throw UsageError("--git-base needs a revision, such as origin/main")
            }
            sides = .gitBase(base, pathspecs: positionals)
        } else {
            guard positionals.count == 2 else {
                throw UsageError(
                    "diff compares two sides, OLD and NEW (a file, -, /dev/null, REV:PATH or :PATH), or give --git-base REF; got \(positionals.count)"
                )
            }
            let (old, new) = (DiffSide(argument: positionals[0]), DiffSide(argument: positionals[1]))
            guard !(old == .standardInput && new == .standardInput) else {
                throw UsageError("only one side can be standard input (-)")
            }
            guard !(old == .absent && new == .absent) else {
                throw UsageError("both sides are /dev/null: there is nothing to compare")
            }
            sides = .pair(old: old, new: new)
        }
        format =
            try arguments[DiffCommand.emit].map { name throws(UsageError) in
                try ScaleOptions.choice(name, of: DiffFormat.self, option: DiffCommand.emit)
            } ?? .text
        output = arguments[DiffCommand.output].flatMap { OutputFile.isStandardOutput($0) ? nil : $0 }
        failOn = try arguments[DiffCommand.failOn].map { name throws(UsageError) in
            try ScaleOptions.choice(name, of: FailOn.self, option: DiffCommand.failOn)
        }
        let check = try CheckOptions.Request(arguments)
        configuration = check.configuration
        shape = try ScaleOptions.shape(arguments)
        overrides = InputSettings.Overrides(
            findingLimit: check.findingLimit, runtime: check.runtime, model: shape.model, rounding: shape.rounding)
        limits = try ReaderOptions.limits(from: arguments)
        fonts = try FontOptions.Request(arguments, verbose: false)
    }
}
