import { describe, expect, it } from "vitest";
import { type EngineSession, guarded } from "./answering.ts";
import type { EngineDriver } from "./driver.ts";
import { fakeDriver, openFakePage } from "./fixtures/fake-driver.ts";
import type { Journey } from "./journey.ts";
import { runJourneys } from "./journey-run.ts";

/** Where a command never answers: the outcome is the same at any length, so a short one keeps the specs quick. */
const LIMIT_MS = 50;
const INFO = { name: "WebKit", version: "2.50.6", via: "a fake" };
const SITE = { origin: "http://localhost:4173", inboxFile: "/nowhere/messages.jsonl" };

/** A fake WebKit whose page answers scripts; it can be frozen, after which it answers nothing. */
function browser() {
  const driver = fakeDriver(openFakePage(), { name: "WebKit", version: "2.50.6" });
  let frozen = false;
  const freeze = () => {
    frozen = true;
  };
  const evaluate = driver.evaluate;
  const answering = Object.assign(driver, {
    evaluate: ((fn, ...args) =>
      frozen ? new Promise(() => undefined) : evaluate(fn, ...args)) as EngineDriver["evaluate"],
    takeErrors: async () => [],
    screenshot: async () => undefined,
  });
  return { driver: answering, freeze };
}

/** A journey that asks the page something, and whose `during` runs before it asks (the test's chance to freeze it). */
const journey = (name: string, during: () => void = () => undefined, assertion = () => undefined): Journey => ({
  name,
  pages: ["/"],
  viewport: { width: 1280, height: 800 },
  async run(driver) {
    during();
    await driver.evaluate(() => document.title);
    assertion();
  },
});

function session(first: EngineDriver, next: EngineDriver[]): EngineSession {
  return {
    engine: "WebKit",
    driver: guarded(first, { commandMs: LIMIT_MS, probeMs: LIMIT_MS }),
    relaunch: async () => {
      const driver = next.shift();
      if (!driver) throw new Error("no further browser");
      return guarded(driver, { commandMs: LIMIT_MS, probeMs: LIMIT_MS });
    },
  };
}

describe("the journeys in a browser that stops answering", () => {
  it("restart it when it freezes in the middle of a journey, walk that journey again from its size, pass, and say so", async () => {
    const first = browser();
    const second = browser();
    const lines: string[] = [];
    const walked = await runJourneys(
      session(first.driver, [second.driver]),
      [
        journey("page / @axe-clean"),
        journey("page /about @axe-clean", first.freeze),
        journey("page /contact @axe-clean"),
      ],
      SITE,
      INFO,
      "reports/engines",
      (line) => lines.push(line),
    );
    const seen =
      "WebKit stopped answering during `page /about @axe-clean` (no answer to evaluate within 0.05 s); restarted; passed on the second go";
    expect(walked.outcomes).toEqual([
      { engine: "WebKit", title: "page / @axe-clean", status: "passed" },
      { engine: "WebKit", title: "page /about @axe-clean", status: "passed", restarts: [seen] },
      { engine: "WebKit", title: "page /contact @axe-clean", status: "passed" },
    ]);
    expect([walked.passed, walked.failed]).toEqual([3, 0]);
    expect(lines.filter((line) => line.includes("↻"))).toEqual([
      "  ↻ WebKit stopped answering during `page /about @axe-clean` (no answer to evaluate within 0.05 s); restarting it",
      `  ↻ ${seen}`,
    ]);
    expect(first.driver.log.at(-1)).toBe("kill");
    expect(second.driver.log[0]).toBe("resize 1280×800");
  });

  it("fail the journey at once, and leave the rest unwalked naming the hang, when the new browser freezes too", async () => {
    const first = browser();
    const second = browser();
    const freezeBoth = () => {
      first.freeze();
      second.freeze();
    };
    const walked = await runJourneys(
      session(first.driver, [second.driver]),
      [journey("page / @axe-clean", freezeBoth), journey("page /about @axe-clean")],
      SITE,
      INFO,
      "reports/engines",
      () => undefined,
    );
    const gaveUp =
      "WebKit stopped answering during `page / @axe-clean` (no answer to evaluate within 0.05 s); restarted, and it stopped answering again (no answer to evaluate within 0.05 s)";
    expect(walked.outcomes).toEqual([
      { engine: "WebKit", title: "page / @axe-clean", status: "failed", error: gaveUp },
      { engine: "WebKit", title: "page /about @axe-clean", status: "failed", error: `not walked: ${gaveUp}` },
    ]);
  });

  it("never walk a journey again whose own assertion failed: one go in the same browser, and the next journey walked", async () => {
    const only = browser();
    let goes = 0;
    const failing = journey(
      "contact: a refused post keeps the typed text",
      () => {
        goes++;
      },
      () => {
        throw new Error("the typed text was lost");
      },
    );
    const walked = await runJourneys(
      session(only.driver, []),
      [failing, journey("page / @axe-clean")],
      SITE,
      INFO,
      "reports/engines",
      () => undefined,
    );
    expect([goes, walked.outcomes.map(({ status }) => status), only.driver.log.includes("kill")]).toEqual([
      1,
      ["failed", "passed"],
      false,
    ]);
    expect(walked.outcomes[0].error).toBe("the typed text was lost");
  });
});

describe("the window of the journeys", () => {
  const sized = (name: string, width: number, height: number, resizes = false): Journey => ({
    ...journey(name),
    viewport: { width, height },
    resizes,
  });

  it("is sized once for journeys that start at one size, again for another width or height, and after a journey that resizes it", async () => {
    const only = browser();
    await runJourneys(
      session(only.driver, []),
      [
        sized("a", 1280, 800),
        sized("b", 1280, 800),
        sized("c", 320, 800),
        sized("d", 320, 700, true),
        sized("e", 320, 700),
        sized("f", 320, 700),
      ],
      SITE,
      INFO,
      "reports/engines",
      () => undefined,
    );
    expect(only.driver.log.filter((entry) => entry.startsWith("resize"))).toEqual([
      "resize 1280×800",
      "resize 320×800",
      "resize 320×700",
      "resize 320×700",
    ]);
  });

  it("is sized again after a journey failed, which may have left it at any size", async () => {
    const only = browser();
    const failing: Journey = {
      ...sized("a", 1280, 800),
      async run() {
        throw new Error("the heading was not there");
      },
    };
    const lines: string[] = [];
    await runJourneys(
      session(only.driver, []),
      [failing, sized("b", 1280, 800)],
      SITE,
      INFO,
      "reports/engines",
      (line) => lines.push(line),
    );
    expect(only.driver.log.filter((entry) => entry.startsWith("resize"))).toEqual([
      "resize 1280×800",
      "resize 1280×800",
    ]);
    expect(lines[0]).toBe(
      "  ✗ WebKit 2.50.6 › a\n      the heading was not there\n      screenshot: reports/engines/webkit-a.png",
    );
  });
});
