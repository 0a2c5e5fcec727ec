import { describe, expect, it } from "vitest";
import { cleanError, ERROR_LENGTH, fails, STATUS_MEANING, type TestRecord, tagNames, testName } from "./tests.ts";

describe("a failure's message as kept", () => {
  it("loses its terminal colours and surrounding blank lines", () => {
    expect(cleanError("\n\u001b[31mError:\u001b[39m boom\n  at x\n")).toBe("Error: boom\n  at x");
  });

  it("is cut to its first ERROR_LENGTH characters, ending in an ellipsis", () => {
    const long = cleanError("x".repeat(ERROR_LENGTH * 2));
    expect(long).toHaveLength(ERROR_LENGTH);
    expect(long.endsWith("x…")).toBe(true);
    expect(cleanError("x".repeat(ERROR_LENGTH))).toBe("x".repeat(ERROR_LENGTH));
  });
});

describe("the status words", () => {
  it("make a run red when a test failed or passed only on a retry, and only then", () => {
    const statuses = Object.keys(STATUS_MEANING) as (keyof typeof STATUS_MEANING)[];
    expect(statuses.filter(fails)).toEqual(["flaky", "failed"]);
  });
});

describe("a test's name across runs", () => {
  const record = (layer: TestRecord["layer"], place: string): TestRecord => ({
    layer,
    place,
    file: "specs/home.spec.ts",
    title: "home page › shows hero",
    status: "passed",
    tags: [],
  });

  it("says where a browser test, a journey and a picture ran, and gives a unit test and a page by their file", () => {
    expect(testName(record("unit", "unit"))).toBe("specs/home.spec.ts › home page › shows hero");
    expect(testName(record("browser", "mobile"))).toBe("[mobile] specs/home.spec.ts › home page › shows hero");
    expect(testName(record("engine journey", "WebKit"))).toBe("[WebKit] home page › shows hero");
    expect(testName(record("engine picture", "Firefox"))).toBe("[Firefox] specs/home.spec.ts");
    expect(testName(record("valid HTML", ""))).toBe("specs/home.spec.ts");
  });
});

describe("a test's tags", () => {
  it("come as the runners give tags: Playwright with the @, Vitest without", () => {
    expect(tagNames(["@small-screen", "contact-post"])).toEqual(["small-screen", "contact-post"]);
    expect(tagNames(undefined)).toEqual([]);
  });

  it("lose only a leading @: one inside a tag stays, so that the tag is named as written", () => {
    expect(tagNames(["@owner@vormis", "team@vormis"])).toEqual(["owner@vormis", "team@vormis"]);
  });
});
