#!/usr/bin/env bash
# Runs the Reducers and WeatherFeatures suites under ThreadSanitizer, then AddressSanitizer.
#
# Each sanitizer builds in its own scratch directory (.build-tsan, .build-asan; ignored by git
# as .build-*/), so a sanitized build never mixes with the normal one and a second run reuses
# its own. Every run is bounded: a test that hangs under a sanitizer fails the job after
# SANITIZER_TEST_TIMEOUT seconds (default 900) instead of holding CI until its limit.
#
#   Scripts/sanitizers.sh              both
#   Scripts/sanitizers.sh thread       ThreadSanitizer only (or: address)
set -euo pipefail
cd "$(dirname "$0")/.."

filter='^(ReducersTests|WeatherFeaturesTests)\.'
limit=${SANITIZER_TEST_TIMEOUT:-900}

run() {
  local sanitizer=$1 scratch=$2
  shift 2
  local start=$SECONDS
  echo "== $sanitizer sanitizer: building in $scratch"
  swift build --build-tests --scratch-path "$scratch" --sanitize="$sanitizer"
  local built=$SECONDS
  echo "== $sanitizer sanitizer: Reducers and WeatherFeatures suites"
  if ! timeout --kill-after=30 "$limit" env "$@" \
    swift test --skip-build --scratch-path "$scratch" --sanitize="$sanitizer" --filter "$filter"; then
    echo "error: the suites failed or did not finish within $limit s under the $sanitizer sanitizer" >&2
    exit 1
  fi
  echo "== $sanitizer sanitizer: build $((built - start)) s, tests $((SECONDS - built)) s"
}

case "${1:-both}" in
  thread | both) run thread .build-tsan TSAN_OPTIONS=halt_on_error=1 ;;&
  address | both) run address .build-asan ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 ;;
  thread) ;;
  *) echo "usage: $0 [thread|address]" >&2; exit 64 ;;
esac
