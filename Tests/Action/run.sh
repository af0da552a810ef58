#!/usr/bin/env bash
# Tries the Action's diff step (action.yml's "Diff", run as GitHub runs a composite step's
# script) on a local git repository with a fake gh on the PATH that records its arguments and
# keeps the comments: a pull request's first push creates one comment, later pushes update
# that one, one without changes to a dictionary says so in it, and nothing is ever posted
# twice. Usage: Tests/Action/run.sh PLISTC (a built plistc).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
plistc=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# What GitHub gives the step: the action's folder (with plistc where the Build step puts it),
# the repository's name, a temporary folder and the environment file.
mkdir -p "$work/action/.build/release" "$work/bin" "$work/runner"
ln -s "$plistc" "$work/action/.build/release/plistc"
ln -s "$root/Tests/Action/fake-gh" "$work/bin/gh"
python3 "$root/Tests/Action/step.py" "$root/action.yml" Diff >"$work/diff-step.sh"

export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.com GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.com
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
repo="$work/repo"
git init -q -b main "$repo"
mkdir -p "$repo/Fonts"
cp "$root/Fixtures/diff/old.plist" "$repo/Fonts/Brand.plist"
git -C "$repo" add . && git -C "$repo" commit -q -m base
base=$(git -C "$repo" rev-parse HEAD)
git -C "$repo" switch -q -c pr

fail() { echo "Tests/Action: $*" >&2; exit 1; }

# Runs the step as a pull request's check does, in the repository; $1 names the run, which
# must pass.
step() {
    run_step "$1" || { cat "$work/$1.out"; fail "the step failed on $1"; }
}
run_step() {
    : >"$work/gh.log"
    (cd "$repo" && env PATH="$work/bin:$PATH" GITHUB_ACTION_PATH="$work/action" GITHUB_REPOSITORY=plistc/app \
        RUNNER_TEMP="$work/runner" GITHUB_OUTPUT="$work/runner/output" PLISTC_PR=7 PLISTC_BASE="$base" \
        PLISTC_DIFF_ARGUMENTS="${DIFF_ARGUMENTS:-}" GH_TOKEN=token FAKE_GH_LOG="$work/gh.log" \
        FAKE_GH_STATE="${STATE:-$work/comments.json}" \
        bash --noprofile --norc -eo pipefail "$work/diff-step.sh") >"$work/$1.out" 2>&1
}
calls() { grep -c "\"$1\"" "$work/gh.log" || true; }
# How many of the comments are the Action's: marked, and written by the token's account (a
# reviewer's comment that quotes the marker, or starts with it, is not).
mine='c["body"].startswith("<!-- plistc-diff -->") and c.get("user", "github-actions[bot]") == "github-actions[bot]"'
comments() {
    python3 -c "import json,sys; print(sum($mine for c in json.load(open(sys.argv[1]))))" "${STATE:-$work/comments.json}"
}
ours() {
    python3 -c "import json,sys; print([c['id'] for c in json.load(open(sys.argv[1])) if $mine][0])" \
        "${STATE:-$work/comments.json}"
}
# The one comment's body, in a file to grep (a pipe from python3 breaks under pipefail).
body() {
    python3 -c "import json,sys; print([c['body'] for c in json.load(open(sys.argv[1])) if $mine][0])" \
        "${STATE:-$work/comments.json}" >"$work/body.md"
    echo "$work/body.md"
}

# A reviewer has commented already, quoting the marker: that comment is never touched.
echo '[{"id": 41, "body": "Looks good. (The bot marks its comment <!-- plistc-diff -->.)"}]' >"$work/comments.json"

# First push: the dictionary changes; one comment is created, marked, with the changes.
cp "$root/Fixtures/diff/new.plist" "$repo/Fonts/Brand.plist"
git -C "$repo" commit -q -am "first push"
step first
[ "$(calls POST)" = 1 ] && [ "$(calls PATCH)" = 0 ] || fail "the first push did not create exactly one comment: $(cat "$work/gh.log")"
[ "$(comments)" = 1 ] || fail "first push: $(comments) comments"
[ "$(head -1 "$(body)")" = '<!-- plistc-diff -->' ] || fail "the comment does not start with its marker"
grep -q 'caption now falls back to the system font' "$(body)" || fail "the comment lacks the fallback"
grep -q '| size | old | new | Δ pt | Δ % |' "$(body)" || fail "the comment lacks the table"
grep -qF "**${base:0:12}\\:Fonts/Brand\\.plist** → **Fonts/Brand\\.plist**: 3 styles change" "$(body)" ||
    fail "the comment does not name the base commit, abbreviated"
grep -q '"--paginate"' "$work/gh.log" || fail "the comments were not listed page by page"
! grep -qF "$work" "$(body)" || fail "the comment names the runner's folders: $(grep -F "$work" "$(body)")"

# Second push: another change; the same comment is updated, none added.
sed 's/<integer>18<\/integer>/<integer>19<\/integer>/' "$root/Fixtures/diff/new.plist" >"$repo/Fonts/Brand.plist"
git -C "$repo" commit -q -am "second push"
step second
[ "$(calls POST)" = 0 ] && [ "$(calls PATCH)" = 1 ] || fail "the second push did not update the comment: $(cat "$work/gh.log")"
grep -q "\"repos/plistc/app/issues/comments/$(ours)\"" "$work/gh.log" || fail "the update went to another comment"
grep -q '"Looks good' "$work/comments.json" || fail "the reviewer's comment was changed"
[ "$(comments)" = 1 ] || fail "second push: $(comments) comments"
grep -q '| large | 17 | 19 | +2 | +11.8% |' "$(body)" || fail "the updated comment lacks the new size"

# Third push: the dictionary is as on the base again; the comment says so, still one.
cp "$root/Fixtures/diff/old.plist" "$repo/Fonts/Brand.plist"
git -C "$repo" commit -q -am "third push"
step third
[ "$(calls POST)" = 0 ] && [ "$(calls PATCH)" = 1 ] || fail "the third push did not update the comment"
[ "$(comments)" = 1 ] || fail "third push: $(comments) comments"
grep -qx 'No style dictionary changed.' "$(body)" || fail "the comment does not say nothing changed"
grep -qx 'status=0' "$work/runner/output" || fail "the step did not record status 0"

# A pull request that never changed a dictionary gets no comment at all.
STATE="$work/empty.json" step untouched
[ "$(calls POST)" = 0 ] && [ "$(calls PATCH)" = 0 ] || fail "a pull request without changes got a comment"
grep -q 'no comment posted' "$work/untouched.out" || fail "the step did not say why it posted nothing"

# --fail-on through diff-arguments: the status is recorded for the Diff gate, the step passes.
cp "$root/Fixtures/diff/new.plist" "$repo/Fonts/Brand.plist"
git -C "$repo" commit -q -am "fourth push"
: >"$work/runner/output"
DIFF_ARGUMENTS="--fail-on fallback" step gated
grep -qx 'status=1' "$work/runner/output" || fail "--fail-on fallback did not record status 1"
[ "$(comments)" = 1 ] || fail "the gated run added a comment"

# Someone else posted first a comment that starts with the marker (to suppress the Action's, or
# to have it edit theirs): it is left alone, and the Action posts its own.
echo '[{"id": 40, "body": "<!-- plistc-diff -->\nNothing to see here.", "user": "mallory"}]' >"$work/hijack.json"
STATE="$work/hijack.json" step hijacked
[ "$(calls POST)" = 1 ] && [ "$(calls PATCH)" = 0 ] ||
    fail "a marked comment by someone else was edited, or none posted: $(cat "$work/gh.log")"
grep -q 'Nothing to see here' "$work/hijack.json" || fail "the other comment was changed"
[ "$(STATE="$work/hijack.json" comments)" = 1 ] || fail "the Action has not exactly one comment beside theirs"
STATE="$work/hijack.json" step hijacked-again
[ "$(calls POST)" = 0 ] && [ "$(calls PATCH)" = 1 ] || fail "the next push did not update the Action's own comment"

# GitHub unreachable: a warning, not a failed check.
FAKE_GH_FAIL=1 step unreachable
grep -q '::warning::plistc diff: cannot tell which account' "$work/unreachable.out" || fail "no warning when gh fails"

# A bad option to plistc diff fails the step with its message.
if DIFF_ARGUMENTS="--emit yaml" run_step broken; then fail "a bad diff argument passed"; fi
grep -q -- "--emit has no 'yaml'" "$work/broken.out" || fail "the step did not show plistc's message"
echo "Tests/Action: the diff step created one comment, then updated it (2 pushes, then none changed), never two"
