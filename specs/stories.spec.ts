import { existsSync } from "node:fs";
import type { Browser, BrowserContextOptions, ConsoleMessage, Page, PlaywrightTestOptions } from "@playwright/test";
import {
  FAILED_REQUEST_TAG,
  readCatalogueStories,
  SMALL_SCREEN_TAG,
  storyAddress,
  WAITING_PHOTO_TAG,
} from "#qa/plan/catalogue-index.ts";
import {
  IN_PLACE_DESCRIBE,
  LEFT_BEHIND,
  leaveInterval,
  leaveScroll,
  MARKED,
  OWN_ERROR,
  type Residue,
  STATE_ASKED,
  storyPageState,
} from "#qa/plan/left-behind.ts";
import {
  axeViolations,
  test as base,
  expect,
  servePhotosLocally,
  settleForScreenshot,
} from "#qa/plan/playwright-fixtures.ts";
import { STORY_FINISHED_ATTRIBUTE } from "#qa/plan/story-finished.ts";
import { showStoryInPlace } from "#qa/plan/story-in-place.ts";
import { readStates } from "#qa/plan/story-states.ts";
import { STORY_AXE_DISABLED_RULES, STORY_AXE_EXCLUDE, STORY_AXE_INCLUDE } from "#qa/support/a11y-standard.ts";
import { expectBaselines, firstShotIsBaseline, SCREENSHOT_CAPTURE, visual } from "#qa/visual/baselines.ts";
import { isStatesStory, RULES_OFF_FOR_COPIES } from "../.storybook/states";
import { CATALOGUE_PORT } from "../playwright.config";

/**
 * One test per story of the component catalogue and per viewport, generated from the
 * built catalogue's story list: a new story is tested without touching this file.
 * Each test opens the story alone (the built catalogue's documented iframe.html), waits
 * until it has rendered and played, checks it with axe as addon-a11y would, and takes its
 * screenshot and accessibility-tree baselines. A "states" story (.storybook/states.tsx) forces
 * hover, focus and press on copies of its controls, so axe checks their colours in those states
 * too; the contrast of icons, focus rings and disabled looks are checked here, as axe has no rule for them.
 */

const stories = readCatalogueStories();

const CATALOGUE_ORIGIN = `http://localhost:${CATALOGUE_PORT}`;

/** A page of its own for the catalogue, as the project's pages are (its screen, touch and locale), `changed` as asked. */
async function newCataloguePage(
  browser: Browser,
  { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, locale, timezoneId }: PlaywrightTestOptions,
  changed: BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    locale,
    timezoneId,
    ...changed,
  });
  await servePhotosLocally(context);
  return context.newPage();
}

/**
 * One catalogue page per worker and viewport, which shows story after story in place (openStory): a
 * load of the catalogue for each story was most of a story test's time. A failed test ends its worker,
 * so the next one starts afresh.
 */
const test = base.extend<object, { cataloguePage: Page }>({
  cataloguePage: [
    async ({ browser }, use, { project }) => {
      const page = await newCataloguePage(browser, project.use as PlaywrightTestOptions);
      await use(page);
      await page.context().close();
    },
    { scope: "worker" },
  ],
  page: async ({ cataloguePage }, use) => use(cataloguePage),
});

// No trace: a story test's failure is a picture, an ARIA tree or axe's list, which the visual review and
// the error show in full; recording each story's DOM at every step cost about a fifth of these tests' CPU
// (decision 0007, "Traces"). To see a story test's trace, run it again with `--trace on`.
test.use({ trace: "off" });
// A worker's first story loads the whole catalogue, and on two busy cores a story that types into
// a form has taken up to 31 s.
test.describe.configure({ timeout: 60_000 });

for (const story of stories) {
  // Small-screen states are tagged in their story; the desktop project leaves them out.
  const tags = ["@pictures-components", ...(story.tags.includes(SMALL_SCREEN_TAG) ? ["@small-screen"] : [])];
  test(`${story.title} › ${story.name}`, visual([story.id], tags), async ({ page, allowConsoleErrors }) => {
    // The browser itself reports a request that never completed; such a story says it makes one.
    if (story.tags.includes(FAILED_REQUEST_TAG)) allowConsoleErrors(/Failed to load resource/);
    await openStory(page, story.id);

    const violations = await axeViolations(page, {
      include: STORY_AXE_INCLUDE,
      exclude: STORY_AXE_EXCLUDE,
      disabledRules: [...STORY_AXE_DISABLED_RULES, ...(isStatesStory(story.id) ? RULES_OFF_FOR_COPIES : [])],
    });
    expect(violations, "axe found accessibility violations").toEqual([]);

    const { controls, rings, disabled } = await readStates(page);
    // DESIGN.md: every text and its background at least 4.5:1, in every state; axe does not see icons.
    expect(
      controls.filter((control) => control.contrast < 4.5),
      "controls whose text or icon colour stands out under 4.5:1 against their background",
    ).toEqual([]);
    expect(rings.length > 0, "a states story shows controls focused from the keyboard, and only a states story").toBe(
      isStatesStory(story.id),
    );
    // WCAG 2.2's 1.4.11: what shows the focus stands out at least 3:1 against what is around it.
    expect(
      rings.filter((focused) => focused.contrast < 3),
      "controls whose focus ring is missing, or under 3:1 against what is behind it",
    ).toEqual([]);
    expect(
      disabled.filter((control) => !control.differsFromRest),
      "disabled controls that look as they do at rest",
    ).toEqual([]);

    // A story of a photo that waits shows it waiting for good (StockImage): the rest wait for none.
    await settleForScreenshot(page, { waitingPhotos: story.tags.includes(WAITING_PHOTO_TAG) ? 1 : 0 });
    await expectBaselines(page.locator("#storybook-root"), story.id);
  });
}

/**
 * The comparison is exact (qa/visual/baselines.ts): one step of a colour, one pixel of spacing
 * or of a corner's radius is a change. Each probe alters the PackageCard story as such a change to
 * its tokens would, one at a time on the story as its baseline shows it, and the picture must then differ,
 * to Playwright's comparison and to the shortcut before it (qa/visual/baselines.ts) alike.
 */
const PROBED_STORY = "packagecard--premium";
const EXACTNESS_PROBES = [
  { change: "the lime one step darker (#b6f03c → #b5f03c)", css: ".bg-lime{background-color:#b5f03c!important}" },
  { change: "its button 1 px lower", css: ".mt-10{margin-top:calc(var(--spacing) * 10 + 1px)!important}" },
  { change: "its corners' radius 1 px larger", css: ".rounded-card{border-radius:calc(1.5rem + 1px)!important}" },
];

test("the picture comparison, and its shortcut for a first shot that is the baseline's bytes, see one step of a colour, one pixel of spacing and one of radius as changes", {
  tag: "@viewport-independent",
}, async ({ page }) => {
  const baseline = test.info().snapshotPath(`${PROBED_STORY}.png`, { kind: "screenshot" });
  expect(existsSync(baseline), `${baseline} exists`).toBe(true);
  await openStory(page, PROBED_STORY);
  await settleForScreenshot(page);
  const story = page.locator("#storybook-root");
  for (const probe of EXACTNESS_PROBES) {
    await expect(story, "the story as its baseline shows it").toHaveScreenshot(`${PROBED_STORY}.png`);
    expect(await firstShotIsBaseline(story, baseline), "the shortcut takes the story as its baseline").toBe(true);
    const style = await page.addStyleTag({ content: probe.css });
    // Negated, Playwright only compares: it never writes a baseline, whatever the update mode.
    await expect(story, probe.change).not.toHaveScreenshot(`${PROBED_STORY}.png`);
    expect(await firstShotIsBaseline(story, baseline), `the shortcut with ${probe.change}`).toBe(false);
    await style.evaluate((element) => (element as HTMLStyleElement).remove());
  }
});

/**
 * Opens the story alone, as the catalogue's documented iframe.html shows it, once it has rendered and
 * played: in place of the story the worker's page showed before (qa/plan/story-in-place.ts), or by
 * loading its address where the page has shown none.
 */
async function openStory(page: Page, id: string) {
  const before = await showStoryInPlace((fn, arg) => page.evaluate(fn, arg), CATALOGUE_ORIGIN, id);
  if (before === null) {
    await page.goto(storyAddress(CATALOGUE_ORIGIN, id));
  } else {
    // What the story before leaves as it goes (an error as it unmounts) comes in this test: said in its report.
    test.info().annotations.push({ type: "shown in place of", description: before });
  }
  await expectStoryFinished(page, id);
}

/**
 * Waits until the story has rendered and played (the mark of .storybook/preview.tsx), or Storybook
 * shows its error page instead (a render or loader error), and fails with that error. A failed play
 * function is logged to the console, which fails the test (see qa/plan/story-finished.ts).
 */
async function expectStoryFinished(page: Page, id: string) {
  const finished = page.locator(`body[${STORY_FINISHED_ATTRIBUTE}="${id}"]`);
  const failed = page.locator("body.sb-show-errordisplay");
  // A story that types into a form has taken up to 31 s to play on two busy cores.
  await expect(finished.or(failed)).toBeAttached({ timeout: 45_000 });
  const error = (await failed.count()) > 0 ? await page.locator("#error-message").innerText() : undefined;
  expect(error, "Storybook shows the story as failed").toBeUndefined();
}

/**
 * A story shown in place of another (openStory) starts as it would in a page just loaded: nothing the
 * story before left behind shows in it (the cases of qa/plan/left-behind.ts). Each case has a page of
 * its own, whose window is short, so that every story can be scrolled.
 */
const leave: Record<Residue, (page: Page) => Promise<unknown>> = {
  "keyboard focus": async (page) => {
    await page.keyboard.press("Tab");
    await expect(page.locator("#storybook-root :focus-visible")).not.toHaveCount(0);
  },
  interval: async (page) => {
    await page.evaluate(leaveInterval);
    await expect(page.locator(MARKED)).not.toHaveCount(0);
  },
  scroll: async (page) => expect(await page.evaluate(leaveScroll)).toBeGreaterThan(0),
  "nothing more": async () => undefined,
};

/** What the story's page is like (storyPageState), once its own error has reached the console, and how it looks. */
async function stateOf(page: Page) {
  const logged: string[] = [];
  const note = (message: ConsoleMessage) => logged.push(message.text());
  page.on("console", note);
  const state = await page.evaluate(storyPageState, STATE_ASKED);
  // Playwright hears of the console as its events come: waited for, as a spy left behind would keep it away.
  await expect.poll(() => logged, { message: "the story's own error on the console" }).toContain(OWN_ERROR);
  page.off("console", note);
  const root = page.locator("#storybook-root");
  return {
    ...state,
    aria: await root.ariaSnapshot(),
    picture: await root.screenshot(SCREENSHOT_CAPTURE),
  };
}

/** A page of its own for each case, whose console the test watches as any test's (allowConsoleErrors). */
const cleanSlateTest = test.extend({
  page: async ({ browser }, use, { project }) => {
    const page = await newCataloguePage(browser, project.use as PlaywrightTestOptions, {
      viewport: { width: 1280, height: 240 },
    });
    await use(page);
    await page.context().close();
  },
});

cleanSlateTest.describe(IN_PLACE_DESCRIBE, () => {
  for (const { what, before, next, residue } of LEFT_BEHIND) {
    cleanSlateTest(
      `shows nothing the story before left behind: ${what}`,
      { tag: "@viewport-independent" },
      async ({ page, allowConsoleErrors }) => {
        // What each look logs on purpose, and the failed loads of a failed request (the network-failure story).
        allowConsoleErrors(new RegExp(`${OWN_ERROR}|Failed to load resource`));
        await openStory(page, next);
        await settleForScreenshot(page);
        const { picture: loadedPicture, ...seenLoaded } = await stateOf(page);
        await openStory(page, before);
        await leave[residue](page);
        await openStory(page, next);
        await settleForScreenshot(page);
        const { picture, ...seen } = await stateOf(page);
        expect(seen, `${next} after ${before}`).toEqual(seenLoaded);
        expect(picture.equals(loadedPicture), `${next} after ${before} looks as loaded`).toBe(true);
      },
    );
  }
});
