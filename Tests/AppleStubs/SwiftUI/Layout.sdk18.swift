// Edges as the iOS 18 SDK declares them (SOURCES.md): Sendable (its trailing conformances).

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing
    @frozen public struct Set: OptionSet {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top: Edge.Set = Edge.Set(.top)
        public static let leading: Edge.Set = Edge.Set(.leading)
        public static let bottom: Edge.Set = Edge.Set(.bottom)
        public static let trailing: Edge.Set = Edge.Set(.trailing)
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Edge.Set = [.leading, .trailing]
        public static let vertical: Edge.Set = [.top, .bottom]
        public init(_ e: Edge) { rawValue = 1 << e.rawValue }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge.Set: Sendable {}
