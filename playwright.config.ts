import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, defineConfig, devices } from "@playwright/test";

export const SITE_PORT = 4173;
export const MOCK_PORT = 5173;
/** Where `npm start` keeps contact messages during the specs, never the real data/ folder. */
export const E2E_INBOX_FILE = join(tmpdir(), "vormis-e2e", "messages.jsonl");

/**
 * Which Chromium to drive: CHROMIUM_PATH if set, else Playwright's own build
 * if one was installed, else Debian's package.
 */
function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, chromium.executablePath(), "/usr/bin/chromium"];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      "Chromium ei leitud. Paigalda see (Debianis: sudo apt-get install chromium) " +
        "või näita teed muutujaga CHROMIUM_PATH=/tee/chromium.",
    );
  }
  return found;
}

const launchOptions = { executablePath: chromiumExecutable() };

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
    { name: "build", testMatch: "build-output.spec.ts" },
    {
      name: "desktop",
      testIgnore: "build-output.spec.ts",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    { name: "mobile", testIgnore: "build-output.spec.ts", use: { ...devices["Pixel 7"], launchOptions } },
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
