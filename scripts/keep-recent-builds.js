// Keeps the hashed files of the last few production builds in dist/assets/ instead of emptying the
// folder on every build (webpack's output.clean): a tab opened before a deploy still finds the chunks
// its page names when the shopper navigates. dist/builds.json lists each build's files, newest last;
// a file under assets/ that none of the last `keep` builds lists is removed.
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST = 'builds.json';

function readManifest(distDir) {
  try {
    const builds = JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST), 'utf8'));
    return Array.isArray(builds) ? builds : [];
  } catch {
    return [];
  }
}

function assetFiles(distDir) {
  try {
    return fs.readdirSync(path.join(distDir, 'assets')).map((name) => `assets/${name}`);
  } catch {
    return [];
  }
}

/**
 * Records the build that just wrote `files` (paths relative to distDir) and removes the assets of
 * builds older than the last `keep`. Assets from before the manifest existed count as one earlier
 * build. Returns the removed paths.
 */
function pruneOldBuilds(distDir, files, { keep = 3, now = new Date() } = {}) {
  let builds = readManifest(distDir);
  const current = [...new Set(files)].sort();
  if (builds.length === 0) {
    const earlier = assetFiles(distDir).filter((file) => !current.includes(file));
    if (earlier.length > 0) builds.push({ builtAt: null, files: earlier });
  }
  builds.push({ builtAt: now.toISOString(), files: current });
  builds = builds.slice(-Math.max(1, keep));
  const kept = new Set(builds.flatMap((build) => build.files));
  const removed = assetFiles(distDir).filter((file) => !kept.has(file));
  for (const file of removed) fs.rmSync(path.join(distDir, file), { force: true });
  fs.writeFileSync(path.join(distDir, MANIFEST), `${JSON.stringify(builds, null, 1)}\n`);
  return removed;
}

/** The files of the newest build in the manifest (what the size report measures), or null. */
function currentBuildFiles(distDir) {
  const builds = readManifest(distDir);
  return builds.length > 0 ? builds[builds.length - 1].files : null;
}

/** The webpack plugin: after a production build has written its files, prune. */
class KeepRecentBuildsPlugin {
  constructor({ keep }) {
    this.keep = keep;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('KeepRecentBuildsPlugin', (compilation) => {
      const distDir = compiler.options.output.path;
      const files = Object.keys(compilation.assets).map((file) => file.split(path.sep).join('/'));
      const removed = pruneOldBuilds(distDir, files, { keep: this.keep });
      if (removed.length > 0) {
        compilation.getLogger('KeepRecentBuildsPlugin').info(`removed ${removed.length} old files`);
      }
    });
  }
}

module.exports = { pruneOldBuilds, currentBuildFiles, KeepRecentBuildsPlugin, MANIFEST };
