import PlistcLocalizedStrings
import Testing

/// Placeholders measured as the app shows them: with a sample value.
@Suite("Format placeholders")
struct FormatPlaceholdersTests {
    @Test(arguments: [
        ("Hello, %@!", "Hello, Alexandra!"),
        ("%lld items", "1,000 items"),
        ("%1$@ and %2$@", "Alexandra and Alexandra"),
        ("%.1f km", "1,234.5 km"),
        ("%.0f%%", "1,235%"),
        ("Hi ${name}", "Hi Alexandra"),
        ("100% sure", "100% sure"),
        ("50 %", "50 %"),
        ("${open", "${open"),
        ("%", "%"),
        ("%-5d|%+d|%05.2f", "1,000|1,000|1,234.55"),
    ])
    func defaultsStandInForEachKind(text: String, expected: String) {
        #expect(FormatPlaceholders().sampled(text) == expected)
    }

    @Test func samplesAreChosenBySpellingThenKind() {
        let placeholders = FormatPlaceholders(samples: ["%@": "Maximilian", "%2$@": "Jo", "%d": "7", "${name}": "Kim"])
        #expect(
            placeholders.sampled("%1$@, %2$@, %@: %lld ${name} ${other}")
                == "Maximilian, Jo, Maximilian: 7 Kim Alexandra")
    }
}
