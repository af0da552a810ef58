// A stand-in for the parts of Apple's SwiftUI that plistc's generated Swift and its users' call
// sites touch, so that generated code is compiled on Linux for every Apple platform and run.
//
// Declarations follow Apple's published interface as collected, with sources, in the
// workspace's docs/apple-api.md and docs/apple-availability.md (§1: the iOS 17.4 and 18.0 SDK
// SwiftUI interfaces and developer.apple.com). As in the iOS 18 SDK, `View` and `ViewModifier`
// are `@MainActor @preconcurrency` and Apple's own modifiers are `nonisolated`.
//
// Platforms: the harness (Tests/PlistcCLITests/ApplePlatform.swift) rewrites every `os(…)`,
// `canImport(…)` and `targetEnvironment(…)` condition to `true` or `false` for the platform it
// compiles for, so an API Apple leaves out of a platform is left out here with `#if`.
// `@available` versions are Apple's; Linux does not enforce them, so the scan test
// (GeneratedSwiftAvailabilityTests) checks the generated code's annotations instead.
//
// Members named `_stub…` are not Apple's: they let the harness set the environment and read
// back what a view was given. Generated code never names them (a test checks).
@_exported import Foundation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
    /// Stub only: what the font is.
    public enum _StubKind: Hashable, Sendable {
        case textStyle(TextStyle)  // stub
        case system(TextStyle, design: Design?, weight: Weight?)  // stub
        case custom(String, size: CGFloat, relativeTo: TextStyle?)  // stub
        case fixed(String, size: CGFloat)  // stub
    }

    public let _stubKind: _StubKind
    /// Stub only: the weight set with `weight(_:)`.
    public var _stubWeight: Weight? = nil

    init(_ kind: _StubKind) { _stubKind = kind }

    // Not @frozen and CaseIterable; Apple declares allCases itself because cases carry
    // availability. extraLargeTitle and extraLargeTitle2 exist on visionOS only.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) case title2
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) case title3
        case headline, subheadline, body, callout, footnote, caption
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) case caption2
        #if os(visionOS)
            case extraLargeTitle, extraLargeTitle2
        #endif

        public static var allCases: [TextStyle] {
            var styles: [TextStyle] = [
                .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
                .caption, .caption2,
            ]
            #if os(visionOS)
                styles += [.extraLargeTitle, .extraLargeTitle2]
            #endif
            return styles
        }
    }

    public static let largeTitle = Font(.textStyle(.largeTitle))
    public static let title = Font(.textStyle(.title))
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public static let title2 = Font(.textStyle(.title2))
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public static let title3 = Font(.textStyle(.title3))
    public static let headline = Font(.textStyle(.headline))
    public static let subheadline = Font(.textStyle(.subheadline))
    public static let body = Font(.textStyle(.body))
    public static let callout = Font(.textStyle(.callout))
    public static let footnote = Font(.textStyle(.footnote))
    public static let caption = Font(.textStyle(.caption))
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2 = Font(.textStyle(.caption2))

    /// `@frozen struct Weight`; no public initializer.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 1)
        public static let thin = Weight(value: 2)
        public static let light = Weight(value: 3)
        public static let regular = Weight(value: 4)
        public static let medium = Weight(value: 5)
        public static let semibold = Weight(value: 6)
        public static let bold = Weight(value: 7)
        public static let heavy = Weight(value: 8)
        public static let black = Weight(value: 9)
    }

    public enum Design: Hashable, Sendable {
        case `default`
        @available(watchOS 7.0, *) case serif
        case rounded
        @available(watchOS 7.0, *) case monospaced
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name, size: size, relativeTo: nil))
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(.custom(name, size: size, relativeTo: textStyle))
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(.fixed(name, size: fixedSize)) }

    /// Soft-deprecated in later SDKs in favour of the next one; gewill's ScaledFont uses it.
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        Font(.system(style, design: design, weight: nil))
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(.system(style, design: design, weight: weight))
    }

    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font._stubWeight = weight
        return font
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

// Not @frozen: a switch over it needs `@unknown default`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

public struct EnvironmentValues: Sendable {
    /// Stub only: the values every `@Environment` reads.
    nonisolated(unsafe) public static var _stubCurrent = EnvironmentValues()

    public init() {}

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var legibilityWeight: LegibilityWeight? = nil

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dynamicTypeSize: DynamicTypeSize = .large
}

public protocol DynamicProperty {}

@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues._stubCurrent[keyPath: keyPath] }
}

/// Scales a value with Dynamic Type relative to a text style (Apple's snaps it to the pixel
/// grid; the stub returns it unscaled).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    private let value: Value
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }
    public init(wrappedValue: Value) { value = wrappedValue }
    public var wrappedValue: Value { value }
}

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder func body(content: Content) -> Body
    typealias Content = _ViewModifier_Content<Self>
}

/// The result builder of view bodies: any number of views (a parameter pack, as in the iOS 18
/// SDK), `if`, `if`/`else`, and `if #available`.
@resultBuilder public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(_stubView: first) }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(_stubView: second) }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Stub only: the branch taken.
    nonisolated(unsafe) public let _stubView: any View
    nonisolated init(_stubView: any View) { self._stubView = _stubView }
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    nonisolated(unsafe) public var value: T
    nonisolated public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct Group<Content> {
    nonisolated(unsafe) let content: Content
}

extension Group: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

public struct VStack<Content: View>: View {
    nonisolated(unsafe) let content: Content
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
    public var body: Never { fatalError() }
}

@frozen public struct HorizontalAlignment: Equatable, Sendable {
    let key: Int
    public static let leading = HorizontalAlignment(key: 0)
    public static let center = HorizontalAlignment(key: 1)
    public static let trailing = HorizontalAlignment(key: 2)
}

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    nonisolated(unsafe) public var data: Data
    nonisolated(unsafe) public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }
}

@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

public struct AnyView: View {
    /// Stub only: the view wrapped.
    nonisolated(unsafe) public let _stubView: any View
    nonisolated public init<V: View>(_ view: V) { _stubView = view }
    public var body: Never { fatalError() }
}

public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

/// Stub only: a modified view's content and what its modifier's body makes of it, for the
/// harness to walk.
@MainActor public protocol _StubModifiedView {
    var _stubContent: Any { get }
    var _stubApplied: Any { get }
}

extension ModifiedContent: _StubModifiedView where Content: View, Modifier: ViewModifier {
    public var _stubContent: Any { content }
    public var _stubApplied: Any { modifier.body(content: .init()) }
}

/// Stub only: a view that was given a font, line spacing or tracking, and the view it wraps,
/// so that the harness can read them back (on the main actor, as views are).
@MainActor public protocol _StubFontCarrier {
    var _stubFont: Font? { get }
    var _stubLineSpacing: CGFloat? { get }
    var _stubTracking: CGFloat? { get }
    var _stubPadding: CGFloat? { get }
    var _stubInner: Any? { get }
}

public struct _StubFontedView<Content: View>: View, _StubFontCarrier {
    public let _stubFont: Font?
    public let _stubLineSpacing: CGFloat?
    public let _stubTracking: CGFloat?
    public let _stubPadding: CGFloat?
    nonisolated(unsafe) public let _stubInner: Any?

    nonisolated init(
        _stubFont: Font? = nil, _stubLineSpacing: CGFloat? = nil, _stubTracking: CGFloat? = nil,
        _stubPadding: CGFloat? = nil, _stubInner: Any?
    ) {
        self._stubFont = _stubFont
        self._stubLineSpacing = _stubLineSpacing
        self._stubTracking = _stubTracking
        self._stubPadding = _stubPadding
        self._stubInner = _stubInner
    }

    public var body: Never { fatalError() }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        .init(content: self, modifier: modifier)
    }

    nonisolated public func font(_ font: Font?) -> some View {
        _StubFontedView<Self>(_stubFont: font, _stubInner: self)
    }

    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        _StubFontedView<Self>(_stubLineSpacing: lineSpacing, _stubInner: self)
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func tracking(_ tracking: CGFloat) -> some View {
        _StubFontedView<Self>(_stubTracking: tracking, _stubInner: self)
    }

    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _StubFontedView<Self>(_stubPadding: edges == .vertical ? length : nil, _stubInner: self)
    }
}

@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public struct Text: View, Equatable, Sendable {
    let content: String
    var font: Font? = nil
    nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public var body: Never { fatalError() }

    /// `Text`'s own `font(_:)`, which keeps it a `Text` (so texts can be joined with `+`).
    nonisolated public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(lhs.content + rhs.content) }
}
