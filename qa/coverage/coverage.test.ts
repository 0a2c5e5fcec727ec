import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SpecRule } from "#qa/plan/spec-rules.ts";
import { type JSONReport, journeyTests, playwrightTests, type TestRecord } from "#qa/results/index.ts";
import { layersOf, provedByPicturesOnly, ruleCoverage, ruleStatus } from "./coverage";
import { sourceTags } from "./source-tags";

const rules: SpecRule[] = [
  { id: "home-start-today", group: "home", rule: "'Alusta Täna' scrolls to the download section." },
  { id: "contact-form-host", group: "calls", rule: "The form is marked for the form host." },
  { id: "price", group: "constants", rule: "19 € per month." },
];
// The last run, recorded (see playwright-results.test.ts), and the sources of its two files as they now read.
const report = JSON.parse(
  readFileSync(new URL("../results/fixtures/playwright-report.json", import.meta.url), "utf8"),
) as JSONReport;
const runs = playwrightTests(report, "/work/wt-qa-coverage");
const homeSpec = `test("'Alusta Täna' scrolls until the download section sits under the header @home-start-today", () => {});
test("the package card @home-package @price", { tag: "@viewport-independent" }, () => {});`;
const buildSpec = `test("the contact page's static HTML carries the form for the form host to detect @contact-form-host", () => {});`;

function coverageWith(sources: Record<string, string>, run: readonly TestRecord[] = runs) {
  return ruleCoverage({
    rules,
    sources: new Map(Object.entries(sources).map(([file, code]) => [file, sourceTags(code, file)])),
    runs: run,
    runnerTags: ["viewport-independent"],
  });
}
const sources = { "specs/home.spec.ts": homeSpec, "specs/build-output.spec.ts": buildSpec };

describe("rule coverage", () => {
  it("lists each rule's tests at each layer with their result in the last run", () => {
    const { rules: covered } = coverageWith(sources, runs);
    const startToday = covered.find((rule) => rule.id === "home-start-today");
    expect(startToday?.tests.map((test) => `${test.layer} ${test.status}`)).toEqual([
      "desktop passed",
      "mobile passed",
    ]);
    expect(startToday && ruleStatus(startToday)).toBe("proved");
  });

  it("names the test that names an id no rule has, from its source and from the last run", () => {
    const { problems } = coverageWith(sources);
    // The recorded run's home-sections, home-read-more, footer and home-package are not rules of this list.
    expect(problems).toContain(
      'specs/home.spec.ts: "the package card @home-package @price" names @home-package, which is no rule in qa/plan/spec-rules.ts (a tag that steers a runner belongs in RUNNER_TAGS, qa/settings.ts)',
    );
    expect(problems.some((problem) => problem.includes("names @footer"))).toBe(true);
  });

  it("names as problems exactly the ids that are no rule, never a rule's id or a runner's tag", () => {
    const { problems } = coverageWith(sources);
    const named = problems.map((problem) =>
      problem.replace(/^(\S+): ".*" names (@\S+), which is no rule .*$/, "$1 $2"),
    );
    expect(named).toEqual([
      "specs/home.spec.ts @home-package",
      "specs/build-output.spec.ts @html-lang",
      "specs/home.spec.ts @home-sections",
      "specs/home.spec.ts @home-read-more",
      "specs/home.spec.ts @footer",
      "specs/home.spec.ts @home-package",
    ]);
  });

  it("counts a rule proved when one of its tests passed and another was skipped", () => {
    const skipped = runs.map((run) => (run.place === "mobile" ? { ...run, status: "skipped" as const } : run));
    const startToday = coverageWith(sources, skipped).rules.find((rule) => rule.id === "home-start-today");
    expect(startToday?.tests.map((test) => `${test.layer} ${test.status}`)).toEqual([
      "desktop passed",
      "mobile skipped",
    ]);
    expect(startToday && ruleStatus(startToday)).toBe("proved");
  });

  it("counts a test of the last run whose file is gone since for no rule, and as a test that names none", () => {
    const { rules: covered, unnamed } = coverageWith({ "specs/home.spec.ts": homeSpec });
    expect(covered.find((rule) => rule.id === "contact-form-host")?.tests).toEqual([]);
    // The three tests that name no rule (see below), and the build's form check, whose file no source lists.
    expect(unnamed).toBe(4);
  });

  it("fails a rule at once when its only test's source no longer names it, without a new run", () => {
    const before = coverageWith(sources);
    expect(before.problems.some((problem) => problem.startsWith("@contact-form-host"))).toBe(false);
    const after = coverageWith({
      ...sources,
      "specs/build-output.spec.ts": buildSpec.replace(" @contact-form-host", ""),
    });
    expect(after.rules.find((rule) => rule.id === "contact-form-host")?.tests).toEqual([]);
    expect(after.problems).toContain("@contact-form-host has no test: The form is marked for the form host.");
  });

  it("shows a test named since the last run as not run, and does not count it as proof", () => {
    const { rules: covered, problems } = coverageWith(
      { "specs/new.spec.ts": `test("costs 19 € @price", () => {});` },
      [],
    );
    const price = covered.find((rule) => rule.id === "price");
    expect(price?.tests).toEqual([
      { title: "costs 19 € @price", file: "specs/new.spec.ts", layer: "browser", status: "not run" },
    ]);
    expect(problems).toContain("@price is not proved by the last run (browser not run)");
    expect(price && ruleStatus(price)).toBe("not run");
  });

  it("shows a test written since the last run in a second file as not run, beside the rule's tests that ran", () => {
    const { rules: covered } = coverageWith({
      ...sources,
      "specs/pricing.spec.ts": `test("the package costs 19 € @price", () => {});`,
    });
    const price = covered.find((rule) => rule.id === "price");
    expect(price?.tests.map((test) => `${test.layer} ${test.status} ${test.file}`)).toEqual([
      "desktop passed specs/home.spec.ts",
      "browser not run specs/pricing.spec.ts",
    ]);
  });

  it("shows a test the last run did not report in the layer its file runs in, titled where only a table names the rule", () => {
    const { rules: covered } = coverageWith(
      {
        "src/lib/price.test.ts": `for (const [label, rule] of [["kuus", "@price"]]) it(\`costs 19 € \${label} \${rule}\`, () => {});`,
        "qa/plan/journeys.ts": `const JOURNEYS = [{ name: "home: 'Alusta Täna' scrolls @home-start-today" }];`,
      },
      [],
    );
    expect(covered.flatMap((rule) => rule.tests)).toEqual([
      { title: "(named in a table of titles)", file: "qa/plan/journeys.ts", layer: "engines", status: "not run" },
      { title: "(named in a table of titles)", file: "src/lib/price.test.ts", layer: "unit", status: "not run" },
    ]);
  });

  it("puts the build checks right after the unit tests, before any browser project, whatever its name", () => {
    const accessibility = runs.map((run) => (run.place === "mobile" ? { ...run, place: "accessibility" } : run));
    const vitest: TestRecord = {
      ...runs[0],
      title: "costs 19 € @price",
      file: "src/lib/price.test.ts",
      layer: "unit",
      place: "unit",
    };
    const { rules: covered } = coverageWith(
      { ...sources, "src/lib/price.test.ts": `it("costs 19 € @price", () => {});` },
      [...accessibility, vitest],
    );
    expect(layersOf(covered)).toEqual(["unit", "build", "accessibility", "desktop"]);
  });

  it("does not count a rule proved when one of its tests failed or passed only on a retry", () => {
    const flaky = runs.map((run) => (run.place === "mobile" ? { ...run, status: "flaky" as const } : run));
    const startToday = coverageWith(sources, flaky).rules.find((rule) => rule.id === "home-start-today");
    expect(startToday && ruleStatus(startToday)).toBe("failed");
  });

  it("counts the tests of the run that name no rule, each once however many projects it ran in", () => {
    // Of the recorded run's six tests, these name none of the three rules: the build's MSW and prerender
    // checks, home's sections (desktop only); 'Alusta Täna' ran in two projects and names one.
    expect(coverageWith(sources).unnamed).toBe(3);
  });

  it("counts each engine journey under its engine, after the browser projects, while the journeys' file names the rule", () => {
    const journeys = `const JOURNEYS = [{ name: "home: 'Alusta Täna' scrolls to the download section @home-start-today" }];`;
    const engineRuns = journeyTests({
      journeys: [
        {
          engine: "WebKit",
          title: "home: 'Alusta Täna' scrolls to the download section @home-start-today",
          status: "passed",
        },
        {
          engine: "Firefox",
          title: "home: 'Alusta Täna' scrolls to the download section @home-start-today",
          status: "failed",
        },
      ],
    });
    const { rules: covered, problems } = coverageWith({ ...sources, "qa/plan/journeys.ts": journeys }, [
      ...runs,
      ...engineRuns,
    ]);
    const startToday = covered.find((rule) => rule.id === "home-start-today");
    expect(startToday?.tests.map((test) => `${test.layer} ${test.status}`)).toEqual([
      "desktop passed",
      "mobile passed",
      "WebKit passed",
      "Firefox failed",
    ]);
    expect(layersOf(covered)).toEqual(["build", "desktop", "mobile", "Firefox", "WebKit"]);
    expect(problems).toContain(
      "@home-start-today is not proved by the last run (desktop passed, mobile passed, WebKit passed, Firefox failed)",
    );
  });

  it("names a journey that names an id no rule has", () => {
    const journey = {
      engine: "Firefox",
      title: "blog: the share buttons @share-everything",
      status: "passed" as const,
    };
    const { problems } = coverageWith(sources, [...runs, ...journeyTests({ journeys: [journey] })]);
    expect(problems).toContain(
      'qa/plan/journeys.ts: "blog: the share buttons @share-everything" names @share-everything, which is no rule in qa/plan/spec-rules.ts (a tag that steers a runner belongs in RUNNER_TAGS, qa/settings.ts)',
    );
  });

  it("marks a rule as proved by pictures only when every test of it takes baselines", () => {
    const picture = (title: string, visual: boolean): TestRecord => ({
      title,
      file: "specs/home.spec.ts",
      layer: "browser",
      place: "desktop",
      status: "passed",
      tags: visual ? ["visual"] : [],
    });
    const home = `test("looks right @price", () => {});\ntest("says 19 € @price", () => {});`;
    const withPicture = coverageWith({ "specs/home.spec.ts": home }, [picture("looks right @price", true)]);
    const withText = coverageWith({ "specs/home.spec.ts": home }, [
      picture("looks right @price", true),
      picture("says 19 € @price", false),
    ]);
    const price = (coverage: ReturnType<typeof coverageWith>) => coverage.rules.filter((rule) => rule.id === "price");
    expect(price(withPicture).map(provedByPicturesOnly)).toEqual([true]);
    expect(price(withText).map(provedByPicturesOnly)).toEqual([false]);
    const withoutTests = withPicture.rules.filter((rule) => rule.tests.length === 0);
    expect(withoutTests.map((rule) => [rule.id, provedByPicturesOnly(rule)])).toEqual([
      ["home-start-today", false],
      ["contact-form-host", false],
    ]);
  });
});
