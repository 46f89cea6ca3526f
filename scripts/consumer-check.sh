#!/usr/bin/env bash
# Packs the built library and installs the tarball into two throwaway apps in a temp folder, the
# way users do: an Angular 21 app and an Angular 22 app (the latter on the current Node LTS:
# Angular 22 needs Node >= 22.22). Both are scripts/consumer-app plus scripts/consumer-app-ssr.
# Each app uses the library the ways users do:
#   1. plain Node ES modules, no bundler (node-esm-check.mjs: every entry point, a reducer pass,
#      adapters, the lazy zod validator);
#   2. `ng build`, importing every entry point with skipLibCheck off (every .d.ts type-checked);
#   3. `ng test`: Vitest through @angular/build:unit-test in jsdom, as `ng new` sets an app up
#      (provideAgUi with a ScriptedAgent, <agui-cited-text> rendering markers, and an A2UI surface
#      drawn and acted on);
#   4. server rendering: `ng build ssr` prerenders a page (@angular/ssr) whose agent run must end
#      before the HTML is written; check-ssr-html.mjs checks that HTML and the hydration e2e
#      (e2e/ssr/hydration.spec.ts) hydrates it in Chromium.
# Any failing step fails the script (set -e); each passing step prints a `consumer-check: PASS` line.
# CONSUMER_CHECK_ONLY=21 or =22 runs one app only.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export NG_CLI_ANALYTICS=false
# Plain logs when piped (npm test tees them): Vitest colours its output otherwise.
[ -t 1 ] || export NO_COLOR=1
only="${CONSUMER_CHECK_ONLY:-}"
t0=$SECONDS
pass() { echo "consumer-check: PASS $* ($((SECONDS - t0)) s)"; }

[ -f dist/ngx-ag-ui/package.json ] || npx ng build ngx-ag-ui
# The hydration e2e starts Chromium (npm test has ensured it already; this is for a run on its own).
source "$root/scripts/ensure-chromium.sh"
ensure_chromium

work="$(mktemp -d)"
# CONSUMER_CHECK_KEEP=1 keeps the app folders to rerun a step by hand (`npx ng test` in one).
if [ "${CONSUMER_CHECK_KEEP:-}" = 1 ]; then
  trap 'echo "consumer-check: kept $work/app-21 and $work/app-22"' EXIT
else
  # Deleting an app's ~27,000 files takes up to a minute on a busy disk: it runs detached, so
  # the check (and `npm test`) need not wait for it.
  trap '(rm -rf "$work" </dev/null >/dev/null 2>&1 &)' EXIT
fi
(cd dist/ngx-ag-ui && npm pack --silent --pack-destination "$work" >/dev/null)
tarball="$(ls "$work"/ngx-ag-ui-*.tgz)"
echo "consumer-check: packed $(basename "$tarball") ($(du -k "$tarball" | cut -f1) kB)"

# Writes an app's package.json: `versions` maps package names to versions, `null` taking the
# workspace's own version (as a user's app pins its own).
write_package_json() {
  node -e '
    const [rootDir, appDir, versions] = process.argv.slice(1);
    const root = require(rootDir + "/package.json");
    const own = (name) => root.dependencies[name] ?? root.devDependencies[name];
    const pick = (entries) => Object.fromEntries(Object.entries(entries).map(([n, v]) => [n, v ?? own(n)]));
    const { dependencies, devDependencies } = JSON.parse(versions);
    const pkg = {
      name: "consumer", private: true,
      dependencies: pick(dependencies), devDependencies: pick(devDependencies),
      overrides: root.overrides, allowScripts: root.allowScripts,
    };
    require("fs").writeFileSync(appDir + "/package.json", JSON.stringify(pkg, null, 2));
  ' "$root" "$1" "$2"
}

# Installs the tarball into an app and runs the three checks. $1: the Angular major (a label).
check_app() {
  local major=$1 app=$2
  cd "$app"
  npm install --prefer-offline --no-audit --no-fund --loglevel=error "$tarball"
  pass "Angular $major: installed the tarball and the app's dependencies ($(node -p 'require("@angular/core/package.json").version'), Node $(node --version))"

  node node-esm-check.mjs
  pass "Angular $major: plain Node ESM: every entry point loads, the reducer and adapters run"

  npx ng build consumer
  pass "Angular $major: ng build: an app importing every entry point compiles against the packed library"

  npx ng test consumer
  pass "Angular $major: ng test: Vitest (jsdom) runs provideAgUi with a ScriptedAgent, <agui-cited-text> and an A2UI surface"

  npx ng build ssr
  node check-ssr-html.mjs dist/ssr/browser/index.html
  pass "Angular $major: server rendering: the page waited for its agent run; markers, card triggers and sources are in the HTML"
  cd "$root"
  SSR_APP_DIR="$app/dist/ssr/browser" npx playwright test -c playwright.ssr.config.ts --reporter=list
  pass "Angular $major: hydration in Chromium: no mismatch, no console error, a marker opens its card"
}

if [ "$only" != 22 ]; then
  cp -r scripts/consumer-app "$work/app-21"
  cp -r scripts/consumer-app-ssr/. "$work/app-21"
  # Angular 21.2.24 throughout: @angular/platform-server and @angular/ssr for 21 stop at 21.2.24
  # on the package mirror and pin @angular/core to exactly that version (the workspace itself is
  # on a later 21.2 patch). Vitest and jsdom are what `ng new` adds for Angular 21 (vitest ^4.0.8
  # is @angular/build 21's peer range), pinned so that every run tests the same runner.
  ng21=21.2.24
  write_package_json "$work/app-21" '{
    "dependencies": {"@angular/common": "'$ng21'", "@angular/compiler": "'$ng21'", "@angular/core": "'$ng21'",
      "@angular/platform-browser": "'$ng21'", "@angular/platform-server": "'$ng21'", "@angular/router": "'$ng21'",
      "@angular/ssr": "'$ng21'", "@ag-ui/core": null, "rxjs": null, "tslib": null, "zod": null},
    "devDependencies": {"@angular/build": "'$ng21'", "@angular/cli": "'$ng21'", "@angular/compiler-cli": "'$ng21'",
      "typescript": null, "jsdom": "28.1.0", "vitest": "4.1.12"}
  }'
  check_app 21 "$work/app-21"
fi

if [ "$only" != 21 ]; then
  # Angular 22 runs on the current Node LTS, first on PATH for every npm/ng command of this app.
  lts="$(npx tsx scripts/current-node-lts.ts)"
  cp -r scripts/consumer-app "$work/app-22"
  cp -r scripts/consumer-app-ssr/. "$work/app-22"
  # Angular 22.2.0 throughout: @angular/platform-server and @angular/ssr stop at 22.2.0 on the
  # package mirror and pin @angular/core to exactly that version. TypeScript 6.0, Vitest 5 and
  # jsdom 30 are what `ng new` (CLI 22.2) adds.
  ng22=22.2.0
  write_package_json "$work/app-22" '{
    "dependencies": {"@angular/common": "'$ng22'", "@angular/compiler": "'$ng22'", "@angular/core": "'$ng22'",
      "@angular/platform-browser": "'$ng22'", "@angular/platform-server": "'$ng22'", "@angular/router": "'$ng22'",
      "@angular/ssr": "'$ng22'", "@ag-ui/core": null, "rxjs": null, "tslib": null, "zod": null},
    "devDependencies": {"@angular/build": "'$ng22'", "@angular/cli": "'$ng22'", "@angular/compiler-cli": "'$ng22'",
      "typescript": "6.0.3", "jsdom": "30.1.3", "vitest": "5.1.1"}
  }'
  PATH="$(dirname "$lts"):$PATH" check_app 22 "$work/app-22"
fi

echo "consumer-check: passed in $((SECONDS - t0)) s (Angular ${only:-21 and 22} against $(basename "$tarball"))"
