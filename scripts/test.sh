#!/usr/bin/env bash
# `npm test`: Chromium (installed when missing), lint, type-check, library build, the built
# files' HTML sink check, API reports,
# Jest (and the core specs again under the current Node LTS), consumer check, bundle budget and
# e2e, in that order.
# Ends with the plain line `N passed, N failed` summed over Jest, the consumer apps' Vitest, the
# hydration e2e and Playwright.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export NG_CLI_ANALYTICS=false FORCE_COLOR=0

# Not under test-results/: Playwright empties that folder when it starts.
logs="$(mktemp -d)"
t0=$SECONDS

step() { echo; echo "::: $* (t=$((SECONDS - t0))s)"; }
count() { grep -Eo "$1" "$2" 2>/dev/null | grep -Eo '[0-9]+' | tail -1; }
# Sums "<n> $1" over every line of $3 matching $2 (a log with several runs).
sum_of() { grep -E "$2" "$3" 2>/dev/null | grep -Eo "[0-9]+ $1" | grep -Eo '[0-9]+' | awk '{ s += $1 } END { print s + 0 }'; }
summary() {
  local jp jf lp lf vp vf hp hf ep ef
  jp=$(count 'Tests:.* [0-9]+ passed' "$logs/jest.log"); jf=$(count 'Tests:.* [0-9]+ failed' "$logs/jest.log")
  lp=$(count 'Tests:.* [0-9]+ passed' "$logs/jest-lts.log"); lf=$(count 'Tests:.* [0-9]+ failed' "$logs/jest-lts.log")
  ep=$(count '^ *[0-9]+ passed' "$logs/e2e.log"); ef=$(count '^ *[0-9]+ failed' "$logs/e2e.log")
  # The consumer check's throwaway apps: Vitest in each ("Tests  1 failed | 2 passed (3)") and the
  # hydration e2e in the Angular 22 app (Playwright's "  1 passed (2.0s)").
  vp=$(sum_of 'passed' '^ *Tests +' "$logs/consumer.log"); vf=$(sum_of 'failed' '^ *Tests +' "$logs/consumer.log")
  hp=$(sum_of 'passed' '^ *[0-9]+ passed' "$logs/consumer.log"); hf=$(sum_of 'failed' '^ *[0-9]+ failed' "$logs/consumer.log")
  echo "$(( ${jp:-0} + ${lp:-0} + ${vp:-0} + ${hp:-0} + ${ep:-0} )) passed, $(( ${jf:-0} + ${lf:-0} + ${vf:-0} + ${hf:-0} + ${ef:-0} )) failed"
}
# Runs a step; on failure prints the summary so far and stops with the step's exit code.
run() {
  local name=$1; shift
  "$@" 2>&1 | tee "$logs/$name.log"
  local rc=${PIPESTATUS[0]}
  if [ "$rc" != 0 ]; then
    echo "::: step '$name' failed (exit $rc)"
    summary
    exit "$rc"
  fi
}

# shellcheck source=ensure-chromium.sh
source "$root/scripts/ensure-chromium.sh"

# First: the consumer check (hydration) and the e2e both start Chromium, and a fresh machine has none.
step "chromium";        run chromium bash scripts/ensure-chromium.sh
ensure_chromium # now found at once: exports CHROMIUM_PATH for the steps below
step "lint";            run lint npm run -s lint
step "typecheck";       run typecheck npm run -s typecheck
step "build library";   run build npx ng build ngx-ag-ui
# The built FESM files, ngx-ag-ui/a2ui's above all, hold no HTML sink (innerHTML, bypassSecurityTrust*, ...).
step "html sinks";      run sinks npm run -s html-sinks
step "api report";      run api npm run -s api:check
step "jest";            run jest npx jest --ci --maxWorkers=2
# Node 20 and 22 copy state key by key, V8 13+ in blocks (core/runtime/state-delta/object-copy-mode.ts):
# the core specs run again where the block copies are the default.
step "jest, core, Node LTS"; run jest-lts bash -c 'lts=$(npx tsx scripts/current-node-lts.ts) && "$lts" node_modules/jest/bin/jest.js --ci --maxWorkers=2 projects/ngx-ag-ui/core'
step "consumer check";  run consumer bash scripts/consumer-check.sh
step "bundle budget";   run bundle npx tsx scripts/bundle-size.ts
step "e2e";             run e2e npx playwright test --reporter=list
step "done"
summary
