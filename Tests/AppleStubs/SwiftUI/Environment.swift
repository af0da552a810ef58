// Apple's environment, Dynamic Type sizes and property wrappers (SOURCES.md, "Environment"):
// signatures only. The values every `@Environment` reads are the harness's (Hooks.swift).

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    var _stubStorage: _StubEnvironmentStorage
    public init() { _stubStorage = _StubEnvironmentStorage.current }
    public var description: String { "EnvironmentValues" }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    public var legibilityWeight: LegibilityWeight? {
        get { _stubStorage.legibilityWeight }
        set { _stubStorage.legibilityWeight = newValue }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize {
        get { _stubStorage.dynamicTypeSize }
        set { _stubStorage.dynamicTypeSize = newValue }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    public mutating func update() {}
}
