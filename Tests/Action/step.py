#!/usr/bin/env python3
"""Prints the `run` script of one step of action.yml (by name), after checking the step's
condition and environment are what the Action's README promises: usage: step.py ACTION NAME."""
import sys

import yaml

action_path, name = sys.argv[1], sys.argv[2]
with open(action_path, encoding="utf-8") as handle:
    action = yaml.safe_load(handle)
steps = [step for step in action["runs"]["steps"] if step.get("name") == name]
if len(steps) != 1:
    sys.exit(f"{action_path}: {len(steps)} steps named {name!r}, expected one")
step = steps[0]
if name == "Diff":
    inputs = action["inputs"]
    assert inputs["diff"]["default"] == "false", "diff is off unless asked for"
    assert "diff-arguments" in inputs, "diff-arguments is an input"
    assert "inputs.diff == 'true'" in step["if"] and "pull_request" in step["if"], step["if"]
    env = step["env"]
    assert env["PLISTC_PR"] == "${{ github.event.pull_request.number }}", env
    assert env["PLISTC_BASE"] == "${{ github.event.pull_request.base.sha }}", env
    assert env["GH_TOKEN"] == "${{ github.token }}", env
    assert env["PLISTC_DIFF_ARGUMENTS"] == "${{ inputs.diff-arguments }}", env
    names = [each["name"] for each in action["runs"]["steps"]]
    assert names.index("Diff") < names.index("Lint") < names.index("Diff gate"), names
print(step["run"], end="")
