import PlistcGenerators
import PlistcKit
import PlistcPropertyList

/// Reading a `DiffRequest` from its command line.
extension DiffRequest {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        let positionals = arguments.positionals
        let sides: Sides
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
        self.init(sides: sides)
        format = try DiffCommand.emit.format(arguments) ?? .text
        output = arguments[DiffCommand.output].flatMap { OutputFile.isStandardOutput($0) ? nil : $0 }
        failOn = try arguments[DiffCommand.failOn].map { name throws(UsageError) in
            try ScaleOptions.choice(name, of: FailOn.self, option: DiffCommand.failOn)
        }
        let check = try CheckOptions.request(arguments)
        configuration = check.configuration
        shape = try ScaleOptions.shape(arguments)
        overrides = InputSettings.Overrides(
            findingLimit: check.findingLimit, runtime: check.runtime, model: shape.model, rounding: shape.rounding)
        limits = try ReaderOptions.limits(from: arguments)
        fonts = try FontOptions.request(arguments, verbose: false)
    }
}
