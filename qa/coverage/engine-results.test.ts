import { describe, expect, it } from "vitest";
import { readEngineResults } from "#qa/results/journeys.ts";
import { testsFromEngines } from "./engine-results";

/** A real run of `npm run test:engines`: 21 journeys in Firefox and in WebKit. */
const results = readEngineResults(new URL("fixtures/engines-report.json", import.meta.url).pathname);

describe("the engine journeys' results", () => {
  it("gives each journey once per engine, its engine as the layer and the journeys' file as its file", () => {
    const tests = testsFromEngines(results);
    expect(tests).toHaveLength(42);
    expect(tests.filter((test) => test.layer === "Firefox")).toHaveLength(21);
    expect(tests.find((test) => test.layer === "WebKit" && test.title.startsWith("back-to-top"))).toEqual({
      title: "back-to-top: hidden below 80 % of the page, shown past it, back to the top @back-to-top-threshold",
      file: "qa/engines/journeys.ts",
      layer: "WebKit",
      status: "passed",
      tags: [],
    });
  });
});
