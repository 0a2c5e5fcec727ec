import { parseCommandLine } from "#qa/support/command-line.ts";

export const USAGE = "npm run test:soak -- --runs N [--load]";

export interface SoakOptions {
  runs: number;
  /** Keep one core busy the whole soak, as another job does on a shared CI runner. */
  load: boolean;
}

/** The soak's options, or what is wrong with them. */
export function soakOptions(args: readonly string[]): SoakOptions | { problem: string } {
  let values: { runs?: string; load?: boolean };
  try {
    ({ values } = parseCommandLine(
      { args: [...args], options: { runs: { type: "string" }, load: { type: "boolean", default: false } } },
      USAGE,
    ));
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const runs = Number(values.runs);
  if (!/^\d+$/.test(values.runs ?? "") || runs < 1) {
    return {
      problem: `--runs takes how many times to run npm test, 1 or more (got ${values.runs ?? "nothing"}). Usage: ${USAGE}`,
    };
  }
  return { runs, load: Boolean(values.load) };
}
