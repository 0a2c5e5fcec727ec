/**
 * Where the benchmark's build lies and where its two servers listen: free ports, apart from
 * `npm start`, the specs and other checkouts' benches (or BENCH_IMAGE_PORT and BENCH_SITE_PORT, if
 * nothing answers there: a leftover server would be measured instead of this build).
 */
import { join } from "node:path";
import { BENCH_BUILD_DIR, REPORTS, withEnv } from "#qa/settings.ts";
import { choosePorts } from "#qa/support/index.ts";

export const ROOT = join(import.meta.dirname, "..", "..");
export const CLIENT_DIR = join(ROOT, BENCH_BUILD_DIR, "client");
export const RESULTS_DIR = join(ROOT, REPORTS.bench);

const ports = await choosePorts(["BENCH_IMAGE_PORT", "BENCH_SITE_PORT"], process.env);
export const IMAGE_PORT = ports.BENCH_IMAGE_PORT;
export const IMAGE_HOST = `http://127.0.0.1:${IMAGE_PORT}`;
export const SITE_PORT = ports.BENCH_SITE_PORT;
export const SITE = `http://localhost:${SITE_PORT}`;
/** What shapes the bench's build: its folder, and stock photos from the stand-in host (baked into the pages). */
export const BUILD_ENV = {
  ...withEnv(process.env, { BENCH_SITE_PORT: String(SITE_PORT) }),
  BUILD_DIR: BENCH_BUILD_DIR,
  VITE_IMAGE_HOST: IMAGE_HOST,
};
