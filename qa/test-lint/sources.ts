import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * What the test lint reads: the browser specs and their support, every unit spec and the tools that
 * drive browsers or time runs. No other file can change its verdict (`npm run test:changed` goes by it).
 */
const SOURCES: { folder: string; take: (file: string) => boolean }[] = [
  { folder: "specs", take: (file) => /\.tsx?$/.test(file) },
  { folder: "src", take: (file) => /\.test\.tsx?$/.test(file) },
  { folder: "qa", take: (file) => /\.test\.ts$/.test(file) },
  ...["qa/support", "qa/plan", "qa/engines", "qa/bench", "qa/soak", "qa/coverage"].map((folder) => ({
    folder,
    take: (file: string) => /\.tsx?$/.test(file),
  })),
];

/** Whether the test lint reads `file` (a path from the checkout's root, `/` between folders). */
export const testLintReads = (file: string): boolean =>
  SOURCES.some(({ folder, take }) => file.startsWith(`${folder}/`) && take(file));

/** Every file the test lint reads, sorted. Files only: recorded runs keep baselines in folders named after spec files (`home.spec.ts/`). */
export function testLintFiles(): string[] {
  return [
    ...new Set(
      SOURCES.flatMap(({ folder, take }) =>
        readdirSync(folder, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
          .filter(take),
      ),
    ),
  ].sort();
}
