import Testing

@testable import PlistcStyleDictionary

/// `DistinctNames` tells a new name from a repeat exactly as a set does, before and after it
/// moves its names from its list into a set.
@Suite struct DistinctNamesTests {
    @Test(arguments: [1, 3, 8, 9, 40])
    func answersAsASetDoes(distinct: Int) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let names = (0..<Int.random(in: 0...120, using: &generator)).map { _ in
                "Font-\(Int.random(in: 0..<distinct, using: &generator))"
            }
            var seen = DistinctNames(capacity: names.count)
            var reference = Set<String>()
            for name in names {
                #expect(seen.insert(name) == reference.insert(name).inserted, "\(name) in \(names)")
            }
        }
    }
}
