/**
 * What the engine runner prints: which engines run, each journey's outcome, and a failure that
 * names the engine, its version, the journey and where its screenshot is.
 *
 */

export interface EngineInfo {
  name: string;
  version: string;
  /** How the journeys reach it, for the start banner. */
  via: string;
}

export const engineLabel = (engine: Pick<EngineInfo, "name" | "version">) => `${engine.name} ${engine.version}`;

export function versionLine(engine: EngineInfo): string {
  return `  ${engineLabel(engine)} (${engine.via})`;
}

export function passLine(engine: EngineInfo, journey: string, ms: number): string {
  return `  ✓ ${engineLabel(engine)} › ${journey} (${(ms / 1000).toFixed(1)} s)`;
}

/** The failure, its first lines of stack where they help, and the screenshot kept for the report. */
export function failureReport(
  engine: EngineInfo,
  journey: string,
  error: unknown,
  screenshot: string | undefined,
): string {
  // Some driver errors come without a message: their name still says what went wrong.
  const message = error instanceof Error ? error.message || `${error.name} (no message)` : String(error);
  const lines = [
    `  ✗ ${engineLabel(engine)} › ${journey}`,
    ...message.split("\n").map((line) => `      ${line}`),
    screenshot ? `      screenshot: ${screenshot}` : "      (no screenshot: the engine did not answer)",
  ];
  return lines.join("\n");
}

export function summaryLine(engine: EngineInfo, passed: number, failed: number, ms: number): string {
  const outcome = failed ? `${failed} of ${passed + failed} journeys failed` : `${passed} journeys passed`;
  return `${failed ? "✗" : "✓"} ${engineLabel(engine)}: ${outcome} in ${(ms / 1000).toFixed(1)} s`;
}

/** A file name for a journey's screenshot: engine and journey, in plain letters. */
export function screenshotName(engine: Pick<EngineInfo, "name">, journey: string): string {
  const slug = journey
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-/, "")
    .slice(0, 80)
    // After the cut, which may fall on a dash between words.
    .replace(/-$/, "");
  return `${engine.name.toLowerCase()}-${slug}.png`;
}

/**
 * Where to look after a run that failed: the failed journeys' screenshots when a journey failed, the
 * pictures when a picture differs or was not taken; only the parts that apply, and nothing when
 * neither does (an engine that did not start says so itself).
 */
export function whereToLook(
  failed: { journeys: number; pictures: number },
  dirs: { screenshots: string; pictures: string },
): string | undefined {
  const parts = [
    ...(failed.journeys > 0 ? [`Screenshots of the failed journeys: ${dirs.screenshots}/`] : []),
    ...(failed.pictures > 0 ? [`Pictures: ${dirs.pictures}/ (npm run snapshots:review)`] : []),
  ];
  return parts.length > 0 ? parts.join("; ") : undefined;
}
