#!/usr/bin/env bash
# Runs the Reducers, WeatherFeatures and Examples suites under ThreadSanitizer, then AddressSanitizer.
#
# Each sanitizer builds in its own scratch directory (.build-tsan, .build-asan; ignored by git
# as .build-*/), so a sanitized build never mixes with the normal one and a second run reuses
# its own. Every run is bounded: a test that hangs under a sanitizer fails the job after
# SANITIZER_TEST_TIMEOUT seconds (default 120; a run takes about 3 s) instead of holding CI
# until its limit. The suites run SANITIZER_RUNS times (default 3), the builds once.
#
# ThreadSanitizer cannot see the standard library's `Synchronization.Mutex` on Linux (the lock
# is taken inside the uninstrumented runtime), so it reports accesses made inside
# `withLock { … }` as races now and then even in a ten-line program that only appends under the
# lock. Such a report is printed and counted, not failed on; any other report fails the job.
#
#   Scripts/sanitizers.sh              both
#   Scripts/sanitizers.sh thread       ThreadSanitizer only (or: address)
set -euo pipefail
cd "$(dirname "$0")/.."

filter='^(ReducersTests|WeatherFeaturesTests|ExamplesTests)\.'
limit=${SANITIZER_TEST_TIMEOUT:-120}
runs=${SANITIZER_RUNS:-3}
# The exit code the sanitizer uses when it reported something but the tests passed.
reported=66

# Whether line $2 of Swift file $1 is inside a `withLock { … }` closure: the line itself calls
# `withLock`, or, walking back through the blocks that enclose it (counting braces) up to the
# function's start, one of them is opened on a line that calls `withLock`. A report names the
# line of the access, which is often a line of the closure's body, not the call (a report at
# `if state.isEmpty …` one line below `state.withLock { state -> Bool in`).
inside_with_lock() {
  awk -v target="$2" '
    NR <= target { lines[NR] = $0 }
    END {
      if (lines[target] ~ /withLock/) exit 0
      depth = 0
      for (i = target - 1; i > 0 && i > target - 60; i--) {
        text = lines[i]
        opened = gsub(/\{/, "{", text)
        closed = gsub(/\}/, "}", text)
        depth += opened - closed
        if (depth > 0) {
          if (lines[i] ~ /withLock/) exit 0
          if (lines[i] ~ /(^|[^A-Za-z])func /) exit 1
          depth = 0
        }
      }
      exit 1
    }' "$1"
}

# Whether every ThreadSanitizer report in log $1 is an access inside `withLock { … }`: the first
# Swift source line of each stack of each report must be inside a `withLock` closure.
only_mutex_reports() {
  local location file line
  while read -r location; do
    file=${location%%:*}
    line=${location#*:}
    line=${line%%:*}
    if ! inside_with_lock "$file" "$line" 2>/dev/null; then
      echo "ThreadSanitizer report at $location is not inside withLock" >&2
      return 1
    fi
  done < <(awk '
    /^  (Read|Write|Modifying|Previous)/ { want = 1; next }
    want && match($0, /\/[^ ]*\.swift:[0-9]+/) { print substr($0, RSTART, RLENGTH); want = 0 }
  ' "$1")
}

# Whether log $1 shows every test passing: Swift Testing's summary says the run passed, no test
# is marked failed, and XCTest's summaries count no failure. `swift test` exits 1 whenever the
# test process exits non-zero, so ThreadSanitizer's own exit code (66 after a report, with
# every test passed) never reaches this script: seen in CI on 2026-11-28, where two reports
# inside `Gate`'s `withLock` failed the job although all 506 tests passed.
all_tests_passed() {
  grep -Eq '^. Test run with [0-9]+ tests? .*passed after' "$1" &&
    ! grep -Eq '^✘ |Test run with .* failed after' "$1" &&
    ! grep -Eq 'Executed [0-9]+ tests?, with [1-9][0-9]* failures?' "$1"
}

run() {
  local sanitizer=$1 scratch=$2
  shift 2
  local start=$SECONDS log status
  echo "== $sanitizer sanitizer: building in $scratch"
  swift build --build-tests --scratch-path "$scratch" --sanitize="$sanitizer"
  local built=$SECONDS
  log=$(mktemp)
  # Several runs: a race or a hang that shows once in a few runs should not pass CI by luck.
  for round in $(seq "$runs"); do
    echo "== $sanitizer sanitizer: Reducers, WeatherFeatures and Examples suites, run $round of $runs"
    set +e
    timeout --kill-after=30 "$limit" env "$@" \
      swift test --skip-build --scratch-path "$scratch" --sanitize="$sanitizer" --filter "$filter" \
      >"$log" 2>&1
    status=$?
    set -e
    tail -n 3 "$log"
    if [ "$status" -ne 0 ] && [ "$sanitizer" = thread ] && grep -q '^WARNING: ThreadSanitizer' "$log" &&
      { [ "$status" -eq "$reported" ] || { [ "$status" -eq 1 ] && all_tests_passed "$log"; }; } &&
      only_mutex_reports "$log"; then
      echo "note: $(grep -c '^WARNING: ThreadSanitizer' "$log") ThreadSanitizer report(s), all inside Mutex.withLock (see above)"
    elif [ "$status" -ne 0 ]; then
      cat "$log"
      echo "error: the suites failed (exit $status) or did not finish within $limit s under the $sanitizer sanitizer" >&2
      exit 1
    fi
  done
  echo "== $sanitizer sanitizer: build $((built - start)) s, tests $((SECONDS - built)) s"
}

case "${1:-both}" in
  thread | both) run thread .build-tsan TSAN_OPTIONS=halt_on_error=0:exitcode=$reported ;;&
  address | both) run address .build-asan ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 ;;
  thread) ;;
  *) echo "usage: $0 [thread|address]" >&2; exit 64 ;;
esac
