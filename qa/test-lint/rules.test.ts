import { describe, expect, it } from "vitest";
import { lintTestSource } from "./rules";

/** The rules a sample breaks, as `line rule`. */
const broken = (source: string, file = "sample.spec.ts") =>
  lintTestSource(source, file).map(({ line, rule }) => `${line} ${rule}`);

describe("the test lint: an assertion only reached under a condition, through a helper or a callback", () => {
  it("fails an if, a ternary or an && whose one side asserts through a helper, a method named expect… or a callback, naming its line", () => {
    expect(
      broken(`const seesPrice = (path) => { expect(price(path)).toBe(19); };
test("home has the price", () => {
  for (const path of paths) {
    if (path === "/") seesPrice(path);
  }
});
it("ternary", () => { ok ? seesPrice("/") : undefined; });
it("and", async ({ page }) => { isMobile && (await expectMenu(page)); });
it("method", async () => { if (ok) await home.expectTitle("Vormis"); });
it("callback", () => { if (ok) rows.forEach((row) => expect(row).toBe(1)); });
it("object's method", () => { if (ok) run({ check() { expect(a).toBe(1); } }); });`),
    ).toEqual([
      "4 conditional-assertion",
      "7 conditional-assertion",
      "8 conditional-assertion",
      "9 conditional-assertion",
      "10 conditional-assertion",
      "11 conditional-assertion",
    ]);
  });

  it("also when the condition is in a helper of the same file the test calls", () => {
    expect(
      broken(`function check(path) {
  if (path === "/") expectPrice(path, 19);
}
test("home has the price", () => { check("/"); });`),
    ).toEqual(["2 conditional-assertion"]);
  });

  it("also an || or ??, and in a test's body that the file declares by name", () => {
    expect(
      broken(`it("or", () => { done || expectA(1); });
it("nullish", () => { cached ?? expectA(1); });
function checksHome() {
  if (path === "/") expectPrice(path, 19);
}
test("home has the price", checksHome);`),
    ).toEqual(["1 conditional-assertion", "2 conditional-assertion", "4 conditional-assertion"]);
  });

  it("passes an assignment or a loop with an assertion on its right, and a switch whose every case asserts", () => {
    expect(
      broken(`it("assigned", () => { let seen; seen = expectA(1); });
it("looped", () => { for (const row of expectRows(table)) use(row); });
it("switched", () => {
  switch (kind) {
    case "first":
    case "a": expectA(1); break;
    case "b":
    case "c": expectC(3); break;
    default: expectB(2);
  }
});`),
    ).toEqual([]);
  });

  it("fails a switch where a case asserts nothing, or where no default catches what no case names", () => {
    expect(
      broken(`it("one case", () => {
  switch (kind) {
    case "a": expectA(1); break;
    case "b": break;
    default: expectB(2);
  }
});
it("no default", () => {
  switch (kind) {
    case "a": expectA(1); break;
    case "b": expectB(2);
  }
});
it("unrelated", () => { switch (kind) { case "a": open(); } expectPage(1); });`),
    ).toEqual(["2 conditional-assertion", "9 conditional-assertion"]);
  });

  it("passes assertions made whatever the condition, and conditions around actions only", () => {
    expect(
      broken(`test("menu", async ({ isMobile }) => {
  if (isMobile) await open(menu);
  if (isMobile) await expectSmall(menu);
  else await expectWide(menu);
  await expectVisible(isMobile ? small : wide);
  if (!box) throw new Error("no box");
  expectBox(box);
});`),
    ).toEqual([]);
  });

  it("leaves to Biome's noConditionalExpect an expect or assert written in the branch itself, a helper beside it or not", () => {
    expect(
      broken(`it("if", () => { if (ok) expect(a).toBe(1); });
it("else", () => { if (ok) open(menu); else expect(a).toBe(1); });
it("soft", async () => { ok && (await expect.soft(menu).toBeVisible()); });
it("node assert", () => { ok ? assert.equal(a, 1) : undefined; });
it("switch", () => { switch (kind) { case "a": expectA(1); break; case "b": expect(b).toBe(2); } });
it("beside a helper", () => { if (ok) { expectA(1); expect(a).toBe(1); } });`),
    ).toEqual([]);
  });
});

describe("the test lint: a test that asserts nothing", () => {
  it("fails a test with no expect, assert or matcher, in Vitest and Playwright form", () => {
    expect(
      broken(
        `it("renders", () => { render(<Header />); });
test.only("opens", async ({ page }) => { await page.goto("/"); });
test("visual", visual(["home"]), async ({ page }) => { await settle(page); });
it("function", function () { render(<Footer />); });
it.each([1, 2])("each %i", (n) => { render(<Price euros={n as number} />); });
it.skipIf(ci)("skipped on CI", () => { render(<Footer />); });
test.for([1, 2])("for %i", (n) => { render(<Price euros={n} />); });`,
        "sample.test.tsx",
      ),
    ).toEqual([
      "1 no-assertion",
      "2 no-assertion",
      "3 no-assertion",
      "4 no-assertion",
      "5 no-assertion",
      "6 no-assertion",
      "7 no-assertion",
    ]);
  });

  it("fails a test whose helpers, or body named by the file, assert nothing, or that only reads a value asserted on load", () => {
    expect(
      broken(`async function open(page: Page) { await page.goto("/"); }
function renders() { render(); }
const seen = [1].map((n) => expect(n).toBe(1));
test("through a helper", async ({ page }) => { await open(page); });
test("by name", renders);
test("reads a value", () => { use(seen); });`),
    ).toEqual(["4 no-assertion", "5 no-assertion", "6 no-assertion"]);
  });

  it("fails a test whose body, or the helper it names, is given through a type assertion", () => {
    expect(
      broken(`const renders = (() => { render(); }) as () => void;
test("as", (() => { render(); }) as () => void);
test("satisfies", (async () => { render(); }) satisfies TestBody);
test("non-null", renders!);
test("named through as", renders as () => void);`),
    ).toEqual(["2 no-assertion", "3 no-assertion", "4 no-assertion", "5 no-assertion"]);
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

  it("passes a body the file declares by name or imports, and assertions reached through a chain or a helper's method", () => {
    expect(
      broken(`import { sharedBody } from "./shared";
async function seesTitle({ page }: { page: Page }) { await expect(page).toHaveTitle("Vormis"); }
export default function () {}
test("named body", seesTitle);
test("imported body", sharedBody);
test("method named expect…", async () => { await home.expectTitle("Vormis"); });
test("chain from expect…", async ({ page }) => { await expectPage(page).showsHeading("Vormis"); });
test("awaited midway", async ({ page }) => { (await expectLoaded(page)).dispose(); });
test("non-null midway", ({ page }) => { expectLoaded(page)!.dispose(); });
test("optional midway", ({ page }) => { expectLoaded(page)?.dispose(); });
test("holes", () => { const [, second] = rows; expect(second).toBe(2); });
test("cast", () => { const card = <Card>found; expectCard!.hasPrice(card, 19); });
test("awaited root", async () => { (await expectCard).hasPrice(19); });
test("constructed root", ({ page }) => { new expectations.Page(page).hasTitle("Vormis"); });
test("as midway", () => { (expectCard(found) as CardCheck).hasPrice(19); });
test("satisfies midway", () => { (expectCard(found) satisfies CardCheck).hasPrice(19); });
test("cast root", () => { (expectCard as CardCheck)(found).hasPrice(19); });`),
    ).toEqual([]);
  });

  it("does not take skips or describes for tests", () => {
    expect(
      broken(`test.describe("group", () => {
  test.skip(({ isMobile }) => isMobile, "desktop only");
  test.skip(true, "why");
  test.skip(({ isMobile }) => isMobile);
  describe.each([1, 2])("group %i", () => { setup(); });
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

  it("also through a namespace or default import, from timers/promises as well, a block, an optional call, or on any page (Biome's noPlaywrightWaitForTimeout sees only …page and …frame)", () => {
    expect(
      broken(`import * as timers from "node:timers/promises";
import promises from "timers/promises";
import { setTimeout as pause } from "timers/promises";
await timers.setTimeout(100);
await timers?.setTimeout(100);
await promises.setTimeout(100);
await pause(100);
await new Promise((resolve) => { setTimeout(resolve, 100); });
await page?.waitForTimeout(100);
await popup.waitForTimeout(100);`),
    ).toEqual(["4 sleep", "5 sleep", "6 sleep", "7 sleep", "8 sleep", "9 sleep", "10 sleep"]);
  });

  it("passes a wait for the next task, a deadline, a timer that rejects, and timers that resolve no promise", () => {
    expect(
      broken(`import { setImmediate } from "node:timers/promises";
import { setTimeout as later } from "node:timers";
await setImmediate();
await timers.setTimeout(100);
later(done, 100);
await new Promise((resolve) => setTimeout(resolve));
await new Promise((resolve) => setTimeout(resolve, 0));
await new Promise((resolve) => process.nextTick(resolve, "tick"));
await new Promise((resolve) => { onLive(resolve); setTimeout(resolve, 5000); });
await new Promise((_, reject) => setTimeout(() => reject(new Error("late")), 100));
await new Promise(settle);
import * as ticks from "node:timers/promises";
await ticks.setImmediate();
await Promise.resolve().then((next) => setTimeout(next, 100));
new Deadline((expire) => setTimeout(expire, 100));`),
    ).toEqual([]);
  });

  it("passes a sleep marked with its reason on its line, the line above, or above the statement around it", () => {
    expect(
      broken(`test("waits", async ({ page }) => {
  // allow-sleep: proves that nothing happens within the menu's 100 ms delay
  await page.evaluate(() =>
    new Promise((resolve) => setTimeout(resolve, 300)));
  await page.waitForTimeout(300); // allow-sleep: the same, measured again
  expect(1).toBe(1);
});`),
    ).toEqual([]);
  });

  it("a marker on the line below allows nothing", () => {
    expect(
      broken(`await page.waitForTimeout(300);
// allow-sleep: the marker belongs above the sleep`),
    ).toEqual(["1 sleep"]);
  });

  it("a marker without a reason allows nothing", () => {
    expect(broken(`await page.waitForTimeout(300); // allow-sleep:`)).toEqual(["1 sleep"]);
  });
});

describe("the test lint: what it reports", () => {
  it("each finding with file, line, column, rule and message, in the order of the source", () => {
    const sleep =
      "a sleep guesses how long something takes: wait for a signal instead, or say why with `// allow-sleep: <why>`";
    expect(
      lintTestSource(
        `await page.waitForTimeout(5);
test("t", async ({ page }) => { await page.waitForTimeout(5); ok && expectA(a); });
  it("asserts nothing", () => {});`,
        "specs/sample.spec.ts",
      ),
    ).toEqual([
      { file: "specs/sample.spec.ts", line: 1, column: 7, rule: "sleep", message: sleep },
      { file: "specs/sample.spec.ts", line: 2, column: 39, rule: "sleep", message: sleep },
      {
        file: "specs/sample.spec.ts",
        line: 2,
        column: 63,
        rule: "conditional-assertion",
        message:
          "an assertion only reached under a condition, through a helper or a callback: when it goes the other way, nothing is checked",
      },
      {
        file: "specs/sample.spec.ts",
        line: 3,
        column: 3,
        rule: "no-assertion",
        message: "this test asserts nothing: it passes whatever the code does",
      },
    ]);
  });
});
