#!/usr/bin/env bash
# Builds the real Redux DevTools browser extension (reduxjs/redux-devtools, folder extension/, at a
# pinned commit) for test/e2e/devtools-extension.e2e.ts, which loads it into Chromium.
#
#   scripts/build-devtools-extension.sh [source]
#
# The source is, by default, test/vendor/redux-devtools-extension-4b1d1d6.tar.gz: the commit's
# extension/ folder, its LICENSE.md (MIT) and the package.json files of the monorepo packages it uses,
# as `git archive` wrote them. It is kept in this repository because CI reaches the npm registry but
# not GitHub. A local clone or bare mirror of the repository (or its URL) works as well. The
# extension's own packages (workspace:^ in the monorepo) come from the npm registry at the versions of
# that commit; only the build's tools (esbuild, pug) are installed, not its test tools (electron,
# selenium, jest). Prints the folder to load (its chrome/dist), where the e2e test looks by default.
set -euo pipefail
COMMIT=4b1d1d6dbfd79caa28f29b3684cd649a4028652f
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SOURCE=${1:-$ROOT/test/vendor/redux-devtools-extension-${COMMIT:0:7}.tar.gz}
OUT=${REDUX_DEVTOOLS_EXTENSION_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/motopont/redux-devtools-extension-$COMMIT}

if [ -f "$OUT/chrome/dist/manifest.json" ]; then
  echo "$OUT/chrome/dist"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -f "$SOURCE" ]; then
  tar -xzf "$SOURCE" -C "$work"
else
  if [ -d "$SOURCE" ]; then
    repo=$SOURCE
  else
    git clone --quiet --bare --filter=blob:none "$SOURCE" "$work/repo.git" >&2
    repo=$work/repo.git
  fi
  git -C "$repo" archive "$COMMIT" extension \
    packages/redux-devtools-app/package.json packages/redux-devtools/package.json \
    packages/redux-devtools-instrument/package.json packages/redux-devtools-serialize/package.json \
    packages/redux-devtools-slider-monitor/package.json packages/redux-devtools-ui/package.json \
    packages/redux-devtools-utils/package.json packages/react-json-tree/package.json |
    tar -x -C "$work"
fi

node - "$work" <<'JS'
const fs = require('node:fs');
const path = require('node:path');
const root = process.argv[2];
const versions = {};
for (const dir of fs.readdirSync(path.join(root, 'packages'))) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8'));
  versions[pkg.name] = pkg.version;
}
const file = path.join(root, 'extension', 'package.json');
const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
for (const [name, range] of Object.entries(pkg.dependencies)) {
  if (range.startsWith('workspace:')) {
    if (!versions[name]) throw new Error(`no version for ${name}`);
    pkg.dependencies[name] = versions[name];
  }
}
const dev = pkg.devDependencies;
pkg.devDependencies = { esbuild: dev.esbuild, pug: dev.pug, immutable: dev.immutable };
fs.writeFileSync(file, JSON.stringify(pkg, null, 2));
JS

cd "$work/extension"
npm install --no-audit --no-fund --ignore-scripts --no-package-lock >&2
node build.mjs >&2
mkdir -p "$(dirname "$OUT")"
rm -rf "$OUT"
mkdir -p "$OUT/chrome"
cp -r chrome/dist "$OUT/chrome/dist"
echo "$OUT/chrome/dist"
