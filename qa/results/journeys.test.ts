import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  clearEngineResults,
  clearJourneyScreenshots,
  type EngineResults,
  journeyTests,
  mergeEngineResults,
  readEngineResults,
  writeEngineResults,
} from "./journeys.ts";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "engine-results-"));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const results: EngineResults = {
  journeys: [
    { engine: "Firefox", title: "the menu opens @menu-keyboard", status: "passed" },
    { engine: "WebKit", title: "the menu opens @menu-keyboard", status: "failed" },
  ],
};

describe("the engines' results on disk", () => {
  it("are written as readable JSON, in folders made as needed, and read back as they were", () => {
    const file = join(folder, "reports", "last-run", "engines.json");
    writeEngineResults(file, results);
    expect(readFileSync(file, "utf8")).toBe(`${JSON.stringify(results, null, 2)}\n`);
    expect(readFileSync(file, "utf8")).toContain('\n      "engine": "Firefox",\n');
    expect(readEngineResults(file)).toEqual(results);
  });

  it("are gone once cleared before a run, so that no earlier run's stand for it", () => {
    const file = join(folder, "engines.json");
    writeEngineResults(file, results);
    clearEngineResults(file);
    expect(existsSync(file)).toBe(false);
  });

  it("can be cleared when no run has written any", () => {
    const file = join(folder, "engines.json");
    clearEngineResults(file);
    expect(existsSync(file)).toBe(false);
  });
});

const origin = { commit: "c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802", inputs: "3f9a1c", harness: "77aa01" };
const firefox = {
  ...origin,
  journeys: [
    { engine: "Firefox", title: "the menu opens @menu-keyboard", status: "passed" },
    { engine: "Firefox", title: "contact: õ ä ö ü š ž reach the inbox @contact-post", status: "passed" },
  ],
} satisfies EngineResults;
const webkit = {
  ...origin,
  journeys: [
    {
      engine: "WebKit",
      title: "the menu opens @menu-keyboard",
      status: "failed",
      error: "no answer to WebDriver's executeScript within 20 s",
      restarts: ["WebKit stopped answering during `the menu opens @menu-keyboard`"],
    },
  ],
} satisfies EngineResults;

describe("a run of one engine's journeys after a run of the other", () => {
  it("keeps the other engine's journeys of a run of the same tree: the two runs add up, Firefox first", () => {
    expect(mergeEngineResults(firefox, webkit, ["WebKit"])).toStrictEqual({
      results: { ...webkit, journeys: [...firefox.journeys, ...webkit.journeys] },
    });
    expect(mergeEngineResults(webkit, firefox, ["Firefox"])).toStrictEqual({
      results: { ...firefox, journeys: [...firefox.journeys, ...webkit.journeys] },
    });
  });

  it("replaces every journey of the engines it ran, keeping none of their earlier ones", () => {
    const both = { ...origin, journeys: [...firefox.journeys, ...webkit.journeys] };
    const contactOnly = { ...origin, journeys: [firefox.journeys[1]] };
    expect(mergeEngineResults(both, contactOnly, ["Firefox"]).results.journeys).toStrictEqual([
      firefox.journeys[1],
      ...webkit.journeys,
    ]);
    expect(mergeEngineResults(both, firefox, ["Firefox", "WebKit"])).toStrictEqual({ results: firefox });
  });

  it("keeps the earlier journeys of a run that walked none (pictures only), of the same tree", () => {
    expect(mergeEngineResults(firefox, { ...origin, journeys: [] }, [])).toStrictEqual({ results: firefox });
  });

  it("is the run alone, with no line, when there is no earlier run or it holds only the engines run now", () => {
    expect(mergeEngineResults(undefined, webkit, ["WebKit"])).toStrictEqual({ results: webkit });
    expect(mergeEngineResults({ journeys: webkit.journeys }, webkit, ["WebKit"])).toStrictEqual({ results: webkit });
  });

  it("leaves the other engine's journeys out when they are of another tree, or of one not known, saying why and how to walk them again", () => {
    const now = { ...webkit, commit: "6d652162ea560261a17a236758e3c5d739ae5633" };
    expect(mergeEngineResults(firefox, now, ["WebKit"])).toStrictEqual({
      results: now,
      dropped: {
        engines: ["Firefox"],
        line:
          "  Firefox: the journeys of the run before are left out, they were taken of commit c5c0ab8, this run of 6d65216 " +
          "(`npm run test:engines -- --journeys --engine firefox` walks them again)",
      },
    });
    // Results from before the runs added up say nothing of their tree.
    expect(mergeEngineResults({ journeys: firefox.journeys }, webkit, ["WebKit"]).dropped?.line).toContain(
      "they were taken of commit (unknown), this run of c5c0ab8",
    );
    expect(mergeEngineResults({ ...firefox, harness: "other" }, webkit, ["WebKit"]).results).toStrictEqual(webkit);
  });
});

describe("one engine's journey screenshots", () => {
  it("are cleared, the other engine's and anything else left as they were", () => {
    for (const file of ["webkit-the-menu-opens.png", "firefox-the-menu-opens.png", "webkit-notes.txt"]) {
      writeFileSync(join(folder, file), "");
    }
    clearJourneyScreenshots(folder, "WebKit");
    expect(readdirSync(folder).sort()).toEqual(["firefox-the-menu-opens.png", "webkit-notes.txt"]);
    expect(() => clearJourneyScreenshots(join(folder, "none"), "WebKit")).not.toThrow();
  });
});

describe("the engine journeys as test records", () => {
  /** A real run of `npm run test:engines`: 21 journeys in Firefox and in WebKit. */
  const recorded = readEngineResults(new URL("fixtures/engines-report.json", import.meta.url).pathname);

  it("gives each journey once per engine, its engine as the place and the journeys' file as its file", () => {
    const tests = journeyTests(recorded);
    expect(tests).toHaveLength(42);
    expect(tests.filter((test) => test.place === "Firefox")).toHaveLength(21);
    expect(tests.find((test) => test.place === "WebKit" && test.title.startsWith("back-to-top"))).toEqual({
      layer: "engine journey",
      place: "WebKit",
      title: "back-to-top: hidden below 80 % of the page, shown past it, back to the top @back-to-top-threshold",
      file: "qa/plan/journeys.ts",
      status: "passed",
      tags: [],
    });
  });

  it("keeps a failure's first error, cleaned, and a restart with the journey it happened in", () => {
    const [first] = recorded.journeys;
    const [failed, restarted] = journeyTests({
      journeys: [
        { ...first, status: "failed", error: "\u001b[31mAssertionError\u001b[39m: hidden\n" },
        { ...first, restarts: ["WebKit stopped answering; restarted; passed on the second go"] },
      ],
    });
    expect(failed).toMatchObject({ status: "failed", error: "AssertionError: hidden" });
    expect(failed.restarts).toBeUndefined();
    expect(restarted).toMatchObject({
      status: "passed",
      restarts: ["WebKit stopped answering; restarted; passed on the second go"],
    });
    expect(restarted.error).toBeUndefined();
  });
});
