export const MANIFEST: string;
export function pruneOldBuilds(
  distDir: string,
  files: string[],
  options?: { keep?: number; now?: Date },
): string[];
export function currentBuildFiles(distDir: string): string[] | null;
export class KeepRecentBuildsPlugin {
  constructor(options: { keep: number });
}
