#!/usr/bin/env python3
"""The calls the Swift compiler's own parser finds: the referee of plistc's call matcher.

usage: parser_calls.py SWIFTC FILE...

For each FILE, runs `SWIFTC -frontend -dump-parse` and prints one JSON object: for each file, the
list of its calls as `name(label:label:)` (`_` for an unlabelled argument, trailing closures
included, as the parser counts them), skipping the implicit calls the parser adds (string
interpolation) and the copy of an initializer it keeps (`processed_init`). A callee that is no
name (a closure, a generic specialization) is left out. The parser leaves every `#if` block out
of its tree, so give it one `#if` configuration a file, the directives blanked (the tests'
`IfConfigurations` makes them).
"""
import json
import re
import subprocess
import sys

CALLEE = re.compile(r'^\((unresolved_decl_ref_expr|unresolved_member_expr)\b.*?\bname="([^"]+)"'
                    r'|^\(unresolved_dot_expr\b.*?\bfield="([^"]+)"')
LABELS = re.compile(r'\blabels="([^"]*)"')


def calls(dump):
    lines = dump.split("\n")
    depths = [len(line) - len(line.lstrip(" ")) for line in lines]
    found = []
    skip_below = None
    for index, line in enumerate(lines):
        stripped, depth = line.lstrip(" "), depths[index]
        if skip_below is not None:
            if depth > skip_below:
                continue
            skip_below = None
        if stripped.startswith("(processed_init="):
            skip_below = depth
            continue
        head = stripped.split(" ")[0]
        if not (head == "(call_expr" or head.endswith("=call_expr")) or " implicit " in stripped:
            continue
        children = []
        for offset in range(index + 1, len(lines)):
            if depths[offset] <= depth:
                break
            if depths[offset] == depth + 2:
                children.append(offset)
        if len(children) < 2:
            continue
        callee = lines[children[0]].lstrip(" ")
        match = CALLEE.match(callee)
        argument_list = next((child for child in children[1:] if lines[child].lstrip(" ").startswith("(argument_list")), None)
        if not match or " implicit " in callee or argument_list is None:
            continue
        name = match.group(2) or match.group(3)
        labels = LABELS.search(lines[argument_list])
        if labels:
            names = labels.group(1).split(":")[:-1]
        else:
            count = 0
            for offset in range(argument_list + 1, len(lines)):
                if depths[offset] <= depths[argument_list]:
                    break
                if depths[offset] == depths[argument_list] + 2 and lines[offset].lstrip(" ").startswith("(argument"):
                    count += 1
            names = ["_"] * count
        found.append(name + "(" + "".join(label + ":" for label in names) + ")")
    return found


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    swiftc, files = sys.argv[1], sys.argv[2:]
    result = {}
    for path in files:
        run = subprocess.run([swiftc, "-frontend", "-dump-parse", path], capture_output=True, text=True)
        result[path] = calls(run.stdout + run.stderr)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
