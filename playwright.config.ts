import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable } from "./specs/chromium.ts";

// Overridable so that two checkouts can run their specs side by side.
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 5173);
/** Where `npm start` keeps contact messages during the specs, never the real data/ folder. */
export const E2E_INBOX_FILE = join(tmpdir(), `vormis-e2e-${SITE_PORT}`, "messages.jsonl");

const launchOptions = { executablePath: chromiumExecutable() };
/** Specs that need no browser: the built files and the server's raw answers. */
const BUILD_SPECS = ["build-output.spec.ts", "static-host.spec.ts"];

export default defineConfig({
  testDir: "specs",
  testMatch: "**/*.spec.ts",
  snapshotPathTemplate: "snapshots/{testFileName}/{arg}-{projectName}{ext}",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  expect: {
    // Two cores run both projects and the dev server at once; give a busy page time to settle.
    timeout: 10_000,
    toHaveScreenshot: { animations: "disabled", caret: "hide", scale: "css" },
  },
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: "retain-on-failure",
    locale: "et-EE",
    timezoneId: "Europe/Tallinn",
  },
  projects: [
    // Checks on the built files and the server's answers; no browser needed.
    { name: "build", testMatch: BUILD_SPECS },
    {
      name: "desktop",
      testIgnore: BUILD_SPECS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    { name: "mobile", testIgnore: BUILD_SPECS, use: { ...devices["Pixel 7"], launchOptions } },
  ],
  webServer: [
    {
      // The production build, served exactly as the host serves it.
      command: "npm start",
      env: { PORT: String(SITE_PORT), CONTACT_INBOX_FILE: E2E_INBOX_FILE },
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // Mock mode: the dev server with MSW in the browser, plus the component gallery.
      command: `npm run dev -- --port ${MOCK_PORT}`,
      env: { VITE_MSW: "1" },
      url: `http://localhost:${MOCK_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
