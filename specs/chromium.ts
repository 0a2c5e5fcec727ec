import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The one place that decides which Chromium drives the browser specs and the
 * benchmark: CHROMIUM_PATH if set, else Playwright's own build if one was
 * installed, else Debian's package.
 */
export function chromiumExecutable(): string {
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
