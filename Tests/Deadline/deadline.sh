# Sourced by .ci/run and the scripts it runs (bash): a command with a deadline, so that a test
# that hangs fails the run within minutes, naming the tests that never finished, instead of
# using up CI's time with nothing to show for it.
#
#   within SECONDS LOG COMMAND...       COMMAND's output appended to LOG
#   within_shown SECONDS LOG COMMAND... the same, and shown as it comes
#
# Each returns COMMAND's status, or 124 when the deadline stopped it (SIGTERM to its process
# group, SIGKILL 30 s later). Standard output is line-buffered (stdbuf), so that the log holds
# every line printed before the deadline rather than all but the last block.

# The Swift Testing tests of LOG that printed `◇ Test NAME started.` and neither passed nor
# failed, one a line, as `unfinished: NAME`; nothing when every test that started ended.
unfinished_tests() {
    awk '
        /^◇ Test case passing / || /^◇ Test run started\.$/ { next }
        /^◇ Test .* started\.$/ {
            name = substr($0, length("◇ Test ") + 1)
            name = substr(name, 1, length(name) - length(" started."))
            if (!(name in open)) order[++count] = name
            open[name] = 1
            next
        }
        /^(✔|✘) Test / {
            name = $0
            sub(/^(✔|✘) Test /, "", name)
            if (!sub(/ with [0-9]+ test cases? (passed|failed) after .*$/, "", name))
                if (!sub(/ passed after .*$/, "", name)) sub(/ failed after .*$/, "", name)
            delete open[name]
        }
        END { for (i = 1; i <= count; i++) if (order[i] in open) print "unfinished: " order[i] }
    ' "$1"
}

# Says what the deadline stopped and which tests were still running, on standard error.
deadline_report() {
    local seconds=$1 log=$2
    shift 2
    echo "error: '$*' was still running after $seconds s and was stopped: a test hangs or is far slower than it should be" >&2
    local unfinished
    unfinished=$(unfinished_tests "$log")
    if [ -n "$unfinished" ]; then
        echo "the tests that started and never finished:" >&2
        echo "$unfinished" >&2
    else
        echo "every test that started finished; the last lines of $log:" >&2
        tail -20 "$log" >&2
    fi
}

within() {
    local seconds=$1 log=$2
    shift 2
    local status=0
    timeout --kill-after=30 "$seconds" stdbuf -oL -eL "$@" >>"$log" 2>&1 || status=$?
    if ((status == 124 || status == 137)); then
        deadline_report "$seconds" "$log" "$@"
        return 124
    fi
    return $status
}

within_shown() {
    local seconds=$1 log=$2
    shift 2
    local status restore
    restore=$(set +o | grep pipefail)
    set +o pipefail
    timeout --kill-after=30 "$seconds" stdbuf -oL -eL "$@" 2>&1 | tee -a "$log"
    status=${PIPESTATUS[0]}
    eval "$restore"
    if ((status == 124 || status == 137)); then
        deadline_report "$seconds" "$log" "$@"
        return 124
    fi
    return $status
}
