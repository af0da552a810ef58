#!/usr/bin/env python3
"""Validates JSON documents against a JSON schema with the `jsonschema` package (PyPI).

    validate.py SCHEMA FILE...    prints each document's first error; exits 1 if any fails
"""
import json
import sys

import jsonschema


def main():
    with open(sys.argv[1]) as file:
        schema = json.load(file)
    validator = jsonschema.validators.validator_for(schema)(schema)
    failures = 0
    for path in sys.argv[2:]:
        with open(path) as file:
            document = json.load(file)
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
        if errors:
            failures += 1
            error = errors[0]
            print("%s: %s at %s" % (path, error.message, "/".join(str(part) for part in error.path)))
    print("validated %d files: %d invalid" % (len(sys.argv) - 2, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
