/** The value after `--name` on the command line (`npm run bench -- --runs 5`), or `fallback`. */
export function option(
  name: string,
  fallback: string,
  argv: readonly string[] = process.argv,
): string {
  const i = argv.indexOf(`--${name}`);
  const value = i >= 0 ? argv[i + 1] : undefined;
  return value || fallback;
}
