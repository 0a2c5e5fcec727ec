import { describe, expect, it } from "vitest";
import { lintTestSource } from "./rules";

/** The rules a sample breaks, as `line rule`. */
const broken = (source: string, file = "sample.spec.ts") =>
  lintTestSource(source, file).map(({ line, rule }) => `${line} ${rule}`);

describe("the test lint: an assertion only reached under a condition", () => {
  it("fails an if, a ternary or an && that wraps the only assertion, naming its line", () => {
    expect(
      broken(`test("home has the price", () => {
  for (const path of paths) {
    if (path === "/") expect(price(path)).toBe(19);
  }
});
it("ternary", () => { ok ? expect(a).toBe(1) : undefined; });
it("and", async () => { isMobile && (await expect(menu).toBeVisible()); });`),
    ).toEqual(["3 conditional-assertion", "6 conditional-assertion", "7 conditional-assertion"]);
  });

  it("also when the condition is in a helper of the same file the test calls", () => {
    expect(
      broken(`function check(path) {
  if (path === "/") expect(price(path)).toBe(19);
}
test("home has the price", () => { check("/"); });`),
    ).toEqual(["2 conditional-assertion"]);
  });

  it("passes assertions made whatever the condition, and conditions around actions only", () => {
    expect(
      broken(`test("menu", async ({ isMobile }) => {
  if (isMobile) await open(menu);
  if (isMobile) expect(a).toBe(1);
  else expect(b).toBe(2);
  expect(isMobile ? small : wide).toBeVisible();
  if (!box) throw new Error("no box");
  expect(box).toBeDefined();
});`),
    ).toEqual([]);
  });
});

describe("the test lint: a test that asserts nothing", () => {
  it("fails a test with no expect, assert or matcher, in Vitest and Playwright form", () => {
    expect(
      broken(
        `it("renders", () => { render(<Header />); });
test.only("opens", async ({ page }) => { await page.goto("/"); });
test("visual", visual(["home"]), async ({ page }) => { await settle(page); });`,
        "sample.test.tsx",
      ),
    ).toEqual(["1 no-assertion", "2 no-assertion", "3 no-assertion"]);
  });

  it("passes a test that asserts in its body, through a helper of the same file, or a helper named expect…", () => {
    expect(
      broken(`const seesHome = async (page) => { await expect(page).toHaveTitle("Vormis"); };
async function opens(page) { await page.goto("/"); await seesHome(page); }
test("direct", async ({ page }) => { await expect(page.getByRole("main")).toBeVisible(); });
test("through two helpers", async ({ page }) => { await opens(page); });
test("handed on", async () => { await Promise.all(pages.map(seesHome)); });
test("imported helper", async ({ page }) => { await expectNoA11yViolations(page); });
it("node assert", () => { assert.equal(sum(1, 1), 2); });
it.each([1, 2])("each %i", (n) => { expect(n).toBeGreaterThan(0); });`),
    ).toEqual([]);
  });

  it("does not take skips or describes for tests", () => {
    expect(
      broken(`test.describe("group", () => {
  test.skip(({ isMobile }) => isMobile, "desktop only");
  test.skip(true, "why");
  test.beforeEach(async ({ page }) => { await page.goto("/"); });
});`),
    ).toEqual([]);
  });
});

describe("the test lint: sleeps", () => {
  it("fails waitForTimeout, a promise a timer resolves, and node:timers/promises' setTimeout", () => {
    expect(
      broken(`import { setTimeout as sleep } from "node:timers/promises";
test("waits", async ({ page }) => {
  await page.waitForTimeout(500);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((done) => setTimeout(() => done(), 100));
  await sleep(100);
  expect(1).toBe(1);
});`),
    ).toEqual(["3 sleep", "4 sleep", "5 sleep", "6 sleep"]);
  });

  it("passes a sleep marked with its reason, a wait for the next task, a deadline and a timer that rejects", () => {
    expect(
      broken(`test("waits", async ({ page }) => {
  // allow-sleep: proves that nothing happens within the menu's 100 ms delay
  await page.evaluate(() =>
    new Promise((resolve) => setTimeout(resolve, 300)));
  await page.waitForTimeout(300); // allow-sleep: the same, measured again
  await new Promise((resolve) => setTimeout(resolve));
  await new Promise((resolve) => { onLive(resolve); setTimeout(resolve, 5000); });
  await new Promise((_, reject) => setTimeout(() => reject(new Error("late")), 100));
  expect(1).toBe(1);
});`),
    ).toEqual([]);
  });

  it("a marker without a reason allows nothing", () => {
    expect(broken(`await page.waitForTimeout(300); // allow-sleep:`)).toEqual(["1 sleep"]);
  });
});
