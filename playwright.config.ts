import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2ePorts, prepareE2eServers } from "#qa/plan/e2e-servers.ts";
import { keepTree } from "#qa/plan/kept-trees.ts";
import { PICTURE_VIEWPORTS } from "#qa/plan/viewports.ts";
import { currentCommit, RUN_REPORT_FILE, type RunOrigin } from "#qa/results/index.ts";
import { REPORTS, readEnv } from "./qa/settings.ts";
import { chromiumNamed } from "./qa/support/chromium.ts";
import { baselineSettings } from "./qa/visual/baselines.ts";
import { catalogueBuild, currentInputs } from "./src/build/builds.ts";

// Free ports (or E2E_SITE_PORT / E2E_CATALOGUE_PORT, if nothing answers there) and both builds made
// from the current tree, once, in the main process; the workers inherit the ports.
// A refusal (a taken port) or a failed build is one message; the build's own output is above it.
await prepareE2eServers(process.env, process.argv).catch((error: Error) => {
  console.error(`✗ ${error.message}`);
  process.exit(1);
});
export const { site: SITE_PORT, catalogue: CATALOGUE_PORT } = e2ePorts(process.env);
/** Where `npm start` keeps contact messages during the specs, never the real data/ folder. */
export const E2E_INBOX_FILE = join(tmpdir(), `vormis-e2e-${SITE_PORT}`, "messages.jsonl");

/** The last run's results, machine-readable; `npm run test:soak -- --each N` points it elsewhere. */
const PLAYWRIGHT_RESULTS_FILE = readEnv("PLAYWRIGHT_JSON_OUTPUT_FILE");

// Named only: the global setup, which runs before any worker, has unpacked it by then (qa/support/chromium.ts).
// One renderer process per test, not two: a test's new page first gets a process of its own for its blank
// document, and the page of the site then moves to another one. Held to one process where it can, Chromium
// keeps the page in the first (and a popup of the test's beside it); two contexts never share a process, so
// tests stay apart. Same pictures; the browser specs' CPU 458–461 → 367–376 core-seconds (decision 0007,
// "Pictures").
const launchOptions = { executablePath: chromiumNamed().path, args: ["--renderer-process-limit=1"] };
const BASELINES = baselineSettings("snapshots");
/** Specs that need no browser: the built files and the server's raw answers. */
const BUILD_SPECS = ["build-output.spec.ts", "photo-requests.spec.ts", "static-host.spec.ts"];

export default defineConfig({
  testDir: "specs",
  testMatch: "**/*.spec.ts",
  outputDir: REPORTS.playwrightOutput,
  globalSetup: "./qa/plan/global-setup.ts",
  fullyParallel: true,
  forbidOnly: readEnv("CI"),
  // CI tries a failed test again, and a test that passes only then fails the run all the same,
  // named as flaky in the report: a retry may show a flake, never hide one.
  retries: readEnv("CI") ? 2 : 0,
  failOnFlakyTests: readEnv("CI"),
  workers: 2,
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: REPORTS.playwrightHtml }],
    // What `npm run spec:coverage` reads: every test's title, tags, project and result.
    ["json", { outputFile: PLAYWRIGHT_RESULTS_FILE }],
    // What `npm run snapshots:review` reads (qa/visual/).
    ["json", { outputFile: RUN_REPORT_FILE }],
  ],
  // The review refuses results made from another commit than the one checked out.
  // What the results were made from, so that the review refuses them once the tree has changed.
  // The tree's files are kept by its stamp, so that a refusal can name the files changed since.
  metadata: { commit: currentCommit(), inputs: keepTree(currentInputs(catalogueBuild())).stamp } satisfies RunOrigin,
  // Kept and compared exactly (threshold: 0, maxDiffPixels: 0, the whole aria tree), a missing one failing
  // (`npm run test:update` writes them): qa/visual/baselines.ts, which the second site's configuration uses too.
  // No platform in the path: the baselines are valid for one browser build only, which
  // snapshots/environment.json names and the global setup checks before any test.
  ...BASELINES,
  // Two cores run both projects and their servers at once; give a busy page time to settle.
  expect: { ...BASELINES.expect, timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    // A failed test keeps its trace: every action with the page's DOM, the network and the console.
    // Without the screencast, whose frames cost about a fifth of the suite's time on two cores.
    trace: { mode: "retain-on-failure", screenshots: false },
    locale: "et-EE",
    timezoneId: "Europe/Tallinn",
  },
  projects: [
    // Checks on the built files and the server's answers; no browser needed.
    { name: "build", testMatch: BUILD_SPECS },
    {
      name: "desktop",
      testIgnore: BUILD_SPECS,
      use: { ...devices["Desktop Chrome"], viewport: PICTURE_VIEWPORTS.desktop, launchOptions },
      // Stories of small-screen states (the open menu) do not exist at desktop width.
      grepInvert: /@small-screen/,
    },
    {
      name: "mobile",
      testIgnore: BUILD_SPECS,
      use: { ...devices["Pixel 7"], viewport: PICTURE_VIEWPORTS.mobile, launchOptions },
      // What does not depend on the screen's size is proven once, on desktop.
      grepInvert: /@viewport-independent/,
    },
  ],
  // Never a server that was already running: it could be another checkout's, or an older build's.
  // The global setup checks that each serves this tree's current build (qa/plan/server-identity.ts).
  webServer: [
    {
      // The production build, served exactly as the host serves it.
      command: "npm start",
      env: { PORT: String(SITE_PORT), CONTACT_INBOX_FILE: E2E_INBOX_FILE },
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // The built component catalogue, as static files.
      command: `"${process.execPath}" qa/plan/catalogue-server.ts`,
      env: { PORT: String(CATALOGUE_PORT) },
      url: `http://localhost:${CATALOGUE_PORT}/index.json`,
      reuseExistingServer: false,
    },
  ],
});
