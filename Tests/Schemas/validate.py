#!/usr/bin/env python3
"""Validates JSON documents against a JSON schema with the `jsonschema` package (PyPI).

    validate.py [--store DIR] SCHEMA FILE...
        prints each document's first error; exits 1 if any fails. With --store, every schema
        under DIR is known by its $id, so that a schema split over files (DTCG's) resolves its
        $refs offline.
"""
import os
import json
import sys

import jsonschema


def store_of(folder):
    store = {}
    for root, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".json"):
                with open(os.path.join(root, name)) as file:
                    document = json.load(file)
                if "$id" in document:
                    store[document["$id"]] = document
    return store


def validator_for(schema, store):
    cls = jsonschema.validators.validator_for(schema)
    if not store:
        return cls(schema)
    try:
        from referencing import Registry, Resource

        registry = Registry().with_resources(
            (uri, Resource.from_contents(document)) for uri, document in store.items())
        return cls(schema, registry=registry)
    except ImportError:  # jsonschema before 4.18 (Debian's): the older resolver
        resolver = jsonschema.RefResolver.from_schema(schema, store=store)
        return cls(schema, resolver=resolver)


def main():
    arguments = sys.argv[1:]
    store = {}
    if arguments[0] == "--store":
        store = store_of(arguments[1])
        arguments = arguments[2:]
    sys.argv = [sys.argv[0]] + arguments
    with open(sys.argv[1]) as file:
        schema = json.load(file)
    validator = validator_for(schema, store)
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
