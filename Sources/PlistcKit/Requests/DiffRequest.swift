import PlistcGenerators
import PlistcPropertyList

/// Everything a `plistc diff` command line asks, read once and checked: what `DiffSession` runs.
package struct DiffRequest: Sendable {
    /// What makes `--fail-on` end with status 1.
    package enum FailOn: String, Sendable, CaseIterable {
        /// A style that starts falling back to the system font.
        case fallback
        /// A lint finding added.
        case findings
        /// Any change at all.
        case any
    }

    /// What is compared: two sides, or every dictionary changed since a revision.
    package enum Sides: Equatable, Sendable {
        case pair(old: DiffSide, new: DiffSide)
        case gitBase(String, pathspecs: [String])
    }

    package var sides: Sides

    /// `--git-base`'s revision, as given; `nil` for two sides.
    package var base: String? {
        if case .gitBase(let reference, _) = sides { reference } else { nil }
    }
    package var format = DiffFormat.text
    /// `-o`: `nil` for standard output.
    package var output: String?
    package var failOn: FailOn?
    /// `--config`.
    package var configuration: String?
    package var overrides = InputSettings.Overrides()
    package var shape = ScaleShape()
    package var limits = ReaderLimits()
    package var fonts = FontRequest()

    /// A request to compare `sides`, everything else as the defaults have it.
    package init(sides: Sides) { self.sides = sides }
}
