import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import {
  expect,
  type Locator,
  type Page,
  type PageAssertionsToHaveScreenshotOptions,
  type PlaywrightTestConfig,
  test,
} from "@playwright/test";
import { shootUntilTwoAgree } from "#qa/basics/index.ts";
import {
  ARIA_ACTUAL_SUFFIX,
  ARIA_EXPECTED_SUFFIX,
  BASELINE_ANNOTATION,
  SOURCE_ANNOTATION,
  VISUAL_TAG,
} from "#qa/support/index.ts";

/**
 * The one way a spec takes visual baselines: a screenshot (PNG) and an accessibility-tree
 * snapshot (YAML) of the same page load, under one name the test declares up front.
 * The declaration (a static annotation) lets the harness list every claimed baseline
 * without running anything (`playwright test --list`), which is how obsolete files are found.
 */

/**
 * How every picture is taken, by toHaveScreenshot (playwright.config.ts, which also makes the
 * comparison exact) and by the picture of a baseline that does not exist yet (below), alike.
 */
export const SCREENSHOT_CAPTURE = {
  animations: "disabled",
  caret: "hide",
  scale: "css",
} as const satisfies PageAssertionsToHaveScreenshotOptions;

/**
 * How a site's Playwright configuration keeps and compares the baselines under `folder`, as collect.ts and the
 * review name them (`<spec file>/<name>-<project>.png`, the aria tree beside it). Exact: the baselines belong to
 * one pinned browser build, so any changed pixel is a change. No colour tolerance (Playwright's default of 0.2
 * let the lime go from #b6f03c to #a3e635 unseen) and no allowance of differing pixels; the whole aria tree must
 * match, so an added link or heading shows as a change too. A missing baseline fails and is shown for review
 * (expectPictureBaseline takes its picture); Playwright's default would write it and pass.
 */
export function baselineSettings(folder: string) {
  return {
    snapshotPathTemplate: `${folder}/{testFileName}/{arg}-{projectName}{ext}`,
    updateSnapshots: "none",
    expect: {
      toHaveScreenshot: { ...SCREENSHOT_CAPTURE, threshold: 0, maxDiffPixels: 0 },
      toMatchAriaSnapshot: {
        pathTemplate: `${folder}/{testFileName}/{arg}-{projectName}.aria.yml`,
        children: "deep-equal",
      },
    },
  } as const satisfies PlaywrightTestConfig;
}

/** Test details declaring the baselines a test takes; merge with its other tags. */
export function visual(names: string[], tags: string[] = []) {
  return {
    tag: [VISUAL_TAG, ...tags],
    annotation: names.map((description) => ({ type: BASELINE_ANNOTATION, description })),
  };
}

/**
 * Compares the target with the screenshot baseline `<name>-<project>.png` and the
 * accessibility tree of `ariaTarget` with `<name>-<project>.aria.yml`. Both are soft,
 * so one run reports every differing baseline of a test, not only the first.
 */
export async function expectBaselines(
  target: Page | Locator,
  name: string,
  options: PageAssertionsToHaveScreenshotOptions = {},
  ariaTarget: Page | Locator = target,
) {
  const info = test.info();
  const declared = info.annotations.some((a) => a.type === BASELINE_ANNOTATION && a.description === name);
  if (!declared) throw new Error(`Baseline "${name}" is not declared: add it to the test's visual([...]) details.`);
  const page = "mainFrame" in target ? target : target.page();
  info.annotations.push({ type: SOURCE_ANNOTATION, description: `${name}: ${shownBy(page.url())}` });
  await expectPictureBaseline(target, name, options);
  await expectAriaBaseline(ariaTarget, name);
}

/** What a page's address shows: a story of the catalogue (`iframe.html?id=<story id>`) or a page of the site by its path. */
export function shownBy(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const story = searchParams.get("id");
  return pathname.endsWith("/iframe.html") && story ? `story ${story}` : `page ${pathname}`;
}

/** How many shots a picture taken here may take to settle: a first and ten more. */
const SHOTS = 11;

/**
 * Playwright's own comparison, after a shortcut for a first shot that is the baseline's very bytes
 * (firstShotIsBaseline), and except for a missing baseline in a run that writes none
 * (`--update-snapshots=none`, as `npm run test:visual` runs): Playwright then only reports it and
 * takes no picture, so a renamed page or story would show nothing to review or accept. The picture
 * is taken here as Playwright takes it (until two shots in a row agree) and attached as the actual.
 */
async function expectPictureBaseline(
  target: Page | Locator,
  name: string,
  options: PageAssertionsToHaveScreenshotOptions,
) {
  const info = test.info();
  const file = info.snapshotPath(`${name}.png`, { kind: "screenshot" });
  if (info.config.updateSnapshots !== "all" && (await firstShotIsBaseline(target, file, options))) return;
  if (info.config.updateSnapshots !== "none" || existsSync(file)) {
    await expect.soft(target).toHaveScreenshot(`${name}.png`, options);
    return;
  }
  // A file beside the test's other results, as Playwright keeps its own actual pictures (and a merged report copies them).
  const actual = info.outputPath(`${name}-actual.png`);
  mkdirSync(dirname(actual), { recursive: true });
  const picture = `The picture "${name}"`;
  writeFileSync(actual, await shootUntilTwoAgree({ shoot: () => shoot(target, options), limit: SHOTS, picture }));
  await info.attach(`${name}-actual.png`, { path: actual, contentType: "image/png" });
  expect.soft(undefined, `A snapshot doesn't exist at ${file}.`).toBeDefined();
}

/**
 * Whether a first shot, taken as toHaveScreenshot takes its first (two frames drawn, then the same settings),
 * is the baseline file's very bytes: then it is the same pixels, and toHaveScreenshot would pass on it too.
 * Playwright's own comparison decodes both PNGs and compares them pixel by pixel, even when they are the same
 * bytes: about 0.4 core-seconds for a full page (decision 0007, "Pictures"). Any other first shot (or a
 * baseline missing) says no, and the picture goes to toHaveScreenshot, which shoots and compares as always.
 */
export async function firstShotIsBaseline(
  target: Page | Locator,
  file: string,
  options: PageAssertionsToHaveScreenshotOptions = {},
): Promise<boolean> {
  if (!existsSync(file)) return false;
  const page = "mainFrame" in target ? target : target.page();
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  return (await shoot(target, options)).equals(readFileSync(file));
}

/** One screenshot with the comparison's own settings (SCREENSHOT_CAPTURE and the call's): what toHaveScreenshot takes. */
function shoot(target: Page | Locator, options: PageAssertionsToHaveScreenshotOptions) {
  const { animations, caret, scale, fullPage, clip, mask, maskColor, omitBackground } = {
    ...SCREENSHOT_CAPTURE,
    ...options,
  };
  const capture = { animations, caret, scale, mask, maskColor, omitBackground };
  return "mainFrame" in target ? target.screenshot({ ...capture, fullPage, clip }) : target.screenshot(capture);
}

/**
 * Playwright's file-based aria baselines turn numbers into patterns (a price 9,99 would be
 * stored as \d+,\d+ and so never show as changed). The baseline here is the tree exactly as
 * the page exposes it; Playwright's matcher compares it (deep-equal, see playwright.config.ts),
 * and this writes it on the same update flags Playwright honours for screenshots.
 */
async function expectAriaBaseline(target: Page | Locator, name: string) {
  const info = test.info();
  const file = info.snapshotPath(name, { kind: "aria" });
  const update = info.config.updateSnapshots;
  const seen = async () => `${await ("mainFrame" in target ? target.locator("body") : target).ariaSnapshot()}\n`;
  const baseline = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  if (update === "all" || update === "changed") {
    const actual = await seen();
    if (update === "all" || actual !== baseline) write(file, actual);
    return;
  }
  if (baseline === undefined) {
    // As Playwright does for a missing screenshot: "none" only reports it, "missing" writes it and
    // passes, "default" writes it and fails so that a run in CI cannot silently pass.
    const actual = await seen();
    if (update === "none")
      await info.attach(`${name}${ARIA_ACTUAL_SUFFIX}`, { body: actual, contentType: "text/yaml" });
    else write(file, actual);
    if (update !== "missing") expect.soft(baseline, `A snapshot doesn't exist at ${file}.`).toBeDefined();
    return;
  }
  const errorsBefore = info.errors.length;
  await expect.soft(target).toMatchAriaSnapshot(baseline);
  if (info.errors.length > errorsBefore) {
    await info.attach(`${name}${ARIA_ACTUAL_SUFFIX}`, { body: await seen(), contentType: "text/yaml" });
    await info.attach(`${name}${ARIA_EXPECTED_SUFFIX}`, { body: baseline, contentType: "text/yaml" });
  }
}

function write(file: string, yaml: string) {
  mkdirSync(dirname(file), { recursive: true });
  // `seen()` already ends the tree with its one newline: a file written as read compares equal next time.
  writeFileSync(file, yaml);
}
