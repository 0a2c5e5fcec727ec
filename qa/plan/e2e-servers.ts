/**
 * What a Playwright run needs before its servers start, prepared once in its main process
 * (playwright.config.ts): a free port for the site and for the catalogue unless E2E_SITE_PORT or
 * E2E_CATALOGUE_PORT names one that nothing answers on yet, and both builds made from the current
 * tree. The ports go into the environment, which the workers inherit when they evaluate the config again.
 *
 */
import { type EnvName, readEnv } from "#qa/settings.ts";
import { choosePorts } from "#qa/support/index.ts";
import { catalogueBuild, ensureBuilt, siteBuild } from "#src/build/builds.ts";

/** The ports the run's servers listen on, as the main process chose them (0 before it has). */
export function e2ePorts(env: NodeJS.ProcessEnv) {
  return { site: readEnv("E2E_SITE_PORT", env) ?? 0, catalogue: readEnv("E2E_CATALOGUE_PORT", env) ?? 0 };
}

/** Set once the main process has prepared the run: the workers and any later evaluation leave it as it is. */
const PREPARED = "E2E_SERVERS_PREPARED" satisfies EnvName;

export async function prepareE2eServers(env: NodeJS.ProcessEnv, argv: string[]): Promise<void> {
  if (readEnv(PREPARED, env)) return;
  // Listing the tests starts no server, but loads the test files.
  const listing = argv.includes("--list");
  if (!listing) {
    const ports = await choosePorts(["E2E_SITE_PORT", "E2E_CATALOGUE_PORT"], env);
    for (const [name, port] of Object.entries(ports)) env[name] = String(port);
  }
  // specs/stories.spec.ts reads the catalogue's story list as the test files load, before any server starts.
  ensureBuilt(catalogueBuild(), env);
  if (!listing) ensureBuilt(siteBuild(env), env);
  env[PREPARED] = "1";
}
