import PlistcDiagnostics

/// What the app's Swift files, summarised one by one (`SourceSummary`), tell the check of each:
/// its loaders and the dictionaries they load, its custom text styles, its helpers. Made once
/// per run; each file is then checked with it, so a helper in one file is known at a call in
/// another.
public struct AppSummary: Sendable {
    /// An app with no Swift read.
    public static let empty = AppSummary([])
    /// The most functions of one name that scale a parameter kept: more is no app's.
    static let overloads = 16

    let scaledFontImport: SourceLocation?
    /// The loaders, in the order of the files, and by type name (the first of a name wins).
    let loaderList: [StyleLoader]
    let loaders: [String: StyleLoader]
    /// The calls that ask a loader for a style, by name and labels, with which argument is the
    /// style: the loaders' methods, and the functions that hand their style on to one (or to
    /// ScaledFont's `font(forTextStyle:)` or `scaledFont(_:)`).
    let requestMethods: [StyleLoader.Method: Int]
    /// Which of `requestMethods` are the loaders' own, which a call makes on an instance.
    let loaderMethods: Set<StyleLoader.Method>
    /// The methods of the loaders that scale their font.
    let scalingLoaderMethods: Set<StyleLoader.Method>
    let customStyleMembers: [String: String]
    /// Every raw value a `UIFont.TextStyle(rawValue:)` of the app names: keys the code asks for.
    public let customRawValues: Set<String>
    let scalingHelpers: [String: [ScalingHelper]]
    let scaledFontFunctions: Set<StyleLoader.Method>
    let scaledFontProperties: Set<String>
    /// The properties the code gives a scaled font, for the storyboard views they hold.
    let scaledOutlets: ScaledOutlets
    /// For each dictionary the code names, what loads it: the loader's format and where.
    let loads: [String: [(format: StyleLoader.Format, evidence: String)]]

    /// How many files define each name another file's check looks up.
    private let definers: [String: Int]
    private let names: NameScan

    /// Whether the check of a file (its `bytes`, its own `summary`) could find something with
    /// the whole app that it does not with its own summary: it spells a name that a file other
    /// than itself defines. Such a file is checked again; the others are finished from their
    /// first look.
    public func needsSecondLook(_ bytes: [UInt8], summary: SourceSummary) -> Bool {
        guard !definers.isEmpty else { return false }
        let own = summary.definedNames
        return names.spells(in: bytes) { (definers[$0] ?? 0) > (own.contains($0) ? 1 : 0) }
    }

    /// The app the summaries make, in the order of its files.
    public init(_ summaries: [SourceSummary]) {
        definers = summaries.reduce(into: [:]) { counts, summary in
            for name in summary.definedNames { counts[name, default: 0] += 1 }
        }
        names = NameScan(definers.keys)
        scaledFontImport = summaries.lazy.compactMap(\.scaledFontImport).first
        let loaderList = summaries.flatMap(\.loaders)
        self.loaderList = loaderList
        loaders = Dictionary(loaderList.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        loaderMethods = Set(loaderList.flatMap(\.methods))
        requestMethods = Self.requestMethods(loaderList, forwarders: summaries.flatMap(\.forwarders))
        scalingLoaderMethods = Set(loaderList.filter(\.scales).flatMap(\.methods))
        customStyleMembers = summaries.reduce(into: [:]) { $0.merge($1.customStyleMembers) { first, _ in first } }
        customRawValues = summaries.reduce(into: []) { $0.formUnion($1.customRawValues) }
        // At most `overloads` of a name are kept: each call of the name is matched against them.
        scalingHelpers = Dictionary(grouping: summaries.flatMap(\.scalingHelpers), by: \.name).mapValues {
            Array($0.prefix(Self.overloads))
        }
        scaledFontFunctions = summaries.reduce(into: []) { $0.formUnion($1.scaledFontFunctions) }
        scaledFontProperties = summaries.reduce(into: []) { $0.formUnion($1.scaledFontProperties) }
        scaledOutlets = ScaledOutlets(
            summaries.flatMap(\.fontAssignments),
            superclasses: summaries.reduce(into: [:]) { $0.merge($1.superclasses) { first, _ in first } },
            scalingCalls: scaledFontFunctions.union(scalingLoaderMethods).union(
                requestMethods.keys.filter { [loaderMethods] in !loaderMethods.contains($0) }),
            scalingHelpers: Set(scalingHelpers.values.joined().filter { $0.kind == .font }.map(\.name)),
            scaledProperties: scaledFontProperties)
        var loads: [String: [(format: StyleLoader.Format, evidence: String)]] = [:]
        for summary in summaries {
            for (type, named) in summary.constructions {
                guard let format = Self.format(ofType: type, loaders, import: scaledFontImport) else { continue }
                for (name, location) in named {
                    loads[name, default: []].append((format, Self.evidence(type, format, at: location)))
                }
            }
        }
        for loader in loaderList where loader.format != .unknown {
            guard let name = loader.fixedDictionary else { continue }
            loads[name, default: []].append(
                (loader.format, Self.evidence(loader.typeName, loader.format, at: loader.location)))
        }
        self.loads = loads
    }

    /// The keys the code that loads the dictionary `name` (`Brand` for `Brand.plist`) looks up,
    /// with where the code shows it: the loaders that name it, when they agree; else the one
    /// format every loader of the app has (and `import ScaledFont`'s); else `nil`.
    public func impliedFormat(forDictionary name: String) -> (readsRawValues: Bool, evidence: String)? {
        if let named = loads[name], !named.isEmpty {
            let formats = Set(named.map { $0.format == .rawValues })
            guard formats.count == 1, let first = named.first else { return nil }
            return (first.format == .rawValues, first.evidence)
        }
        var found = loaderList.filter { $0.format != .unknown }.map {
            (format: $0.format, evidence: Self.evidence($0.typeName, $0.format, at: $0.location))
        }
        if let scaledFontImport, loaders["ScaledFont"] == nil {
            found.append((.styleNames, Self.evidence("ScaledFont", .styleNames, at: scaledFontImport)))
        }
        let formats = Set(found.map { $0.format == .rawValues })
        guard formats.count == 1, let first = found.first else { return nil }
        return (first.format == .rawValues, first.evidence)
    }

    /// The loaders' methods, ScaledFont's own, and the functions that hand their style to one
    /// of them (one step: a function handing it to another such function is not followed).
    private static func requestMethods(_ loaders: [StyleLoader], forwarders: [StyleForwarder])
        -> [StyleLoader.Method: Int]
    {
        var methods: [StyleLoader.Method: Int] = [
            StyleLoader.Method(name: "font", labels: ["forTextStyle"]): 0,
            StyleLoader.Method(name: "scaledFont", labels: [nil]): 0,
        ]
        for loader in loaders {
            for (method, argument) in zip(loader.methods, loader.styleArguments) where methods[method] == nil {
                methods[method] = argument
            }
        }
        let asking = methods
        for forwarder in forwarders where asking[forwarder.target] == forwarder.targetArgument {
            if methods[forwarder.method] == nil { methods[forwarder.method] = forwarder.styleArgument }
        }
        return methods
    }

    /// The format of what `type(…)` makes: a loader's, or the ScaledFont package's when the app
    /// imports it and declares no `ScaledFont` of its own.
    private static func format(
        ofType type: String, _ loaders: [String: StyleLoader], import scaledFontImport: SourceLocation?
    ) -> StyleLoader.Format? {
        // A loader that names its own resource is not told a dictionary when it is made.
        if let loader = loaders[type] {
            return loader.format == .unknown || loader.fixedDictionary != nil ? nil : loader.format
        }
        return type == "ScaledFont" && scaledFontImport != nil ? .styleNames : nil
    }

    /// Where the code shows a format, in words: `App/View.swift:4:17 (FontScaler, a copy of
    /// the 2017 ScaledFont code)`.
    private static func evidence(_ type: String, _ format: StyleLoader.Format, at location: SourceLocation) -> String {
        let what =
            format == .rawValues
            ? "\(type), which looks up UIKit raw values as the 2017 ScaledFont code does"
            : type == "ScaledFont"
                ? "ScaledFont, with import ScaledFont"
                : "\(type), which looks up SwiftUI's names as ScaledFont 1.0 does"
        return "\(location.file):\(location.line):\(location.column) (\(what))"
    }
}
