extension PlistValue {
    /// How many arrays and dictionaries deep the value nests (0 for a value that holds none),
    /// counted with a stack of its own rather than by recursion. Each value is visited as often
    /// as it is held, so ask only of a tree whose written size is bounded
    /// (`PlistDocument.writtenValueCount`).
    public var nesting: Int {
        var deepest = 0
        var stack: [(value: PlistValue, depth: Int)] = [(self, 0)]
        while let (value, depth) = stack.popLast() {
            switch value.content {
            case .array(let items):
                deepest = max(deepest, depth + 1)
                for item in items { stack.append((item, depth + 1)) }
            case .dictionary(let dictionary):
                deepest = max(deepest, depth + 1)
                for entry in dictionary.entries { stack.append((entry.value, depth + 1)) }
            default: break
            }
        }
        return deepest
    }
}
