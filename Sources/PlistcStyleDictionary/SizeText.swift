/// How point sizes are written for people and for machines, the same in rule messages and in
/// every generated format. A size that is not a finite number (a file's `<real>nan</real>`, or a
/// huge size scaled past the largest double) is written as `nan`, `inf` or `-inf`.
public enum SizeText {
    /// For people: whole numbers bare, others to three decimals at most (`16.333`, `17.5`).
    public static func display(_ size: Double) -> String {
        guard size.isFinite, abs(size) < 1e15 else { return exact(size) }
        if size == size.rounded() { return String(Int(size)) }
        let thousandths = (size * 1000).rounded() / 1000
        if thousandths == thousandths.rounded() { return String(Int(thousandths)) }
        var text = String(thousandths)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// For machines and messages: whole numbers bare, others exactly (the shortest text that
    /// reads back the same double); `nan`, `inf` and `-inf` for the others.
    public static func exact(_ size: Double) -> String {
        size.isFinite && size == size.rounded() && abs(size) < 1e15 ? String(Int(size)) : String(size)
    }
}
