import { MADE_BEFORE, TAKEN_BEFORE } from "#qa/results/index.ts";

/** The commands that bring each part of the visual results up to date with the tree. */
export const VISUAL_COMMANDS = {
  /** Playwright's @visual tests alone: the Chromium baselines, both viewports, writing none. */
  chromium: "npm run test:e2e -- --grep @visual",
  /** The Firefox and WebKit pictures alone (qa/results/engine-pictures.ts' TAKE_ENGINE_PICTURES). */
  engines: "npm run test:engines -- --pictures",
  /** Both, side by side. */
  both: "npm run test:visual",
};

/** Why both runs are stale: a change both were made before is named once. */
function bothStale(chromium: string, engines: string): string {
  const [chromiumRun, chromiumChange] = chromium.split(MADE_BEFORE);
  const [engineRun, engineChange] = engines.split(TAKEN_BEFORE);
  return chromiumChange !== undefined && chromiumChange === engineChange
    ? `${chromiumRun} and ${engineRun}${MADE_BEFORE}${chromiumChange}`
    : `${chromium}, and ${engines}`;
}

/**
 * Why the review refuses stale Chromium results, with exactly the commands that bring each stale
 * part up to date: Chromium's alone when the Firefox and WebKit pictures are of this tree, else both.
 */
export function staleRefusal(chromium: string, engines: string | undefined): string {
  const why = engines ? bothStale(chromium, engines) : chromium;
  const commands = engines
    ? `run \`${VISUAL_COMMANDS.both}\` (both), or \`${VISUAL_COMMANDS.chromium}\` for Chromium and \`${VISUAL_COMMANDS.engines}\` for Firefox and WebKit`
    : `run \`${VISUAL_COMMANDS.chromium}\` for Chromium alone (the Firefox and WebKit pictures are of this tree), or \`${VISUAL_COMMANDS.both}\` (both)`;
  return `${why.charAt(0).toUpperCase()}${why.slice(1)}: ${commands}.`;
}
