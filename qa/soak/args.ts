import { parseCommandLine } from "#qa/support/index.ts";

export const USAGE =
  "npm run test:soak -- --runs N [--load], or npm run test:soak -- --each N [--load] [-- playwright arguments]";

/**
 * The soak's two modes: `runs`, the whole `npm test` run N times in a row; `each`, every browser test run N times
 * in one Playwright run, with no retries (with the Playwright arguments given after `--`: specs, `-g`, workers).
 */
export type SoakOptions = { load: boolean } & (
  | { mode: "runs"; runs: number }
  | { mode: "each"; each: number; playwright: string[] }
);

const WHAT = { runs: "how many times to run npm test", each: "how many times to run each browser test" };

/** A count of 1 or more, or what is wrong with it. */
function countOf(option: "runs" | "each", value: string | undefined): number | { problem: string } {
  if (/^\d+$/.test(value ?? "") && Number(value) >= 1) return Number(value);
  return { problem: `--${option} takes ${WHAT[option]}, 1 or more (got ${value ?? "nothing"}). Usage: ${USAGE}` };
}

/** The soak's options, or what is wrong with them. */
export function soakOptions(args: readonly string[]): SoakOptions | { problem: string } {
  // What follows `--` goes to Playwright as it is (npm keeps a second `--`).
  const end = args.indexOf("--");
  const own = end === -1 ? args : args.slice(0, end);
  const playwright = end === -1 ? [] : args.slice(end + 1);
  let values: { runs?: string; each?: string; load?: boolean };
  try {
    ({ values } = parseCommandLine(
      {
        args: [...own],
        options: { runs: { type: "string" }, each: { type: "string" }, load: { type: "boolean", default: false } },
      },
      USAGE,
    ));
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const load = Boolean(values.load);
  if (values.runs !== undefined && values.each !== undefined) {
    return { problem: `--runs and --each are the soak's two modes: give one. Usage: ${USAGE}` };
  }
  if (values.each !== undefined) {
    const each = countOf("each", values.each);
    return typeof each === "number" ? { mode: "each", each, playwright, load } : each;
  }
  if (end !== -1) {
    return { problem: `arguments after -- go to Playwright, in the --each mode only. Usage: ${USAGE}` };
  }
  const runs = countOf("runs", values.runs);
  return typeof runs === "number" ? { mode: "runs", runs, load } : runs;
}
