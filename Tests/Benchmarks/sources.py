#!/usr/bin/env python3
"""CPU time (user + system) of `plistc lint --sources` on 1,000,000 lines of Swift in 5,000
files, beside the Swift compiler's own parser on the same files, in one run (issue 28).

The files (200 lines each) are made from a fixed seed out of the kinds of declaration apps
write: SwiftUI views with custom and fixed fonts and @ScaledMetric, UIKit cells with ScaledFont,
extensions with #if blocks, multi-line strings and regex literals, closures with trailing
closures, nested comments; each is valid Swift. plistc lints Fixtures/sources/Brand.plist with
--sources on the folder; the compiler runs `swiftc -frontend -dump-parse` (and, to separate
parsing from writing the tree, `-parse`) with every file a primary file, in one process. Runs
alternate and the least of each one's times is kept. Rows at 1,250, 2,500 and 5,000 files show
whether time grows linearly; a last row puts 200,000 lines in one file; then hostile shapes of
one file (nested calls, nested closures, 100,000 fonts on one line, 100,000 @ScaledMetrics and
labels, chained conditions) at n and 8n, where linear work takes 8 times as long. Not a test: it
prints numbers, and exits with 1 when plistc's time per file at 5,000 files is over 1.25 × its
time per file at 1,250, over swiftc -dump-parse's, or a shape's 8n over 10 × its n. Nothing it writes belongs in the
repository.

    sources.py PLISTC [RUNS]            (needs swiftc on the PATH)
    sources.py PLISTC RUNS --shapes     (the hostile shapes only; no swiftc)
"""
import os
import random
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DICTIONARY = os.path.join(ROOT, "Fixtures/sources/Brand.plist")
LINES_PER_FILE = 200

# Declarations apps write, each balanced and valid Swift; {n} makes names unique.
DECLARATIONS = [
    '''struct Card{n}: View {{
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24
    let title: String
    let count: Int

    var body: some View {{
        VStack(alignment: .leading, spacing: 8) {{
            Text(title).font(.custom("Brand-Bold", size: 17, relativeTo: .headline))
            Text("Item \\(title) of \\(count)").font(.system(size: 15))
            Image(systemName: "star")
                .frame(width: iconSize, height: iconSize)
        }}
        .padding()
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }}
}}
''',
    '''final class Cell{n}: UITableViewCell {{
    private let nameLabel = UILabel()
    private lazy var scaledFont: ScaledFont = {{
        return ScaledFont(fontName: "Brand")
    }}()

    func configure(with name: String) {{
        nameLabel.text = name
        nameLabel.font = scaledFont.font(forTextStyle: .body)
        nameLabel.adjustsFontForContentSizeCategory = true
        /* A note, /* nested */ still a comment */
        let word = /[a-z]+/
        _ = name.contains(word)
    }}
}}
''',
    '''extension Theme{n} {{
    #if os(iOS)
    static let caption = UIFont.preferredFont(forTextStyle: .caption1)
    #else
    static let caption = UIFont.systemFont(ofSize: 12)
    #endif
    static let banner = """
        Multi-line text with \\(caption.pointSize) points
        and a "quote" in it
        """
    static func heading(_ size: CGFloat) -> Font {{ .custom("Brand-Heavy", fixedSize: size) }}
}}
''',
    '''func load{n}(_ items: [String], completion: @escaping ([String]) -> Void) {{
    let sorted = items.sorted {{ $0 < $1 }}.map {{ $0.uppercased() }}
    DispatchQueue.main.async {{
        completion(sorted.filter {{ !$0.isEmpty }})
    }}
}}
''',
    '''enum Route{n}: String, CaseIterable {{
    case home, settings, profile

    var title: String {{
        switch self {{
        case .home: return NSLocalizedString("Home", comment: "tab")
        case .settings: return #"Settings \\ raw"#
        case .profile: return "Profile"
        }}
    }}
}}
''',
    '''struct Header{n}: View {{
    @Environment(\\.dynamicTypeSize) private var size

    var body: some View {{
        HStack {{
            Text("Title").font(.largeTitle.weight(.bold))
            Spacer()
            Button("Edit") {{ print("edit") }}
                .font(.body)
        }}
    }}
}}
''',
]


# Hostile shapes of one file, each at n and 8n: linear work takes 8 times as long.
SHAPES = {
    "nested calls": lambda n: "m.scaledFont(for: " * (n // 5) + "UIFont.systemFont(ofSize: 1)" + ")" * (n // 5) + "\n",
    "nested closures": lambda n: "".join(f"let a{i} = {{\n" for i in range(n)) + "}\n" * n,
    "one line of fonts": lambda n: "x" + ".font(.system(size: 1))" * n + "\n",
    "@ScaledMetric": lambda n: "".join(f"@ScaledMetric var s{i} = 1\n" for i in range(n))
    + "".join(f"t.font(.custom(n, size: s{i}))\n" for i in range(n)),
    "labels": lambda n: "".join(f"let l{i} = UILabel()\n" for i in range(n))
    + "".join(f"l{i}.font = UIFont.preferredFont(forTextStyle: .body)\n" for i in range(n)),
    "conditions": lambda n: "if x " * n + "{}\n",
    # Shapes of the second red team: each once grew with the square of its size.
    "a run of #": lambda n: "#" * (2 * n) + "\n",
    "a dotted chain": lambda n: "a" + ".a" * (4 * n) + "()\n",
    # Shapes of the app-wide summary: helpers defined in one place and called with a scaled
    # size, functions nested in each other that return a scaled font, custom styles.
    "helpers and calls": lambda n: "".join(f"func h{i}(size: CGFloat) -> Font {{ .custom(\"B\", size: size) }}\n"
                                           for i in range(n // 2))
    + "@ScaledMetric var s: CGFloat = 1\n" + "".join(f"let f{i} = h{i}(size: s)\n" for i in range(n // 2)),
    "nested functions": lambda n: "func f() -> UIFont {\n" * n + "UIFontMetrics.default.scaledFont(for: b)\n" + "}\n" * n,
    "custom styles": lambda n: "".join(f"static let s{i} = UIFont.TextStyle(rawValue: \"S{i}\")\n" for i in range(n))
    + "".join(f"l.font = fonts.font(forTextStyle: .s{i})\n" for i in range(n)),
    "disable spans": lambda n: "".join(f"// plistc:disable fixed-font-size\n// plistc:enable fixed-font-size\n"
                                       for _ in range(n // 2))
    + "".join(f"t.font(.system(size: {i}))\n" for i in range(n // 2)),
    "scaled names in scopes": lambda n: "".join(f"func f{i}() {{ let size = m.scaledValue(for: 1) }}\n"
                                                for i in range(n // 2))
    + "".join("t.font(.custom(n, size: size))\n" for _ in range(n // 2)),
    "nested interpolations": lambda n: 'let s = ' + '"\\(' * 60 + "1" + ')"' * 60 + "\n" * (n // 10),
}


def make_file(generator, number):
    """One file of exactly LINES_PER_FILE lines, from whole declarations and comment lines."""
    lines = [f"// Generated file {number} for plistc's benchmark.", "import SwiftUI", "import UIKit", ""]
    while True:
        text = generator.choice(DECLARATIONS).format(n=f"{number}x{len(lines)}")
        block = text.split("\n")[:-1] + [""]
        if len(lines) + len(block) > LINES_PER_FILE:
            break
        lines += block
    lines += ["// padding"] * (LINES_PER_FILE - len(lines))
    return "\n".join(lines) + "\n"


def make_folder(root, count, seed=28):
    generator = random.Random(seed)
    os.makedirs(root)
    paths = []
    for number in range(count):
        path = os.path.join(root, f"File{number}.swift")
        with open(path, "w", encoding="utf-8") as file:
            file.write(make_file(generator, number))
        paths.append(path)
    return paths


def cpu_time(command):
    """User + system seconds of one run, output discarded (started with posix_spawn, so that
    no copy of this Python process is charged to it)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        pid = os.posix_spawnp(command[0], command, os.environ,
                              file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
        _, status, usage = os.wait4(pid, 0)
    finally:
        os.close(devnull)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"{command[0]} failed with {status}")
    return usage.ru_utime + usage.ru_stime


def swiftc(mode, paths):
    command = [shutil.which("swiftc") or "swiftc", "-frontend", mode]
    for path in paths:
        command += ["-primary-file", path]
    return command


def row(label, lines, commands, runs):
    best = {name: float("inf") for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            best[name] = min(best[name], cpu_time(command))
    cells = "   ".join(f"{best[name]:>12.2f}" for name in commands)
    per_line = best["plistc"] / lines * 1e6
    print(f"{label:<26}{cells}   {best['plistc'] / best['-dump-parse']:>6.2f}   {per_line:>8.2f}")
    return best


def shapes(plistc, runs, folder):
    """Each hostile shape in one file at n and 8n; the largest ratio of their CPU times."""
    print(f"{'one file of':<26}{'n = 12,500':>12}   {'8n':>12}   {'8n / n':>6}")
    worst = 0.0
    for name, make in SHAPES.items():
        times = []
        for n in (12_500, 100_000):
            path = os.path.join(folder, "Shape.swift")
            with open(path, "w", encoding="utf-8") as file:
                file.write(make(n))
            times.append(min(cpu_time([plistc, "lint", DICTIONARY, "--sources", path]) for _ in range(runs)))
        ratio = times[1] / max(times[0], 1e-3)
        worst = max(worst, ratio)
        print(f"{name:<26}{times[0]:>12.2f}   {times[1]:>12.2f}   {ratio:>6.1f}")
    return worst


def main():
    if len(sys.argv) not in (2, 3, 4) or (len(sys.argv) == 4 and sys.argv[3] != "--shapes"):
        sys.exit(__doc__)
    plistc, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) >= 3 else 3
    if len(sys.argv) == 4:
        with tempfile.TemporaryDirectory() as work:
            sys.exit(1 if shapes(plistc, runs, work) > 10 else 0)
    print("CPU s (user+sys), least of", runs)
    print(f"{'files × lines':<26}{'plistc':>12}   {'-dump-parse':>12}   {'-parse':>12}   {'ratio':>6}   {'µs/line':>8}")
    results = {}
    with tempfile.TemporaryDirectory() as work:
        for count in (1_250, 2_500, 5_000):
            folder = os.path.join(work, f"app{count}")
            paths = make_folder(folder, count)
            commands = {"plistc": [plistc, "lint", DICTIONARY, "--sources", folder],
                        "-dump-parse": swiftc("-dump-parse", paths), "-parse": swiftc("-parse", paths)}
            results[count] = row(f"{count:,} × {LINES_PER_FILE}", count * LINES_PER_FILE, commands, runs)
            shutil.rmtree(folder)
        one = os.path.join(work, "one")
        os.makedirs(one)
        generator = random.Random(29)
        big = os.path.join(one, "Big.swift")
        with open(big, "w", encoding="utf-8") as file:
            for number in range(1_000):
                file.write(make_file(generator, number))
        commands = {"plistc": [plistc, "lint", DICTIONARY, "--sources", big],
                    "-dump-parse": swiftc("-dump-parse", [big]), "-parse": swiftc("-parse", [big])}
        row(f"1 × {1_000 * LINES_PER_FILE:,}", 1_000 * LINES_PER_FILE, commands, runs)
        print()
        worst = shapes(plistc, runs, one)
    growth = (results[5_000]["plistc"] / 5_000) / (results[1_250]["plistc"] / 1_250)
    print(f"time per file at 5,000 files / at 1,250: {growth:.2f}")
    sys.exit(1 if growth > 1.25 or results[5_000]["plistc"] > results[5_000]["-dump-parse"] or worst > 10 else 0)


if __name__ == "__main__":
    main()
