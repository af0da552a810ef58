import PlistcSwiftSource
import Testing

/// Calls as the compiler's parser has them: callee, base and labels.
@Suite("Matching calls")
struct CallMatcherTests {
    static func calls(_ source: String) -> [String] {
        let tokens = SwiftLexer(Array(source.utf8)).tokens
        return CallMatcher.calls(in: tokens).map { call in
            let base = call.base == .implicitMember ? "." : call.base == .expression ? "_." : ""
            let labels = call.labels.map { $0 ?? "_" }.joined(separator: ",")
            return
                "\(base)\(call.names.joined(separator: "."))(\(labels))\(call.trailingClosures > 0 ? "{\(call.trailingClosures)}" : "")@\(call.line):\(call.column)"
        }
    }

    @Test func swiftUICallSites() {
        let source = """
            Text("Hi").font(.custom("Inter", size: size, relativeTo: .body))
                .padding()
            Button("Save") { save() }
            """
        #expect(
            Self.calls(source) == [
                "Text(_)@1:1", "_.font(_)@1:12", ".custom(_,size,relativeTo)@1:18", "_.padding()@2:6",
                "Button(_){1}@3:1",
                "save()@3:18",
            ])
    }

    @Test func uiKitCallSites() {
        let source = """
            let font = UIFont(name: "Noteworthy-Light", size: 17)!
            label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
            super.init(frame: .zero)
            """
        #expect(
            Self.calls(source) == [
                "UIFont(name,size)@1:12", "UIFontMetrics(forTextStyle)@2:14", "_.scaledFont(for)@2:49",
                "super.init(frame)@3:7",
            ])
    }

    @Test func declarationsAttributesAndPatternsAreNoCalls() {
        let source = """
            @available(iOS 15, *)
            func size(for style: Style) -> CGFloat { if (a) { return (b) } }
            init(name: String) {}
            var x: Int { get { 1 } set(value) { } }
            switch f { case .custom(let name): break }
            #Preview("Light") { V() }
            let t: (Int, Int) = (1, 2)
            """
        #expect(Self.calls(source) == ["V()@6:21"])
    }

    @Test func labelsAtTheTopLevelOnly() {
        #expect(Self.calls("f(a: g(b: 1), c ? d : e, [k: v], { x in x })") == ["f(a,_,_,_)@1:1", "g(b)@1:6"])
    }

    @Test func aLineBreakBeforeTheParenthesisEndsTheCall() {
        #expect(Self.calls("let a = f\n(b)") == [])
    }

    @Test func unbalancedInputFindsWhatCloses() {
        #expect(Self.calls("f(a: g(b: 1)") == ["g(b)@1:6"])
    }
}
