/// The names of a file whose values are scaled (`@ScaledMetric`, `scaledValue(for:)`), kept by
/// where they are declared, so that asking whether one is in scope at a use walks the use's
/// enclosing blocks once, whatever the number of declarations of the name.
struct ScaledNames {
    /// A scaled name's declaration: its place among them, and what scaled it.
    struct Declaration {
        let order: Int
        let isMetric: Bool
    }

    /// For each name, its first declaration at the top level (in scope everywhere).
    private var topLevel: [String: Declaration] = [:]
    /// For each name, its first declaration in each block.
    private var byBlock: [String: [Int: Declaration]] = [:]
    /// For each name, its first declaration in a type's body, by the type (in scope in every
    /// body of that type: the type's and its extensions').
    private var byType: [String: [String: Declaration]] = [:]

    /// The scaled names of `file`: its `@ScaledMetric`s (unless `metrics` is false), then the
    /// names bound to one of the calls `values` marks (`scaledValue(for:)`; for fonts,
    /// `scaledFont(for:)` and the like).
    init(_ file: SourceFile, values: CallMarks, metrics: Bool = true) {
        var order = 0
        func add(_ name: String, block: Int, isMetric: Bool) {
            let declaration = Declaration(order: order, isMetric: isMetric)
            order += 1
            guard block >= 0 else {
                if topLevel[name] == nil { topLevel[name] = declaration }
                return
            }
            if byBlock[name]?[block] == nil { byBlock[name, default: [:]][block] = declaration }
            if let type = file.typeName(of: block), byType[name]?[type] == nil {
                byType[name, default: [:]][type] = declaration
            }
        }
        if metrics { for (name, block) in file.scaledMetrics { add(name, block: block, isMetric: true) } }
        for binding in file.bindings where values.any(in: binding.value) {
            add(binding.name, block: binding.block, isMetric: false)
        }
    }

    /// The first declaration of `name` in scope at token `index`, as `SourceFile.isInScope`
    /// decides scope; `nil` when none is.
    func first(_ name: String, at index: Int, in file: SourceFile) -> Declaration? {
        var best = topLevel[name]
        let blocks = byBlock[name]
        let types = byType[name]
        guard blocks != nil || types != nil else { return best }
        func consider(_ candidate: Declaration?) {
            if let candidate, candidate.order < best?.order ?? .max { best = candidate }
        }
        var block = file.blocks[index]
        var steps = 0
        while block >= 0, steps < SourceFile.scopeSteps {
            consider(blocks?[block])
            if let types, let type = file.typeName(of: block) { consider(types[type]) }
            block = file.blocks[block]
            steps += 1
        }
        return best
    }
}
