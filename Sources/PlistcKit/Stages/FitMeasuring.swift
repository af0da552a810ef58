import PlistcDiagnostics
import PlistcLocalizedStrings
import PlistcStyleDictionary
import PlistcTextFit

/// A string to measure: its text as shown (placeholders sampled), where it comes from, and
/// its budget.
package struct FitJob: Sendable {
    package let text: String
    /// The key, localization and variation of a strings file's entry; `nil` for `--text`.
    package let string: LocalizedString?
    package let style: TextStyle
    package let budget: FitBudget
    /// The content sizes checked: those every range holds (the entry's `sizes`, `--fit-sizes`).
    package let sizes: [ClosedRange<ContentSizeCategory>]
}

/// Measures strings in one dictionary's scale: each style's font file opened once, each
/// string shaped once and broken once, then laid out at each content size in a linear pass.
package struct FitMeasuring {
    /// What measuring one string gave.
    package enum Measure {
        case result(FitResult)
        /// Why the string's style cannot be measured here, said once per style: the sentence
        /// of a note.
        case skipped(TextStyle, String)
    }

    package let scale: TypeScale
    package let fonts: FontAvailability?
    /// The file `--system-font` names, for the styles shown in the system font.
    package let systemFont: String?
    /// The language of strings that do not say theirs.
    package let defaultLocale: String
    /// What a style measures with at the sizes a job checks, found once per style and sizes.
    private struct Plan {
        package let font: String
        package let shaper: TextShaper
        package let categories: [ContentSizeCategory]
        package let sizes: [Double]
        package let letterSpacings: [Double]?
    }
    private struct PlanKey: Hashable {
        package let style: TextStyle
        package let sizes: [ClosedRange<ContentSizeCategory>]
    }
    /// Each key's plan, or what its jobs give instead (no style: `nil`; else a note).
    private var plans: [PlanKey: Result<Plan, Skip>] = [:]
    private struct Skip: Error {
        package let measure: Measure?
    }
    private var shapers: [String: TextShaper] = [:]
    /// ICU's iterator for each localization, as written in the strings files (at most
    /// `maximumLocales`; the rest, and tags ICU cannot take, break by the root locale's rules).
    private var breakers: [String: LineBreaker] = [:]
    package static let maximumLocales = 64

    package init(scale: TypeScale, fonts: FontAvailability?, systemFont: String? = nil, defaultLocale: String) {
        self.scale = scale
        self.fonts = fonts
        self.systemFont = systemFont
        self.defaultLocale = defaultLocale
    }

    /// Measures `job`; `nil` when the dictionary has no such style.
    package mutating func measure(_ job: FitJob) throws(TextFitError) -> Measure? {
        let key = PlanKey(style: job.style, sizes: job.sizes)
        let prepared: Result<Plan, Skip>
        if let known = plans[key] {
            prepared = known
        } else {
            prepared = try makePlan(key)
            plans[key] = prepared
        }
        let plan: Plan
        switch prepared {
        case .success(let found): plan = found
        case .failure(let skip): return skip.measure
        }
        let shaped = plan.shaper.shape(job.text)
        let breaks = try breaker(for: job.string?.localization ?? defaultLocale).breaks(shaped.units)
        let outcome = LineFit(shaped, breaks: breaks).fit(
            sizes: plan.sizes, letterSpacings: plan.letterSpacings, budget: job.budget)
        return .result(
            FitResult(
                text: job.text, string: job.string, style: job.style, font: plan.font, budget: job.budget,
                categories: plan.categories, sizes: plan.sizes, outcome: outcome,
                missingCharacters: shaped.missingCharacters))
    }

    /// The plan of a style at some sizes, or what to say instead.
    private mutating func makePlan(_ key: PlanKey) throws(TextFitError) -> Result<Plan, Skip> {
        guard let row = scale.rows.first(where: { $0.style == key.style }) else { return .failure(Skip(measure: nil)) }
        let name = TextReporter.printable(row.fontName)
        let shaper: TextShaper
        switch row.origin {
        case .custom:
            guard let face = fonts?.face(named: row.fontName) else {
                return .failure(
                    Skip(
                        measure: .skipped(
                            key.style,
                            "\(key.style.rawValue) is shown in \(name), which has no file here (an iOS built-in font, or one not given): nothing measured; pass the font's file with --fonts PATH"
                        )))
            }
            shaper = try self.shaper(file: face.file, index: face.index)
        case .system:
            guard let systemFont else {
                return .failure(
                    Skip(
                        measure: .skipped(
                            key.style,
                            "\(key.style.rawValue) is shown in the system font (\(name)), which Linux does not have: nothing measured; pass a file of it (SF Pro, from Apple's developer site) with --system-font PATH"
                        )))
            }
            shaper = try self.shaper(file: systemFont, index: 0)
        }
        let chosen = scale.categories.indices.filter { index in
            key.sizes.allSatisfy { $0.contains(scale.categories[index]) }
        }
        guard !chosen.isEmpty else {
            return .failure(
                Skip(
                    measure: .skipped(
                        key.style,
                        "the sizes of a \(key.style.rawValue) budget and --fit-sizes have no content size in common: nothing measured; widen one of them"
                    )))
        }
        let spacings = row.letterSpacings.map { spacings in chosen.map { $0 < spacings.count ? spacings[$0] : 0 } }
        let plan = Plan(
            font: row.fontName, shaper: shaper, categories: chosen.map { scale.categories[$0] },
            sizes: chosen.map { row.sizes[$0] }, letterSpacings: spacings)
        return .success(plan)
    }

    private mutating func shaper(file: String, index: Int) throws(TextFitError) -> TextShaper {
        let key = "\(index)|\(file)"
        if let known = shapers[key] { return known }
        let shaper = try TextShaper(path: file, index: index)
        shapers[key] = shaper
        return shaper
    }

    private mutating func breaker(for localization: String) throws(TextFitError) -> LineBreaker {
        if let known = breakers[localization] { return known }
        // Past the bound, every other language breaks by the root locale's rules.
        let kept = breakers.count < Self.maximumLocales ? localization : ""
        if let known = breakers[kept] { return known }
        let breaker = try LineBreaker(locale: Self.icuLocale(kept))
        breakers[kept] = breaker
        return breaker
    }

    /// A localization as ICU names locales (`pt-BR` → `pt_BR`; `zh-Hans` → `zh_Hans`); a tag
    /// that is no language tag (`isLanguageTag`) is the root locale's, whose rules are UAX #14's
    /// defaults.
    package static func icuLocale(_ localization: String) -> String {
        guard isLanguageTag(localization) else { return "" }
        return String(decoding: localization.utf8.map { $0 == 0x2D ? 0x5F : $0 }, as: UTF8.self)
    }

    /// Whether a localization can stand as a language tag (for ICU and for HTML's `lang`): at
    /// most 32 characters, each a letter, digit, `-` or `_`.
    package static func isLanguageTag(_ localization: String) -> Bool {
        localization.utf8.count <= 32
            && localization.utf8.allSatisfy {
                $0 == 0x2D || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
                    || (0x61...0x7A).contains($0)
            }
    }
}

/// The budget of each string of a strings file: the first `fit` entry whose keys match its key.
package enum FitAssignment {
    /// The jobs for `strings` under `entries`, in file order; strings no entry matches are not
    /// measured.
    package static func jobs(
        _ strings: [LocalizedString], entries: [FitEntry], sizes: ClosedRange<ContentSizeCategory>?
    )
        -> [FitJob]
    {
        let globs = entries.map { Glob($0.keys) }
        var jobs: [FitJob] = []
        for string in strings {
            guard let index = globs.firstIndex(where: { $0.matches(string.key) }) else { continue }
            let entry = entries[index]
            jobs.append(
                FitJob(
                    text: entry.placeholders.sampled(string.value), string: string, style: entry.style,
                    budget: entry.budget,
                    sizes: [entry.sizes, sizes].compactMap(\.self)))
        }
        return jobs
    }
}
