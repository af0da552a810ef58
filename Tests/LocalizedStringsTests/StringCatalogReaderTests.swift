import PlistcDiagnostics
import PlistcLocalizedStrings
import Testing

/// String Catalogs: every localization, variation and substitution form, each located at its
/// value.
@Suite("Reading String Catalogs")
struct StringCatalogReaderTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Settings" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
                "fi" : { "stringUnit" : { "state" : "translated", "value" : "Asetukset" } }
              }
            },
            "%lld photos" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
                    }
                  }
                },
                "ja" : {
                  "variations" : {
                    "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "%lld枚の写真" } },
                      "ipad" : {
                        "variations" : {
                          "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "写真%lld枚" } } }
                        }
                      }
                    }
                  }
                }
              }
            },
            "files" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 1, "formatSpecifier" : "lld",
                      "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } }
                    },
                    "folders" : {
                      "argNum" : 2, "formatSpecifier" : "lld",
                      "variations" : { "plural" : {
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } } } }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func read() throws -> [LocalizedString] {
        try StringCatalogReader.read(Array(catalog.utf8), path: "Localizable.xcstrings")
    }

    static func row(_ string: LocalizedString) -> String {
        "\(string.key)|\(string.localization ?? "-")|\(string.variation ?? "-")|\(string.value)|\(string.location.line):\(string.location.column)"
    }

    @Test func everyLocalizationAndVariationIsAString() throws {
        #expect(
            try Self.read().map(Self.row) == [
                "Settings|de|-|Einstellungen|6:69",
                "Settings|fi|-|Asetukset|7:69",
                "Settings|en|-|Settings|4:5",
                "%lld photos|en|plural.one|%lld photo|15:76",
                "%lld photos|en|plural.other|%lld photos|16:78",
                "%lld photos|ja|device.iphone|%lld枚の写真|23:79",
                "%lld photos|ja|device.ipad plural.other|写真%lld枚|26:95",
                "files|en|substitution.files.one|%lld file in %lld folders|37:62",
                "files|en|substitution.files.other|%lld files in %lld folders|37:62",
                "files|en|substitution.folders.other|%lld files in %lld folders|37:62",
            ])
    }

    @Test(arguments: [
        ("[1]", "1:1", "its top level is an array"),
        ("{\"version\": \"1.0\"}", "1:1", "no \"strings\" object"),
        ("{\"strings\": []}", "1:2", "\"strings\" is an array"),
        ("{\"strings\": {", "1:14", "not a String Catalog"),
    ])
    func aFileThatIsNoCatalogSaysWhere(text: String, location: String, message: String) {
        #expect {
            try StringCatalogReader.read(Array(text.utf8), path: "x.xcstrings")
        } throws: { error in
            guard let error = error as? StringsFileError else { return false }
            return "\(error.location.line):\(error.location.column)" == location && error.message.contains(message)
        }
    }

    /// What Xcode leaves out of the built table is not measured: a stale string, a unit not
    /// filled in yet (the source language stands in), a Mac's or a watch's variation; a
    /// positional reference is a substitution too, one to no substitution stays as written.
    @Test func whatTheAppNeverShowsIsLeftOut() throws {
        let text = """
            {"sourceLanguage": "en", "strings": {
              "old": {"extractionState": "stale", "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Alt"}}}},
              "new": {"localizations": {"de": {"stringUnit": {"state": "new", "value": ""}}}},
              "devices": {"localizations": {"en": {"variations": {"device": {
                "mac": {"stringUnit": {"state": "translated", "value": "Click"}},
                "applewatch": {"stringUnit": {"state": "translated", "value": "Tap"}},
                "iphone": {"stringUnit": {"state": "translated", "value": "Tap here"}}}}}}},
              "geese": {"localizations": {"en": {
                "stringUnit": {"state": "translated", "value": "%1$#@geese@ on %2$#@missing@"},
                "substitutions": {"geese": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg goose"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg geese"}}}}}}}}}
            }}
            """
        let strings = try StringCatalogReader.read(Array(text.utf8), path: "x.xcstrings")
        #expect(
            strings.map { "\($0.key)|\($0.localization ?? "-")|\($0.variation ?? "-")|\($0.value)" } == [
                "new|en|-|new",
                "devices|en|device.iphone|Tap here",
                "geese|en|substitution.geese.one|%lld goose on %2$#@missing@",
                "geese|en|substitution.geese.other|%lld geese on %2$#@missing@",
            ])
        #expect(FormatPlaceholders().sampled("%lld goose on %2$#@missing@") == "1,000 goose on Alexandra")
    }

    /// A catalog of one key whose English value is `value`, with `substitutions` (JSON members).
    static func catalog(value: String, substitutions: String) -> [UInt8] {
        Array(
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}, \"substitutions\": {\(substitutions)}}}}}}"
                .utf8)
    }

    /// A substitution of one plural form, `text`, with `specifier`.
    static func substitution(_ name: String, _ text: String, specifier: String = "lld") -> String {
        "\"\(name)\": {\"formatSpecifier\": \"\(specifier)\", \"variations\": {\"plural\": {\"other\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(text)\"}}}}}"
    }

    /// The forms of a value hold at most 8 times its text and 4 KiB more: a form that would be
    /// longer is not made, and the value is measured as written (its references sampled).
    @Test func formsStayWithinTheirBudget() throws {
        let value = String(repeating: "%#@a@", count: 2_000)
        let long = try StringCatalogReader.read(
            Self.catalog(value: value, substitutions: Self.substitution("a", String(repeating: "v", count: 50_000))),
            path: "x.xcstrings")
        #expect(long.map(\.value) == [value])
        let short = try StringCatalogReader.read(
            Self.catalog(value: value, substitutions: Self.substitution("a", "v")), path: "x.xcstrings")
        #expect(short.map(\.value) == [String(repeating: "v", count: 2_000)])
    }

    /// A format specifier longer than any conversion is none: `%arg` becomes `%lld`, not 100 KB.
    @Test func aLongSpecifierIsNoSpecifier() throws {
        let strings = try StringCatalogReader.read(
            Self.catalog(
                value: "%#@a@",
                substitutions: Self.substitution("a", "%arg items", specifier: String(repeating: "x", count: 100_000))),
            path: "x.xcstrings")
        #expect(strings.map(\.value) == ["%lld items"])
    }

    /// A variation's label quotes a long key as messages do, its first 100 characters.
    @Test func labelsQuoteLongKeysShort() throws {
        let key = String(repeating: "k", count: 10_000)
        let text =
            "{\"sourceLanguage\": \"en\", \"strings\": {\"s\": {\"localizations\": {\"en\": {\"variations\": {\"\(key)\": {\"a\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"x\"}}}}}}}}}"
        let strings = try StringCatalogReader.read(Array(text.utf8), path: "x.xcstrings")
        #expect(strings.map(\.variation) == [String(repeating: "k", count: 100) + "… (10,000 characters).a"])
    }

    /// A value with many substitutions gives at most 64 forms and its budget of text, spliced,
    /// not searched for.
    @Test func manySubstitutionsStayBounded() throws {
        let names = (0..<400).map { "s\($0)" }
        let value = names.map { "%#@\($0)@" }.joined(separator: " ")
        let substitutions = names.map { name in
            "\"\(name)\": {\"formatSpecifier\": \"lld\", \"variations\": {\"plural\": {\"one\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"%arg a\"}}, \"other\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"%arg b\"}}}}}"
        }.joined(separator: ",")
        let text =
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}, \"substitutions\": {\(substitutions)}}}}}}"
        let strings = try StringCatalogReader.read(Array(text.utf8), path: "x.xcstrings")
        #expect(strings.count > 1 && strings.count < 64)
        #expect(strings.reduce(0) { $0 + $1.value.utf8.count } <= 8 * value.utf8.count + 4_096)
        #expect(strings[0].value.hasPrefix("%lld a %lld b"))
    }

    /// 100,000 keys in one catalog: read in one pass, every one kept.
    @Test func aHundredThousandKeysAreRead() throws {
        var text = "{\"sourceLanguage\":\"en\",\"strings\":{"
        for index in 0..<100_000 {
            if index > 0 { text += "," }
            text +=
                "\"k\(index)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Wert \(index)\"}}}}"
        }
        text += "}}"
        let strings = try StringCatalogReader.read(Array(text.utf8), path: "big.xcstrings")
        #expect(strings.count == 200_000)
        #expect(strings.last?.key == "k99999")
    }
}
