#!/usr/bin/env python3
"""The design-token shapes of the growth benchmark, for `plistc import`: each a function of n
(about n tokens) that returns one DTCG file's text. Each grows one thing a tokens file from a
pull request controls: tokens, alias chains, aliases that fan out (a tower of tokens each naming
the next twice: resolved afresh at every use, 40 levels never end), aliases into cycles, a
long group name over many tokens, and tokens that contend for one style; and the forms real
tools write: string dimensions with arithmetic over aliases, and tokens over 50 files (a Style
Dictionary source folder, a Tokens Studio project read by one theme). A shape gives one file's
text, or a folder's files by name. Deterministic: the same n always gives the same bytes.
"""
import json

STYLES = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
          "footnote", "caption", "caption2"]


def dimension(points):
    return {"$type": "dimension", "$value": {"value": points, "unit": "px"}}


def typography(size):
    return {"$type": "typography",
            "$value": {"fontFamily": "Avenir-Book", "fontSize": size, "fontWeight": 400}}


def document(groups, size=lambda index: {"value": 11 + index, "unit": "px"}):
    """`groups` beside one typography token per style, whose sizes are `size(index)`."""
    styles = {style: typography(size(index)) for index, style in enumerate(STYLES)}
    return json.dumps(dict(groups, styles=styles), indent=1)


def flat(n):
    """n dimension tokens in one group, each style's size an alias to one of them."""
    sizes = {"s%d" % i: dimension(11 + i % 30) for i in range(n)}
    return document({"size": sizes}, lambda index: "{size.s%d}" % (index * (n // len(STYLES))))


def alias_chain(n):
    """A chain of n aliases (`s1` names `s0`, `s2` names `s1`, …); the styles name short ones."""
    chain = {"s0": dimension(17)}
    chain.update({"s%d" % i: {"$value": "{chain.s%d}" % (i - 1)} for i in range(1, n)})
    return document({"chain": chain}, lambda index: "{chain.s%d}" % index)


def alias_towers(n):
    """n/40 towers of 40 levels, each level an array naming the next level twice."""
    towers = {}
    for tower in range(max(1, n // 40)):
        levels = {"l40": dimension(17)}
        levels.update({"l%d" % level: {"$value": ["{t%d.l%d}" % (tower, level + 1)] * 2} for level in range(40)})
        towers["t%d" % tower] = levels
    return document(towers)


def alias_fan_in(n):
    """One token whose value is an array of n aliases, to n tokens."""
    sizes = {"s%d" % i: dimension(i) for i in range(n)}
    sizes["all"] = {"$value": ["{size.s%d}" % i for i in range(n)]}
    return document({"size": sizes})


def cycle_tails(n):
    """n tokens in one chain that ends in a cycle of two: every one is a finding."""
    tail = {"a": {"$value": "{tail.b}"}, "b": {"$value": "{tail.a}"}, "s0": {"$value": "{tail.a}"}}
    tail.update({"s%d" % i: {"$value": "{tail.s%d}" % (i - 1)} for i in range(1, n)})
    return document({"tail": tail})


def long_group(n):
    """n tokens in a group whose name is n characters long, each with an alias to no token."""
    return document({"g" * n: {"s%d" % i: {"$value": "{nowhere.s%d}" % i} for i in range(n)}})


def contending(n):
    """n groups that each hold a `body` token: every one after the first is a finding."""
    return document({"g%d" % i: {"body": typography({"value": 17, "unit": "px"})} for i in range(n)})


FILES = 50


def math(n):
    """n string dimensions, each arithmetic over an alias (`roundTo({size.base} * 1.25^2) + 3px`)."""
    sizes = {"base": {"$type": "dimension", "$value": "16px"}}
    sizes.update({"s%d" % i: {"$type": "dimension", "$value": "roundTo({size.base} * 1.25^%d) + %dpx" % (i % 4, i % 7)}
                  for i in range(n)})
    return document({"size": sizes}, lambda index: "{size.s%d} * 1" % (index * (n // len(STYLES))))


def split_files(n):
    """n tokens over 50 files of a source folder, each file's sizes aliasing the file before's."""
    files = {}
    per_file = max(1, n // FILES)
    for number in range(FILES):
        group = {"t%d" % i: {"$type": "dimension",
                             "$value": "{f%d.t%d} + 1px" % (number - 1, i) if number else "%dpx" % (11 + i % 30)}
                 for i in range(per_file)}
        files["tokens/f%02d.json" % number] = json.dumps({"f%d" % number: group}, indent=1)
    files["tokens/styles.json"] = document({}, lambda index: "{f%d.t%d}" % (FILES - 1, index % per_file))
    return files


def studio_project(n):
    """A Tokens Studio project (legacy format) of 50 sets, n tokens in all, read by one theme
    that takes the first set for reference only; later sets override earlier ones' tokens."""
    per_set = max(1, n // FILES)
    names = ["set%02d" % number for number in range(FILES)]
    files = {"project/$metadata.json": json.dumps({"tokenSetOrder": names}),
             "project/$themes.json": json.dumps([{"id": "1", "name": "All", "selectedTokenSets": dict(
                 [(names[0], "source")] + [(name, "enabled") for name in names[1:]])}])}
    for number, name in enumerate(names):
        sizes = {"s%d" % i: {"type": "fontSizes", "value": "{size.base} * %d / 4" % (1 + (i + number) % 8)}
                 for i in range(per_set)}
        sizes["base"] = {"type": "fontSizes", "value": str(14 + number % 4)}
        tokens = {"size": sizes}
        if number == FILES - 1:
            tokens.update({style: {"type": "typography", "value": {
                "fontFamily": "Avenir Next", "fontWeight": "Demi Bold", "fontSize": "{size.s%d}" % index,
                "lineHeight": "125%", "letterSpacing": "1%"}} for index, style in enumerate(STYLES)})
        files["project/%s.json" % name] = json.dumps(tokens, indent=1)
    return files


# Arguments that a shape's import needs beside its path.
ARGUMENTS = {"tokens-studio-project": ["--theme", "All"]}


SHAPES = {
    "tokens-flat": flat, "tokens-alias-chain": alias_chain, "tokens-alias-towers": alias_towers,
    "tokens-alias-fan-in": alias_fan_in, "tokens-cycle-tails": cycle_tails, "tokens-long-group": long_group,
    "tokens-contending": contending, "tokens-math": math, "tokens-files": split_files,
    "tokens-studio-project": studio_project,
}
