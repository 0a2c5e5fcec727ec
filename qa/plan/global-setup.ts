import type { FullConfig } from "@playwright/test";
import { renderingEnvironment } from "#qa/support/chromium.ts";
import {
  describeEnvironment,
  ENVIRONMENT_FILE,
  environmentMismatch,
  type RenderingEnvironment,
  readRecordedEnvironment,
  recordEnvironment,
} from "#qa/support/index.ts";
import { catalogueBuild, currentInputs, siteBuild } from "#src/build/builds.ts";
import { e2ePorts } from "./e2e-servers.ts";
import { identityProblem } from "./server-identity.ts";

/**
 * Before any test: the servers Playwright started serve this tree's current builds (their
 * x-vormis-build header names the stamp of the build each serves), and a run that remakes baselines records the browser it made
 * them in; any other run stops at once, with one message, if that is not the
 * browser about to run.
 */
export default async function checkServersAndEnvironment(config: FullConfig): Promise<void> {
  await checkServedBuilds();
  checkEnvironment(config.updateSnapshots, await renderingEnvironment());
}

/**
 * A run that remakes baselines records the browser it makes them in (in `root`, the checkout's unless a
 * test gives another); any other run stops, with one message, unless it is the browser recorded.
 */
export function checkEnvironment(
  updateSnapshots: FullConfig["updateSnapshots"],
  current: RenderingEnvironment,
  root?: string,
): void {
  if (updateSnapshots === "all" || updateSnapshots === "changed") {
    const previous = readRecordedEnvironment(root);
    if (previous && environmentMismatch(previous, current)) {
      console.warn(
        `Baselines move from ${describeEnvironment(previous)} to ${describeEnvironment(current)}: ` +
          "remake all of them (no file or project filter), or the rest stay from the old browser.",
      );
    }
    recordEnvironment(current, root);
    console.log(`${ENVIRONMENT_FILE}: ${describeEnvironment(current)}`);
    return;
  }
  const problem = environmentMismatch(readRecordedEnvironment(root), current);
  // Without a stack, Playwright prints the message alone instead of a code frame of this file.
  if (problem) throw Object.assign(new Error(problem), { stack: problem });
}

/** Each server serves the build this tree's current files make: not another checkout's, not an older one. */
export async function checkServedBuilds(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const site = siteBuild();
  const catalogue = catalogueBuild();
  const ports = e2ePorts(env);
  const problems = await Promise.all([
    identityProblem("The site (npm start)", `http://localhost:${ports.site}/`, site.folder, currentInputs(site).stamp),
    identityProblem(
      "The component catalogue",
      `http://localhost:${ports.catalogue}/index.json`,
      catalogue.folder,
      currentInputs(catalogue).stamp,
    ),
  ]);
  const problem = problems.filter(Boolean).join("\n");
  if (problem) throw Object.assign(new Error(problem), { stack: problem });
}
