/**
 * Where the benchmark builds, serves and writes, in one place.
 *
 * Runs under plain Node (type stripping), so only erasable TypeScript here.
 */
import { join } from "node:path";
import { choosePorts } from "../harness/ports.ts";

export const ROOT = join(import.meta.dirname, "..");
/** A build of its own (stock photos from the local stand-in host), so build/ is left alone. */
export const BUILD_DIR = "build-bench";
export const CLIENT_DIR = join(ROOT, BUILD_DIR, "client");
export const RESULTS_DIR = join(ROOT, "bench-results");

// Free ports, apart from `npm start`, the specs and other checkouts' benches (or BENCH_IMAGE_PORT and
// BENCH_SITE_PORT, if nothing answers there: a leftover server would be measured instead of this build).
const ports = await choosePorts(["BENCH_IMAGE_PORT", "BENCH_SITE_PORT"], process.env);
export const IMAGE_PORT = ports.BENCH_IMAGE_PORT;
export const IMAGE_HOST = `http://127.0.0.1:${IMAGE_PORT}`;
export const SITE_PORT = ports.BENCH_SITE_PORT;
export const SITE = `http://127.0.0.1:${SITE_PORT}`;
/** What shapes the bench's build: its folder, and stock photos from the stand-in host (baked into the pages). */
export const BUILD_ENV = { ...process.env, BUILD_DIR, VITE_IMAGE_HOST: IMAGE_HOST };

/**
 * Runs per page and preset; the table shows the median one. Single runs on a busy 2-core
 * machine swing by a few hundred ms, more than the margins the targets leave.
 */
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);

// Without these, Chromium's background services fail noisily on this machine's closed network.
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
