import fs from 'node:fs';
import path from 'node:path';

/**
 * The layout rules of docs/architecture.md that ESLint cannot see: test support lives only in
 * testing/ folders (a module that only tests use is test support), production code never imports
 * it, and the server has one error path (one setErrorHandler, no per-route validation mappers).
 */
const ROOT = path.resolve(__dirname, '..');
const SRC = path.join(ROOT, 'src');
const ALIASES: Record<string, string> = {
  '@client/': 'src/client/',
  '@common/': 'src/common/',
  '@server/': 'src/server/',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isTestSupport = (file: string) => file.split(path.sep).includes('testing');
const rel = (file: string) => path.relative(ROOT, file);

/** Every module a file names: static and type imports, re-exports, import(), require(), jest.mock(). */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\b(?:import|require|jest\.mock)\(\s*(?:\/\*[\s\S]*?\*\/\s*)*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

function resolve(from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  for (const [alias, target] of Object.entries(ALIASES))
    if (specifier.startsWith(alias)) base = path.join(ROOT, target, specifier.slice(alias.length));
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/** Started by name, not imported: package.json scripts, webpack's entry, the migrator's folder. */
function isEntryPoint(file: string): boolean {
  const name = rel(file);
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  return (
    Object.values(scripts).some((command) => command.includes(name)) ||
    name === 'src/client/index.tsx' ||
    name.startsWith(`src${path.sep}server${path.sep}db${path.sep}migrations${path.sep}2`)
  );
}

interface Graph {
  files: string[];
  importers: Map<string, Set<string>>;
}

function importGraph(): Graph {
  const files = sourceFiles(SRC);
  const everyImporter = [
    ...files,
    ...sourceFiles(path.join(ROOT, 'scripts')),
    ...sourceFiles(path.join(ROOT, 'test')),
    path.join(ROOT, 'webpack.config.js'),
  ];
  const importers = new Map<string, Set<string>>();
  for (const importer of everyImporter) {
    for (const specifier of specifiers(fs.readFileSync(importer, 'utf8'))) {
      const target = resolve(importer, specifier);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target)?.add(importer);
    }
  }
  return { files, importers };
}

/** A file of the tests or their support (jest tests, testing/ folders, test/ e2e and replays). */
const isTestCode = (file: string) =>
  isTest(file) || isTestSupport(file) || rel(file).startsWith(`test${path.sep}`);

export function modulesOnlyTestsUse(graph: Graph): string[] {
  return graph.files
    .filter((file) => !isTestCode(file) && !isEntryPoint(file))
    .filter((file) => {
      const users = [...(graph.importers.get(file) ?? [])];
      return users.length > 0 && users.every(isTestCode);
    })
    .map(rel);
}

describe('source layout', () => {
  const graph = importGraph();

  it('finds the imports it checks (the graph is not empty)', () => {
    const helpers = graph.importers.get(path.join(SRC, 'server/testing/test-helpers.ts'));
    expect(helpers?.size).toBeGreaterThan(50);
    expect([...(helpers ?? [])].every(isTestCode)).toBe(true);
  });

  it('keeps test support in testing/ folders: no production-folder module is used only by tests', () => {
    expect(modulesOnlyTestsUse(graph)).toEqual([]);
  });

  it('flags such a module (the check can fail)', () => {
    const fake = path.join(SRC, 'server/seo/xml-reader.ts');
    const test = path.join(SRC, 'server/seo/sitemap.test.ts');
    const flagged = modulesOnlyTestsUse({
      files: [...graph.files, fake],
      importers: new Map([...graph.importers, [fake, new Set([test])]]),
    });
    expect(flagged).toEqual(['src/server/seo/xml-reader.ts']);
  });

  it('never imports test support from production code', () => {
    const wrong = graph.files
      .filter((file) => !isTestCode(file))
      .flatMap((file) =>
        specifiers(fs.readFileSync(file, 'utf8'))
          .map((specifier) => resolve(file, specifier))
          .filter((target): target is string => target !== null && isTestCode(target))
          .map((target) => `${rel(file)} -> ${rel(target)}`),
      );
    expect(wrong).toEqual([]);
  });

  it('has one error path on the server: one setErrorHandler, no per-route validation mappers', () => {
    const server = graph.files.filter(
      (file) => file.startsWith(path.join(SRC, 'server')) && !isTestCode(file),
    );
    const using = (pattern: RegExp) =>
      server.filter((file) => pattern.test(fs.readFileSync(file, 'utf8'))).map(rel);
    expect(using(/\.setErrorHandler\(/)).toEqual(['src/server/http/error-handler.ts']);
    expect(using(/\.setNotFoundHandler\(/)).toEqual(['src/server/http/error-handler.ts']);
    expect(using(/attachValidation|rejectInvalid(Input|Params)/)).toEqual([]);
  });

  it("keeps the client's shared state in domains: each src/client/domains/<name>/ holds a slice", () => {
    const domains = path.join(SRC, 'client/domains');
    const folders = fs
      .readdirSync(domains, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(5);
    const withoutSlice = folders.filter(
      (name) => !fs.readdirSync(path.join(domains, name)).some((f) => f.endsWith('.slice.ts')),
    );
    expect(withoutSlice).toEqual([]);
    // The old catch-all for state several features read is gone for good.
    expect(fs.existsSync(path.join(SRC, 'client/shared'))).toBe(false);
  });
});
