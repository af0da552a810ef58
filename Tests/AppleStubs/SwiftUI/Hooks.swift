// The harness's hooks into the SwiftUI stub: not Apple's API, so nothing here may declare a
// public name that does not start with `_stub` or `_Stub` (AppleStubSourcesTests checks).
// They let a test set the environment, and read back what a view was given. Generated code
// never names them.

extension Font {
    /// What the font is.
    public enum _StubKind: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(TextStyle, design: Design?, weight: Weight?)
        case custom(String, size: CGFloat, relativeTo: TextStyle?)
        case fixed(String, size: CGFloat)
    }

    public var _stubKind: _StubKind { provider.kind }
    /// The weight set with `weight(_:)`.
    public var _stubWeight: Weight? { provider.weight }
}

/// What `EnvironmentValues()` holds: the harness sets it through `_stubCurrent`.
struct _StubEnvironmentStorage: Sendable {
    nonisolated(unsafe) static var current = _StubEnvironmentStorage()
    var legibilityWeight: LegibilityWeight? = nil
    var dynamicTypeSize: DynamicTypeSize = .large
}

extension EnvironmentValues {
    /// The values every `@Environment` and `EnvironmentValues()` read.
    public static var _stubCurrent: EnvironmentValues {
        get { EnvironmentValues() }
        set { _StubEnvironmentStorage.current = newValue._stubStorage }
    }
}

/// A modified view's content and what its modifier's body makes of it, for the harness to walk.
@MainActor public protocol _StubModifiedView {
    var _stubContent: Any { get }
    var _stubApplied: Any { get }
}

extension ModifiedContent: _StubModifiedView where Content: View, Modifier: ViewModifier {
    public var _stubContent: Any { content }
    public var _stubApplied: Any { modifier.body(content: .init()) }
}

/// A view that was given a font, line spacing, tracking or vertical padding, and the view it
/// wraps, so that the harness can read them back (on the main actor, as views are).
@MainActor public protocol _StubFontCarrier {
    var _stubFont: Font? { get }
    var _stubLineSpacing: CGFloat? { get }
    var _stubTracking: CGFloat? { get }
    var _stubPadding: CGFloat? { get }
    var _stubInner: Any? { get }
}

/// The opaque result of the stubs' modifiers.
public struct _StubFontedView<Content: View>: View, _StubFontCarrier {
    public let _stubFont: Font?
    public let _stubLineSpacing: CGFloat?
    public let _stubTracking: CGFloat?
    public let _stubPadding: CGFloat?
    nonisolated(unsafe) public let _stubInner: Any?

    nonisolated init(
        _stubFont: Font? = nil, _stubLineSpacing: CGFloat? = nil, _stubTracking: CGFloat? = nil,
        _stubPadding: CGFloat? = nil, _stubInner: Content
    ) {
        self._stubFont = _stubFont
        self._stubLineSpacing = _stubLineSpacing
        self._stubTracking = _stubTracking
        self._stubPadding = _stubPadding
        self._stubInner = _stubInner
    }

    public typealias Body = Never
}
