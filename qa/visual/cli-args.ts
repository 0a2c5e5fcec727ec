/**
 * The visual review's command lines (package.json's `snapshots:*` scripts run `cli.ts <command>`): the
 * command, and its own options, each refused if it is not one of them.
 */
import { parseCommandLine } from "#qa/support/index.ts";
import type { SummaryContext } from "./summary.ts";
import { summaryOptions } from "./summary-args.ts";

export type VisualCommand =
  | { command: "review"; serve: boolean }
  | { command: "accept"; names: string[]; all: boolean }
  | { command: "summary"; options: Pick<SummaryContext, "picturesUrl" | "fork"> }
  | { command: "pictures"; dir: string }
  | { command: "obsolete"; remove: boolean };

const PICTURES_USAGE = "npm run snapshots:pictures -- <empty folder>";

/** `args` (the command first) as the command reads them. */
export function visualCommand([command, ...args]: string[]): VisualCommand {
  if (command === "review") {
    const { values } = parseCommandLine(
      { args, options: { serve: { type: "boolean", default: false } } },
      "npm run snapshots:review -- [--serve]",
    );
    return { command, serve: values.serve };
  }
  if (command === "accept") {
    const { values, positionals } = parseCommandLine(
      { args, allowPositionals: true, options: { all: { type: "boolean", default: false } } },
      "npm run snapshots:accept -- <name>… | --all",
    );
    return { command, names: positionals, all: values.all };
  }
  if (command === "summary") return { command, options: summaryOptions(args) };
  if (command === "pictures") {
    const { positionals } = parseCommandLine({ args, allowPositionals: true }, PICTURES_USAGE);
    if (positionals.length !== 1) throw new Error(`Usage: ${PICTURES_USAGE}`);
    return { command, dir: positionals[0] };
  }
  if (command === "obsolete") {
    const { values } = parseCommandLine(
      { args, options: { remove: { type: "boolean", default: false } } },
      "npm run snapshots:obsolete -- [--remove]",
    );
    return { command, remove: values.remove };
  }
  throw new Error(
    `Unknown command "${command ?? ""}": review [--serve], accept, summary [--pictures-url <url> | --fork], pictures <dir> or obsolete [--remove].`,
  );
}
