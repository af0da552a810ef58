#!/usr/bin/env python3
"""The elements of an XML file as Python's expat reads them, for InterfaceBuilderTests: one line
per start tag, `LINE<TAB>NAME<TAB>ATTRIBUTES` (the attributes as JSON, in document order), or one
line `error<TAB>LINE` when expat refuses the file. A referee for plistc's XMLElements.

    xml_elements.py FILE
"""
import json
import sys
import xml.parsers.expat


def main():
    parser = xml.parsers.expat.ParserCreate()
    parser.ordered_attributes = True
    lines = []

    def start(name, attributes):
        pairs = [[attributes[i], attributes[i + 1]] for i in range(0, len(attributes), 2)]
        lines.append(f"{parser.CurrentLineNumber}\t{name}\t{json.dumps(pairs, ensure_ascii=False)}")

    parser.StartElementHandler = start
    with open(sys.argv[1], "rb") as file:
        try:
            parser.ParseFile(file)
        except xml.parsers.expat.ExpatError as error:
            print(f"error\t{error.lineno}")
            return
    sys.stdout.write("".join(line + "\n" for line in lines))


if __name__ == "__main__":
    main()
