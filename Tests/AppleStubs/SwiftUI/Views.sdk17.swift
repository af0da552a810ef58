// Apple's views, view builder and modifiers as the iOS 17 SDK declares them (SOURCES.md,
// "Views, iOS 17"): `View` and `ViewModifier` are not isolated, only their `body` is
// `@MainActor(unsafe)` (spelled `@preconcurrency @MainActor` here), and modifiers are not
// `nonisolated`. Modifiers return the harness's `_StubFontedView` as their opaque result.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol View {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View where Self.Body == Never {
    public var body: Never { fatalError("\(Self.self) has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    @inlinable public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        return .init(content: self, modifier: modifier)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    @preconcurrency @MainActor public var body: ModifiedContent<Content, Modifier>.Body { fatalError() }
}
