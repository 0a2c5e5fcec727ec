import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What the screenshot baselines depend on beyond the code: another Chromium
 * build, or the same build on another system, draws glyph edges differently,
 * so every screenshot would differ by a few hundred pixels.
 */
export interface RenderingEnvironment {
  /** The browser's exact version, as it reports it. */
  chromium: string;
  /** Operating system and CPU, e.g. linux-x64. */
  platform: string;
  /** Where the browser came from (the pinned package or a CHROMIUM_PATH); for people, not compared. */
  source: string;
}

/** Written by `npm run test:update` next to the baselines it makes. */
export const ENVIRONMENT_FILE = "snapshots/environment.json";
const ROOT = join(import.meta.dirname, "..", "..");

/** The environment recorded in `root` (the checkout's, unless a test gives another), if any. */
export function readRecordedEnvironment(root = ROOT): RenderingEnvironment | undefined {
  const file = join(root, ENVIRONMENT_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as RenderingEnvironment) : undefined;
}

export function recordEnvironment(environment: RenderingEnvironment, root = ROOT): void {
  writeFileSync(join(root, ENVIRONMENT_FILE), `${JSON.stringify(environment, null, 2)}\n`);
}

export const describeEnvironment = ({ chromium, platform, source }: RenderingEnvironment) =>
  `Chromium ${chromium} on ${platform} (${source})`;

const REMAKE =
  "`npm run test:update` makes new baselines in this run's browser; look at every changed PNG before committing it.";

/**
 * Why a run in `current` cannot be compared with baselines made in `recorded`,
 * or undefined when it can. One message instead of a pixel diff per screenshot.
 */
export function environmentMismatch(
  recorded: RenderingEnvironment | undefined,
  current: RenderingEnvironment,
): string | undefined {
  if (!recorded) {
    return [
      `${ENVIRONMENT_FILE} is missing, so nothing says which browser made the screenshot baselines. No test was run.`,
      `This run would use ${describeEnvironment(current)}.`,
      REMAKE,
    ].join("\n");
  }
  if (recorded.chromium === current.chromium && recorded.platform === current.platform) return undefined;

  const howToGetIt = recorded.source.startsWith("CHROMIUM_PATH")
    ? `They were made with ${recorded.source}, not in the pinned browser, so they should be remade in it.`
    : `Get that browser with \`npm ci\`: the lockfile pins ${recorded.source}.` +
      (current.source.startsWith("CHROMIUM_PATH") ? " Also unset CHROMIUM_PATH, which chose this one." : "");
  return [
    "The screenshot baselines were made in another browser, so every screenshot would differ. No test was run.",
    `  baselines (${ENVIRONMENT_FILE}): ${describeEnvironment(recorded)}`,
    `  this run:  ${describeEnvironment(current)}`,
    howToGetIt,
    REMAKE,
  ].join("\n");
}
