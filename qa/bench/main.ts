/**
 * `npm run bench`: Lighthouse 13 (mobile and desktop presets) against every public page of a
 * separate build (build-bench/) whose stock photos come from a local stand-in image host, plus
 * the time from first paint to live (React has taken over) on a throttled phone.
 * A benchmark, not a test: missed targets still exit 0; only a failed run exits non-zero.
 * Progress goes to stderr, the results table to stdout, full reports to reports/bench/.
 *
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startSiteServer } from "#qa/plan/site-server.ts";
import { readEnv } from "#qa/settings.ts";
import { chromiumBuild } from "#qa/support/chromium.ts";
import { fromCommandLine } from "#qa/support/index.ts";
import { BUILD_ENV, CLIENT_DIR, IMAGE_HOST, RESULTS_DIR } from "./addresses.ts";
import { shutdown, shutdownOnExit, stopAtShutdown } from "./cleanup.ts";
import { launchLiveBrowser } from "./live.ts";
import { pagesAsked } from "./pages-asked.ts";
import { prewarmImages, startImageHost } from "./photo-host.ts";
import { type Row, report, summaryOf, TARGETS } from "./report.ts";
import { measurePage, PRESETS } from "./runner.ts";

async function main(routes: string[]) {
  const started = performance.now();
  const runs = readEnv("BENCH_RUNS");
  console.log(
    `Note: stock photos were served by a local stand-in host (${IMAGE_HOST}) with the same paths and parameters, pixel dimensions, ` +
      "formats (AVIF/WebP/JPEG by Accept) and cache headers, because the real stock-photo host (images.unsplash.com) " +
      "is unreachable here. Its generated pictures weigh about what real photos do, but real ones may differ.\n",
  );
  await startImageHost();
  // Its own build (build/ is left alone), rebuilt when the tree or the stand-in host's address changed;
  // the build's line goes to stderr, so that stdout keeps only the results.
  const site = await startSiteServer({ portVariable: "BENCH_SITE_PORT", env: BUILD_ENV, log: console.error });
  stopAtShutdown(site.stop);
  await prewarmImages(routes.map((route) => readFileSync(join(CLIENT_DIR, route, "index.html"), "utf8")));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const chromiumPath = chromiumBuild().path;
  const browsers = { chromiumPath, live: await launchLiveBrowser(chromiumPath) };

  // Sequential on purpose: parallel runs would compete for the machine's 2 cores and skew the timings.
  const rows: Row[] = [];
  for (const route of routes) {
    for (const preset of PRESETS) rows.push(await measurePage(route, preset, browsers, runs));
  }

  const { table, missed } = report(rows);
  console.log(table);
  // The medians for other tools: one entry per row.
  writeFileSync(join(RESULTS_DIR, "summary.json"), `${JSON.stringify(rows.map(summaryOf), null, 2)}\n`);
  console.log(
    missed.length ? `\nTargets missed (${TARGETS}):\n  ${missed.join("\n  ")}` : `\nAll targets met: ${TARGETS}.`,
  );
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(
    `\nMedian of ${runs} runs for each of the ${rows.length} rows. Mobile first paint → live: real page loads with ` +
      "Lighthouse's mobile network and a 4× slower CPU (not simulated); desktop: the Lighthouse runs, unthrottled.",
  );
  console.log(`Wall time ${Math.floor(seconds / 60)} min ${seconds % 60} s. Reports: ${RESULTS_DIR}`);
  // A page Lighthouse could not measure at all is a failed run, not a missed target.
  if (rows.some(({ median }) => median.runtimeError)) process.exitCode = 1;
}

const routes = fromCommandLine(pagesAsked);
shutdownOnExit();
try {
  await main(routes);
} catch (error) {
  console.error("Benchmark failed:", error);
  process.exitCode = 1;
} finally {
  shutdown();
}
