import Diagnostics
import LocalizedStrings
import StyleDictionary
import TextFit

/// A string to measure: its text as shown (placeholders sampled), where it comes from, and
/// its budget.
struct FitJob: Sendable {
    let text: String
    /// The key, localization and variation of a strings file's entry; `nil` for `--text`.
    let string: LocalizedString?
    let style: TextStyle
    let budget: FitBudget
    /// The content sizes checked: those every range holds (the entry's `sizes`, `--fit-sizes`).
    let sizes: [ClosedRange<ContentSizeCategory>]
}

/// Measures strings in one dictionary's scale: each style's font file opened once, each
/// string shaped once and broken once, then laid out at each content size in a linear pass.
struct FitMeasuring {
    /// What measuring one string gave.
    enum Measure {
        case result(FitResult)
        /// The style's font has no file here: the font's name, to say once what to pass.
        case noFontFile(TextStyle, String)
    }

    let scale: TypeScale
    let fonts: FontAvailability?
    /// The language of strings that do not say theirs.
    let defaultLocale: String
    /// What a style measures with at the sizes a job checks, found once per style and sizes.
    private struct Plan {
        let font: String
        let shaper: TextShaper
        let categories: [ContentSizeCategory]
        let sizes: [Double]
        let letterSpacings: [Double]?
    }
    private struct PlanKey: Hashable {
        let style: TextStyle
        let sizes: [ClosedRange<ContentSizeCategory>]
    }
    /// Each key's plan, or what its jobs give instead (no style: `nil`; no font file: a note).
    private var plans: [PlanKey: Result<Plan, Skip>] = [:]
    private struct Skip: Error {
        let measure: Measure?
    }
    private var shapers: [String: TextShaper] = [:]
    /// ICU's iterator for each localization, as written in the strings files.
    private var breakers: [String: LineBreaker] = [:]

    init(scale: TypeScale, fonts: FontAvailability?, defaultLocale: String) {
        self.scale = scale
        self.fonts = fonts
        self.defaultLocale = defaultLocale
    }

    /// Measures `job`; `nil` when the dictionary has no such style.
    mutating func measure(_ job: FitJob) throws(TextFitError) -> Measure? {
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

    /// The plan of a style at some sizes, or what to say instead (no such style, no font file).
    private mutating func makePlan(_ key: PlanKey) throws(TextFitError) -> Result<Plan, Skip> {
        guard let row = scale.rows.first(where: { $0.style == key.style }) else { return .failure(Skip(measure: nil)) }
        guard row.origin == .custom, let face = fonts?.face(named: row.fontName) else {
            return .failure(Skip(measure: .noFontFile(key.style, row.fontName)))
        }
        let chosen = scale.categories.indices.filter { index in
            key.sizes.allSatisfy { $0.contains(scale.categories[index]) }
        }
        let spacings = row.letterSpacings.map { spacings in chosen.map { $0 < spacings.count ? spacings[$0] : 0 } }
        let plan = Plan(
            font: row.fontName, shaper: try shaper(for: face), categories: chosen.map { scale.categories[$0] },
            sizes: chosen.map { row.sizes[$0] }, letterSpacings: spacings)
        return .success(plan)
    }

    private mutating func shaper(for face: FontAvailability.Face) throws(TextFitError) -> TextShaper {
        let key = "\(face.index)|\(face.file)"
        if let known = shapers[key] { return known }
        let shaper = try TextShaper(path: face.file, index: face.index)
        shapers[key] = shaper
        return shaper
    }

    private mutating func breaker(for localization: String) throws(TextFitError) -> LineBreaker {
        if let known = breakers[localization] { return known }
        let breaker = try LineBreaker(locale: Self.icuLocale(localization))
        breakers[localization] = breaker
        return breaker
    }

    /// A localization as ICU names locales (`pt-BR` → `pt_BR`; `zh-Hans` → `zh_Hans`).
    static func icuLocale(_ localization: String) -> String {
        localization.replacing("-", with: "_")
    }
}

/// The budget of each string of a strings file: the first `fit` entry whose keys match its key.
enum FitAssignment {
    /// The jobs for `strings` under `entries`, in file order; strings no entry matches are not
    /// measured.
    static func jobs(_ strings: [LocalizedString], entries: [FitEntry], sizes: ClosedRange<ContentSizeCategory>?)
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
