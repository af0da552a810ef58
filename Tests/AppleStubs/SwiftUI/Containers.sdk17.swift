// Apple's container views and previews as the iOS 17 SDK declares them (SOURCES.md,
// "Containers, iOS 17"): not isolated, with `@MainActor(unsafe)` only on previews.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyView: View {
    @inlinable public init() {}
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EmptyView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct TupleView<T>: View {
    public var value: T
    @inlinable public init(_ value: T) { self.value = value }
    public typealias Body = Never
}

@available(*, unavailable)
extension TupleView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline
    @frozen internal enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    @usableFromInline
    internal let storage: _ConditionalContent<TrueContent, FalseContent>.Storage
}

@available(*, unavailable)
extension _ConditionalContent.Storage: Sendable {}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    @usableFromInline
    internal init(storage: _ConditionalContent<TrueContent, FalseContent>.Storage) { self.storage = storage }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyView: View {
    internal var storage: Any
    public init<V>(_ view: V) where V: View { storage = view }
    public typealias Body = Never
}

@available(*, unavailable)
extension AnyView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Group<Content> {
    public typealias Body = Never
    @usableFromInline
    internal var content: Content
}

@available(*, unavailable)
extension Group: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
    @inlinable public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VStack<Content>: View where Content: View {
    @usableFromInline
    internal var _tree: Content
    @inlinable public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        _tree = content()
    }
    public typealias Body = Never
}

@available(*, unavailable)
extension VStack: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol _PreviewProvider {
    @preconcurrency @MainActor static var _previews: Any { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol PreviewProvider: _PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @preconcurrency @MainActor static var previews: Self.Previews { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PreviewProvider {
    @preconcurrency @MainActor public static var _previews: Any { previews }
}
