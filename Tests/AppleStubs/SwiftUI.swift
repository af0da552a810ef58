// A stand-in for the parts of Apple's SwiftUI that plistc's generated Swift uses, so that the
// generated code is type-checked on Linux. Declarations only; nothing here runs.
//
// Every signature is copied from Apple's published interface, as collected with sources in
// the workspace's docs/apple-api.md: the iOS 17.4 SDK SwiftUI.swiftinterface (S1) and
// developer.apple.com documentation (S4); EnvironmentValues.legibilityWeight and
// LegibilityWeight from developer.apple.com/documentation/swiftui/environmentvalues/
// legibilityweight and /swiftui/legibilityweight. Bodies are placeholders.
@_exported import Foundation

// S1 L2338: @frozen public struct Font : Hashable, Sendable
public struct Font: Hashable, Sendable {
    private let name: String

    // S1 L5298: public enum TextStyle : CaseIterable, Sendable (not frozen: clients need default)
    public enum TextStyle: CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2
    }

    // S1 L5262–5289: the text-style fonts.
    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    // S1 L22491–22504
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(name: name)
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(name: name) }
}

// S1 L24346: public protocol DynamicProperty (the underscored requirements have defaults)
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

// S1 L6796: @propertyWrapper public struct ScaledMetric<Value> : DynamicProperty
//           where Value : BinaryFloatingPoint
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    private let value: Value
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }
    public init(wrappedValue: Value) { value = wrappedValue }
    public var wrappedValue: Value { value }
}

// S4 swiftui/legibilityweight: enum LegibilityWeight (Equatable, Hashable, Sendable)
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

// S1 environment values; S4 environmentvalues/legibilityweight:
// var legibilityWeight: LegibilityWeight? { get set }
public struct EnvironmentValues {
    public var legibilityWeight: LegibilityWeight?
}

// S1: @frozen @propertyWrapper public struct Environment<Value> : DynamicProperty
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// S1 L24783: public protocol View { associatedtype Body : View; var body: Body { get } }
public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

// S1 L4701: public protocol ViewModifier { associatedtype Body : View;
//           func body(content: Content) -> Body; typealias Content = _ViewModifier_Content<Self> }
public protocol ViewModifier {
    associatedtype Body: View
    func body(content: Content) -> Body
    typealias Content = _ViewModifier_Content<Self>
}

// S1 L389: public struct _ViewModifier_Content<Modifier> : View where Modifier : ViewModifier
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

// S1 L4735: @frozen public struct ModifiedContent<Content, Modifier>, a View when Content is a
// View and Modifier a ViewModifier (L4758).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

extension View {
    // S1 L4735: public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { .init(content: self, modifier: modifier) }

    // S1 L13314: public func font(_ font: Font?) -> some View
    public func font(_ font: Font?) -> some View { self }
}

// S1 L19378: public enum DynamicTypeSize : Hashable, Comparable, CaseIterable, Sendable (not frozen)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
