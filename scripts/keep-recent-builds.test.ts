import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MANIFEST, currentBuildFiles, pruneOldBuilds } from './keep-recent-builds';

let dist: string;

function emit(files: string[]): void {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), file);
  }
}

const build = (n: number) => [
  'index.html',
  `assets/main.${n}.js`,
  `assets/main.${n}.js.gz`,
  `assets/home.${n}.js`,
  'assets/vendor.same.js',
];

const assets = () => fs.readdirSync(path.join(dist, 'assets')).sort();

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'builds-'));
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('pruneOldBuilds', () => {
  it('keeps the files of the last three builds and removes older ones', () => {
    for (const n of [1, 2, 3]) {
      emit(build(n));
      expect(pruneOldBuilds(dist, build(n), { keep: 3 })).toEqual([]);
    }
    expect(assets()).toContain('home.1.js');

    emit(build(4));
    expect(pruneOldBuilds(dist, build(4), { keep: 3 }).sort()).toEqual([
      'assets/home.1.js',
      'assets/main.1.js',
      'assets/main.1.js.gz',
    ]);
    expect(assets()).toEqual([
      'home.2.js',
      'home.3.js',
      'home.4.js',
      'main.2.js',
      'main.2.js.gz',
      'main.3.js',
      'main.3.js.gz',
      'main.4.js',
      'main.4.js.gz',
      'vendor.same.js',
    ]);
    expect(currentBuildFiles(dist)).toEqual([...build(4)].sort());
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, MANIFEST), 'utf8')) as unknown[];
    expect(manifest).toHaveLength(3);
  });

  it('counts the files of a build from before the manifest as one earlier build', () => {
    emit(build(1));
    emit(build(2));
    expect(pruneOldBuilds(dist, build(2), { keep: 2 })).toEqual([]);
    expect(assets()).toContain('main.1.js');
    emit(build(3));
    expect(pruneOldBuilds(dist, build(3), { keep: 2 }).sort()).toEqual([
      'assets/home.1.js',
      'assets/main.1.js',
      'assets/main.1.js.gz',
    ]);
  });
});
