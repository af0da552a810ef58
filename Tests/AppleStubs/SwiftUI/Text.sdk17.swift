// Apple's `Text` and the view modifiers the generated code and its call sites use, as the
// iOS 17 SDK declares them (SOURCES.md, "Text and modifiers, iOS 17"): not `nonisolated`.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    @usableFromInline
    internal var storage: String
    @usableFromInline
    internal var _stubFontValue: Font? = nil
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { storage = String(content) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    public func font(_ font: Font?) -> Text {
        var text = self
        text._stubFontValue = font
        return text
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    public static func + (lhs: Text, rhs: Text) -> Text { Text(lhs.storage + rhs.storage) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func font(_ font: Font?) -> some View { _StubFontedView(_stubFont: font, _stubInner: self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func tracking(_ tracking: CGFloat) -> some View {
        _StubFontedView(_stubTracking: tracking, _stubInner: self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        return _StubFontedView(_stubLineSpacing: lineSpacing, _stubInner: self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _StubFontedView(_stubPadding: edges == .vertical ? length : nil, _stubInner: self)
    }
}
