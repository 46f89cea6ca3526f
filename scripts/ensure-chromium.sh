#!/usr/bin/env bash
# The one place that gets a browser: Debian's chromium, installed with apt when none is found.
# Every step that starts Chromium (Playwright e2e, the consumer check's hydration e2e, the browser
# benchmarks) runs after it. Sourced, it defines `ensure_chromium` and leaves CHROMIUM_PATH
# exported; run as a script, it ensures Chromium and prints the path it will use.
ensure_chromium() {
  local path="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ -x "$path" ]; then export CHROMIUM_PATH="$path"; return 0; fi
  if ! command -v chromium >/dev/null 2>&1; then
    echo "No Chromium found: installing Debian's chromium with apt"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq || return 1
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null || return 1
  fi
  CHROMIUM_PATH="$(command -v chromium)" || return 1
  export CHROMIUM_PATH
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  ensure_chromium
  echo "using $CHROMIUM_PATH"
fi
