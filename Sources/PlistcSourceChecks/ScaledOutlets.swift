/// The properties the app's Swift gives a scaled font (`FontAssignment`, from every file's
/// summary), for the storyboard views they hold: a view whose outlet is one of them shows the
/// scaled font, whatever size Interface Builder gives it.
struct ScaledOutlets: Sendable {
    /// `Type.property` for a type's own property; the property alone for another object's.
    private let own: Set<String>
    private let others: Set<String>
    /// Each class with the class it inherits from.
    private let superclasses: [String: String]

    /// The most superclasses walked up from a storyboard's class.
    static let maxSteps = 16

    /// The properties `assignments` give a scaled font: one its file shows scaled, or whose
    /// value makes a call (`scalingCalls`, or a helper named in `scalingHelpers`) or reads a
    /// property (`scaledProperties`) that gives a scaled font in the app.
    init(
        _ assignments: [FontAssignment], superclasses: [String: String], scalingCalls: Set<StyleLoader.Method>,
        scalingHelpers: Set<String>, scaledProperties: Set<String>
    ) {
        var (own, others) = (Set<String>(), Set<String>())
        for assignment in assignments {
            guard
                assignment.scaled || assignment.names.contains(where: scaledProperties.contains)
                    || assignment.calls.contains(where: {
                        scalingCalls.contains($0) || scalingHelpers.contains($0.name)
                    })
            else { continue }
            if let type = assignment.typeName {
                own.insert(type + "." + assignment.property)
            } else {
                others.insert(assignment.property)
            }
        }
        (self.own, self.others, self.superclasses) = (own, others, superclasses)
    }

    /// Whether the app gives the property `property` of class `type` (a storyboard's
    /// `customClass`; `nil`: none named) a scaled font: in the class's code or a superclass's,
    /// or through another object holding it (`cell.titleLabel.font = …`).
    func scales(_ property: String, of type: String?) -> Bool {
        others.contains(property) || lineage(of: type) { own.contains($0 + "." + property) }
    }

    /// Whether the class `type` (a storyboard view's `customClass`) or a superclass gives
    /// itself a scaled font: `self.font = …`, or a button's `titleLabel?.font = …`.
    func scalesItself(_ type: String) -> Bool {
        lineage(of: type) { own.contains($0 + ".") || own.contains($0 + ".titleLabel") }
    }

    /// Whether `test` holds for the class `type` or one of its superclasses, at most
    /// `maxSteps` up.
    private func lineage(of type: String?, _ test: (String) -> Bool) -> Bool {
        var (type, steps) = (type, 0)
        while let name = type, steps <= Self.maxSteps {
            if test(name) { return true }
            type = superclasses[name]
            steps += 1
        }
        return false
    }
}
