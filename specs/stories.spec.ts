import { existsSync, readFileSync } from "node:fs";
import type { AxeResults } from "axe-core";
import { CATALOGUE_PORT } from "../playwright.config";
import { summarizeViolations } from "./a11y-standard";
import { expect, settleForScreenshot, test } from "./fixtures";

/**
 * One test per story of the component catalogue and per viewport, generated from the
 * built catalogue's story list: a new story is tested without touching this file.
 * Each test opens the story alone, takes addon-a11y's axe verdict on it and
 * screenshots what the story renders.
 */

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags: string[];
}

const INDEX_FILE = new URL("../storybook-static/index.json", import.meta.url);
if (!existsSync(INDEX_FILE)) {
  throw new Error("The component catalogue is not built: run `npm run build-storybook` first (npm test does).");
}
const { entries } = JSON.parse(readFileSync(INDEX_FILE, "utf8")) as { entries: Record<string, IndexEntry> };
const stories = Object.values(entries).filter((entry) => entry.type === "story");

const CATALOGUE_ORIGIN = `http://localhost:${CATALOGUE_PORT}`;

/** Storybook's STORY_FINISHED event: the story has rendered, played and run its checks (addon-a11y's axe run). */
interface StoryFinished {
  status: "success" | "error";
  reporters: { type: string; status: string; result: Partial<AxeResults> & { error?: unknown } }[];
}

declare global {
  interface Window {
    __STORY_FINISHED__?: StoryFinished;
  }
}

/**
 * Runs in the page before Storybook: catches the preview's event channel as Storybook
 * publishes it, and keeps the STORY_FINISHED event, which may come before the test asks.
 */
function recordStoryFinished() {
  type Channel = { on: (event: string, listener: (payload: StoryFinished) => void) => void };
  let channel: Channel | undefined;
  Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set(next: Channel) {
      channel = next;
      next.on("storyFinished", (payload) => {
        window.__STORY_FINISHED__ = payload;
      });
    },
  });
}

// The catalogue renders stories, not the site's pages: there is no app to wait for.
test.use({ awaitLive: false });
// Each story loads the whole catalogue and runs axe in the page; on two busy cores a story that
// types into a form as well has taken up to 31 s.
test.describe.configure({ timeout: 60_000 });

for (const story of stories) {
  // Small-screen states are tagged in their story; the desktop project leaves them out.
  const tag = ["@pictures-components", ...(story.tags.includes("small-screen") ? ["@small-screen"] : [])];
  test(`${story.title} › ${story.name}`, { tag }, async ({ page, allowConsoleErrors }) => {
    // The browser itself reports a request that never completed; such a story says it makes one.
    if (story.tags.includes("failed-request")) allowConsoleErrors(/Failed to load resource/);
    await page.addInitScript(recordStoryFinished);
    await page.goto(`${CATALOGUE_ORIGIN}/iframe.html?id=${story.id}&viewMode=story`);
    // waitForFunction resolves on the first truthy value, so the event is there.
    const finished = (await (await page.waitForFunction(() => window.__STORY_FINISHED__)).jsonValue()) as StoryFinished;

    const axe = finished.reporters.find((report) => report.type === "a11y");
    expect(axe, "addon-a11y has no verdict: the story failed before its checks (see the errors above)").toBeDefined();
    expect(summarizeViolations(axe?.result.violations ?? []), "axe found accessibility violations").toEqual([]);
    expect(axe?.status, "addon-a11y could not check the story").toBe("passed");
    expect(finished.status, "Storybook reports the story as failed").toBe("success");

    await settleForScreenshot(page);
    await expect(page.locator("#storybook-root")).toHaveScreenshot(`${story.id}.png`);
  });
}
