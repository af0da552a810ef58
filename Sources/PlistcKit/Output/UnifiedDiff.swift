/// A unified diff (`diff -u` style, three lines of context) between a file and its fixed text.
///
/// Lines are matched by Myers' algorithm (a shortest edit script) between the common start
/// and end of the texts, up to `maxEdits` changed lines; past that, greedily, resynchronising
/// within a small window after each difference, so that a file with very many fixes still
/// costs time linear in its size. The diff is always correct; only the greedy one may be
/// longer than necessary.
package enum UnifiedDiff {
    private static let context = 3
    private static let window = 16
    private static let maxEdits = 400

    private enum Operation {
        case same, removed, added
    }

    /// The diff, or the empty string when the texts are the same.
    package static func render(old: [UInt8], new: [UInt8], path: String) -> String {
        guard old != new else { return "" }
        let (oldLines, newLines) = (lines(of: old), lines(of: new))
        let operations = match(oldLines, newLines)
        // The file's name on the header lines, escaped: a line break in it would end the header.
        let name = TextReporter.printable(path)
        var text = "--- a/\(name)\n+++ b/\(name)\n"
        var index = 0
        while let start = operations[index...].firstIndex(where: { $0.0 != .same }) {
            // A hunk: from three lines before this change to three after the last change
            // that is closer than that.
            var end = start
            while let next = operations[(end + 1)...].firstIndex(where: { $0.0 != .same }),
                next - end <= 2 * context
            {
                end = next
            }
            let from = max(0, start - context)
            let to = min(operations.count, end + context + 1)
            text += hunk(operations[from..<to], oldLines, newLines)
            index = to
        }
        return text
    }

    private static func hunk(
        _ operations: ArraySlice<(Operation, Int, Int)>, _ oldLines: [ArraySlice<UInt8>],
        _ newLines: [ArraySlice<UInt8>]
    ) -> String {
        var body = ""
        var (oldCount, newCount) = (0, 0)
        for (operation, oldIndex, newIndex) in operations {
            switch operation {
            case .same:
                body += " " + show(oldLines[oldIndex])
                (oldCount, newCount) = (oldCount + 1, newCount + 1)
            case .removed:
                body += "-" + show(oldLines[oldIndex])
                oldCount += 1
            case .added:
                body += "+" + show(newLines[newIndex])
                newCount += 1
            }
        }
        let first = operations.first.map { ($0.1, $0.2) } ?? (0, 0)
        let oldStart = oldCount == 0 ? first.0 : first.0 + 1
        let newStart = newCount == 0 ? first.1 : first.1 + 1
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
    }

    /// A line as printed: its bytes, its own line end, and the marker of a missing last one.
    private static func show(_ line: ArraySlice<UInt8>) -> String {
        let text = String(decoding: line, as: UTF8.self)
        return line.last == 0x0A || line.last == 0x0D ? text : text + "\n\\ No newline at end of file\n"
    }

    /// Each operation with the old and new line it stands at (the next line's index for the
    /// side it does not touch).
    private static func match(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [(Operation, Int, Int)] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let middle =
            shortest(old[prefix..<(old.count - suffix)], new[prefix..<(new.count - suffix)])
            ?? greedy(old, new, from: prefix, to: (old.count - suffix, new.count - suffix))
        let head = (0..<prefix).map { (Operation.same, $0, $0) }
        let tail = (0..<suffix).map { (Operation.same, old.count - suffix + $0, new.count - suffix + $0) }
        return head + middle + tail
    }

    /// Myers' shortest edit script between two runs of lines (indices are the texts'), or
    /// `nil` when it needs more than `maxEdits` changed lines.
    private static func shortest(_ old: ArraySlice<ArraySlice<UInt8>>, _ new: ArraySlice<ArraySlice<UInt8>>)
        -> [(Operation, Int, Int)]?
    {
        let (n, m) = (old.count, new.count)
        let limit = min(n + m, maxEdits)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(furthest)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[old.startIndex + x] == new[new.startIndex + y] { (x, y) = (x + 1, y + 1) }
                furthest[offset + k] = x
                if x >= n && y >= m {
                    return backtrack(trace, offset: offset, n: n, m: m, old.startIndex, new.startIndex)
                }
            }
        }
        return nil
    }

    private static func backtrack(_ trace: [[Int]], offset: Int, n: Int, m: Int, _ oldStart: Int, _ newStart: Int)
        -> [(Operation, Int, Int)]
    {
        var operations: [(Operation, Int, Int)] = []
        var (x, y) = (n, m)
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let furthest = trace[d]
            let k = x - y
            let previous =
                k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : furthest[offset + previous]
            let previousY = previousX - previous
            while x > previousX, y > previousY {
                (x, y) = (x - 1, y - 1)
                operations.append((.same, oldStart + x, newStart + y))
            }
            guard d > 0 else { break }
            if x == previousX {
                operations.append((.added, oldStart + x, newStart + previousY))
            } else {
                operations.append((.removed, oldStart + previousX, newStart + y))
            }
            (x, y) = (previousX, previousY)
        }
        return operations.reversed()
    }

    /// Greedy matching between `from` and `to`, for texts with more changes than Myers' bound.
    private static func greedy(
        _ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>], from start: Int, to end: (Int, Int)
    ) -> [(Operation, Int, Int)] {
        let (old, new) = (Array(old[..<end.0]), Array(new[..<end.1]))
        var operations: [(Operation, Int, Int)] = []
        var (i, j) = (start, start)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                operations.append((.same, i, j))
                (i, j) = (i + 1, j + 1)
                continue
            }
            let (skipOld, skipNew) = resynchronisation(old, i, new, j)
            for k in 0..<skipOld { operations.append((.removed, i + k, j)) }
            for k in 0..<skipNew { operations.append((.added, i + skipOld, j + k)) }
            (i, j) = (i + skipOld, j + skipNew)
        }
        return operations
    }

    /// How many old and new lines to take as changed before the texts agree again: the
    /// fewest within the window, or one of each (what is left) when they do not agree in it.
    private static func resynchronisation(
        _ old: [ArraySlice<UInt8>], _ i: Int, _ new: [ArraySlice<UInt8>], _ j: Int
    ) -> (Int, Int) {
        for total in 1...(2 * window) {
            for skipOld in max(0, total - window)...min(total, window) {
                let skipNew = total - skipOld
                if i + skipOld < old.count, j + skipNew < new.count, old[i + skipOld] == new[j + skipNew] {
                    return (skipOld, skipNew)
                }
            }
        }
        return (min(1, old.count - i), min(1, new.count - j))
    }

    /// The lines of a text, each with its line end (LF, CR LF or CR).
    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D {
                lines.append(bytes[start..<index])
                start = index
            }
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }
}
