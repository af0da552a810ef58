// Apple's container views and previews as the iOS 18 SDK declares them (SOURCES.md,
// SwiftUICore and SwiftUI of iOS 18.0): views on the main actor, made `nonisolated`.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct EmptyView: View {
    @inlinable nonisolated public init() {}
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EmptyView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct TupleView<T>: View {
    @usableFromInline
    nonisolated(unsafe) internal var storedValue: T
    @MainActor @preconcurrency public var value: T {
        get { storedValue }
        set { storedValue = newValue }
    }
    @inlinable nonisolated public init(_ value: T) { storedValue = value }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

@available(*, unavailable)
extension TupleView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    @frozen public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: _ConditionalContent<TrueContent, FalseContent>.Storage
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
@frozen @MainActor @preconcurrency public struct AnyView: View {
    nonisolated(unsafe) internal var storage: Any
    nonisolated public init<V>(_ view: V) where V: View { storage = view }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
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
    @inlinable nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
    @usableFromInline
    nonisolated(unsafe) internal var _tree: Content
    @inlinable nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        _tree = content()
    }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

@available(*, unavailable)
extension VStack: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol _PreviewProvider {
    @MainActor @preconcurrency static var _previews: Any { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol PreviewProvider: _PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @preconcurrency @MainActor static var previews: Self.Previews { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PreviewProvider {
    @MainActor @preconcurrency public static var _previews: Any { previews }
}
