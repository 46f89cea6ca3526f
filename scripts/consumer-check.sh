#!/usr/bin/env bash
# Packs the built library, installs the tarball into a throwaway Angular app in a temp folder
# (scripts/consumer-app) and uses it the three ways users do:
#   1. plain Node ES modules, no bundler (node-esm-check.mjs: every entry point, a reducer pass,
#      adapters, the lazy zod validator);
#   2. `ng build`, importing every entry point with skipLibCheck off (every .d.ts type-checked);
#   3. `ng test`: Vitest through @angular/build:unit-test in jsdom, as `ng new` sets an app up
#      (provideAgUi with a ScriptedAgent, and <agui-cited-text> rendering markers).
# Any failing step fails the script (set -e); each passing step prints a `consumer-check: PASS` line.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export NG_CLI_ANALYTICS=false
# Plain logs when piped (npm test tees them): Vitest colours its output otherwise.
[ -t 1 ] || export NO_COLOR=1
t0=$SECONDS
pass() { echo "consumer-check: PASS $* ($((SECONDS - t0)) s)"; }

[ -f dist/ngx-ag-ui/package.json ] || npx ng build ngx-ag-ui

work="$(mktemp -d)"
# CONSUMER_CHECK_KEEP=1 keeps the app folder to rerun a step by hand (`npx ng test` in it).
if [ "${CONSUMER_CHECK_KEEP:-}" = 1 ]; then
  trap 'echo "consumer-check: kept $work/app"' EXIT
else
  # Deleting the app's ~27,000 files takes up to a minute on a busy disk: it runs detached, so
  # the check (and `npm test`) need not wait for it.
  trap '(rm -rf "$work" </dev/null >/dev/null 2>&1 &)' EXIT
fi
(cd dist/ngx-ag-ui && npm pack --silent --pack-destination "$work" >/dev/null)
tarball="$(ls "$work"/ngx-ag-ui-*.tgz)"
echo "consumer-check: packed $(basename "$tarball") ($(du -k "$tarball" | cut -f1) kB)"

cp -r scripts/consumer-app "$work/app"
# The app takes the workspace's own versions of Angular & co., as a user's app would pin its own.
# Vitest and jsdom are what `ng new` adds for Angular 21 (vitest ^4.0.8 is @angular/build 21's
# peer range; 5.x is not supported), pinned so that every run tests the same runner.
node -e '
  const root = require(process.argv[1] + "/package.json");
  const pick = (names) => Object.fromEntries(names.map((n) => [n, root.dependencies[n] ?? root.devDependencies[n]]));
  const pkg = {
    name: "consumer", private: true,
    dependencies: pick(["@angular/common", "@angular/compiler", "@angular/core", "@angular/platform-browser", "@ag-ui/core", "rxjs", "tslib", "zod"]),
    devDependencies: {
      ...pick(["@angular/build", "@angular/cli", "@angular/compiler-cli", "typescript"]),
      jsdom: "28.1.0",
      vitest: "4.1.12",
    },
    overrides: root.overrides, allowScripts: root.allowScripts,
  };
  require("fs").writeFileSync(process.argv[2] + "/package.json", JSON.stringify(pkg, null, 2));
' "$root" "$work/app"
cd "$work/app"
npm install --prefer-offline --no-audit --no-fund --loglevel=error "$tarball"
pass "installed the tarball and the app's dependencies"

node node-esm-check.mjs
pass "plain Node ESM: every entry point loads, the reducer and adapters run"

npx ng build
pass "ng build: an app importing every entry point compiles against the packed library"

npx ng test
pass "ng test: Vitest (jsdom) runs provideAgUi with a ScriptedAgent and <agui-cited-text>"

echo "consumer-check: passed in $((SECONDS - t0)) s (Node ESM, ng build, ng test against $(basename "$tarball"))"
