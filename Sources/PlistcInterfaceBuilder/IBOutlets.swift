/// The outlets of an Interface Builder file (read with its text views, `TextViewFonts`): for
/// each object's identifier, the properties of
/// code that hold it (`<connections><outlet property="titleLabel" destination="abc-12-xyz"/>`),
/// each with the class of the object the connection belongs to: the `customClass` of a scene's
/// view controller, of a XIB's File's Owner, or of a custom view or cell.
public struct IBOutlets: Sendable {
    /// One property that holds an object.
    public struct Outlet: Sendable, Hashable {
        /// The class that declares the property (`ProfileViewController`); `nil` when the
        /// connection's object names no custom class.
        public let ownerClass: String?
        /// The property (`titleLabel`).
        public let property: String
        /// Whether it is an outlet collection (`@IBOutlet var labels: [UILabel]!`).
        public let isCollection: Bool

        /// The property `property` of `ownerClass` (`nil`: of no class named).
        public init(ownerClass: String?, property: String, isCollection: Bool) {
            (self.ownerClass, self.property, self.isCollection) = (ownerClass, property, isCollection)
        }

        /// How a message names it: `ProfileViewController.titleLabel`.
        public var words: String { (ownerClass.map { $0 + "." } ?? "") + property }
    }

    /// The outlets that hold each object, by its identifier, in document order.
    public private(set) var byDestination: [String: [Outlet]] = [:]

    /// Whether an element of this name is an outlet.
    static func names(_ name: String) -> Bool { name == "outlet" || name == "outletCollection" }

    /// Adds `element` of `document`, an `<outlet>` or `<outletCollection>`, when it is in a
    /// `<connections>` and names its property and object.
    mutating func add(_ element: XMLElements.Element, in document: XMLElements) {
        guard let property = document.attribute("property", of: element),
            let destination = document.attribute("destination", of: element), element.parent >= 0
        else { return }
        let connections = document.elements[element.parent]
        guard connections.name == "connections", connections.parent >= 0 else { return }
        let owner = document.elements[connections.parent]
        byDestination[destination, default: []].append(
            Outlet(
                ownerClass: document.attribute("customClass", of: owner), property: property,
                isCollection: element.name == "outletCollection"))
    }
}
