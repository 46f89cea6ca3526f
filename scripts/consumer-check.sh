#!/usr/bin/env bash
# Packs the built library, installs the tarball into a throwaway Angular app in a temp folder and
# compiles it importing every entry point: the package must install and build as users get it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
[ -f dist/ngx-ag-ui/package.json ] || npx ng build ngx-ag-ui

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd dist/ngx-ag-ui && npm pack --silent --pack-destination "$work" >/dev/null)
tarball="$(ls "$work"/ngx-ag-ui-*.tgz)"
echo "consumer-check: packed $(basename "$tarball") ($(du -k "$tarball" | cut -f1) kB)"

cp -r scripts/consumer-app "$work/app"
# The app takes the workspace's own versions of Angular & co., as a user's app would pin its own.
node -e '
  const root = require(process.argv[1] + "/package.json");
  const pick = (names) => Object.fromEntries(names.map((n) => [n, root.dependencies[n] ?? root.devDependencies[n]]));
  const pkg = {
    name: "consumer", private: true,
    dependencies: pick(["@angular/common", "@angular/compiler", "@angular/core", "@angular/platform-browser", "@ag-ui/core", "rxjs", "tslib", "zod"]),
    devDependencies: pick(["@angular/build", "@angular/cli", "@angular/compiler-cli", "typescript"]),
    overrides: root.overrides, allowScripts: root.allowScripts,
  };
  require("fs").writeFileSync(process.argv[2] + "/package.json", JSON.stringify(pkg, null, 2));
' "$root" "$work/app"
cd "$work/app"
npm install --prefer-offline --no-audit --no-fund --loglevel=error "$tarball"
NG_CLI_ANALYTICS=false npx ng build
echo "consumer-check: passed (an app importing every entry point compiled against the packed library)"
