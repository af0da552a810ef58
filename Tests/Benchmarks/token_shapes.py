#!/usr/bin/env python3
"""The design-token shapes of the growth benchmark, for `plistc import`: each a function of n
(about n tokens) that returns one DTCG file's text. Each grows one thing a tokens file from a
pull request controls: tokens, alias chains, aliases that fan out (a tower of tokens each naming
the next twice: resolved afresh at every use, 40 levels never end), aliases into cycles, a
long group name over many tokens, and tokens that contend for one style. Deterministic: the same n always gives the same bytes.
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


SHAPES = {
    "tokens-flat": flat, "tokens-alias-chain": alias_chain, "tokens-alias-towers": alias_towers,
    "tokens-alias-fan-in": alias_fan_in, "tokens-cycle-tails": cycle_tails, "tokens-long-group": long_group,
    "tokens-contending": contending,
}
