import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { JOURNEYS } from "#qa/plan/journeys.ts";
import { PICTURED_PAGES } from "#qa/plan/pictured-pages.ts";
import { EVERY_PAGE, SPEC_PAGES } from "#qa/plan/spec-pages.ts";
import { type Sources, storyFiles } from "#qa/visual/causes.ts";
import { recordedCatalogueGraph, recordedSiteGraph, recordedStories } from "#qa/visual/fixtures/load-fixture.ts";
import { publicPaths } from "#src/lib/public-paths.ts";
import routes from "#src/routes.ts";
import {
  type Checks,
  filterMisses,
  type ListedTest,
  listedTests,
  playwrightGrep,
  reachesEverything,
  type Selection,
  selectChecks,
  specPagesFor,
  titleOf,
} from "./select.ts";

/** `playwright test --list --reporter=json` of this tree, as listedTests reads it (every test once, with the pages it names). */
function recordedTests(): ListedTest[] {
  return JSON.parse(readFileSync(join(import.meta.dirname, "fixtures", "tests.json"), "utf8")) as ListedTest[];
}

/** The recorded builds of this tree (qa/visual/fixtures/module-graphs), with the site's own routes. */
const sources = (): Sources => ({
  site: recordedSiteGraph(),
  routes,
  catalogue: recordedCatalogueGraph(),
  stories: storyFiles(recordedStories()),
});

const checks: Checks = {
  pages: [...PICTURED_PAGES.map((page) => page.path), ...publicPaths, "/404", "/blog/404"],
  stories: recordedStories().map((story) => story.id),
  journeys: JOURNEYS,
  specPages: SPEC_PAGES,
  tests: recordedTests(),
  pictured: PICTURED_PAGES,
};

/** The tests of specs that open every page, naming no page of their own: run whenever any page is reached. */
const everyPageTests = () =>
  checks.tests.filter((test) => test.opens.length === 0 && SPEC_PAGES[test.file] === EVERY_PAGE);
const titles = (tests: ListedTest[]) => tests.map((test) => test.title.at(-1));
const ARTICLES = publicPaths.filter((path) => path.startsWith("/blog/"));

function chosen(changed: string[], from: Sources = sources()) {
  const selection = selectChecks(changed, from, checks);
  if ("everything" in selection) throw new Error(`expected a choice, got everything: ${JSON.stringify(selection)}`);
  return selection;
}

const everything = (selection: Selection) => ("everything" in selection ? selection.everything : undefined);

describe("what a change reaches, by layer", () => {
  it("a design token reaches everything, and says so", () => {
    expect(everything(selectChecks(["tailwind.config.ts"], sources(), checks))).toEqual([
      { file: "tailwind.config.ts", why: "a design token" },
    ]);
  });

  it("a component reaches the one page that uses it, its story, the specs and journeys of that page", () => {
    const selection = chosen(["src/components/FeatureGrid.tsx"]);
    expect(selection.pages).toEqual(["/about"]);
    expect(selection.stories).toEqual(["featuregrid--default"]);
    // The about page's spec whole, the tests that name /about, those of every page; no test of another page alone.
    const aboutSpec = checks.tests.filter((test) => test.file === "specs/about.spec.ts");
    const namingAbout = checks.tests.filter((test) => test.opens.includes("/about"));
    expect(aboutSpec).toHaveLength(4);
    expect(titles(namingAbout)).toEqual(
      expect.arrayContaining([
        "'Proovi kohe' tapped before the page is live ends at the bottom of the about page @before-live-links",
        "on /about, Meist does nothing: no scroll, no navigation, not even later @nav-about",
        "every photo's sizes attribute on /about matches the width it is shown at, at every layout width @pictures-photo-sizes",
      ]),
    );
    expect(new Set(selection.tests)).toEqual(new Set([...aboutSpec, ...namingAbout, ...everyPageTests()]));
    expect(titles(selection.tests)).not.toContain(
      "on /contact, Kontakt does nothing: no scroll, no navigation, not even later @nav-contact",
    );
    expect(titles(selection.tests).filter((title) => title?.includes("malformed URL"))).toEqual([]);
    expect(selection.journeys).toEqual([
      "page /about @axe-clean",
      "header: on /about, Meist does nothing, not even after the 100 ms delay @nav-about",
    ]);
    expect(selection.reaches).toEqual([
      { file: "src/components/FeatureGrid.tsx", pages: ["/about"], stories: ["featuregrid--default"] },
    ]);
  });

  it("content reaches its page and every story of a component that shows it", () => {
    const selection = chosen(["src/content/about.ts"]);
    expect(selection.pages).toEqual(["/about"]);
    expect(selection.stories).toEqual(["featuregrid--default", "testimonialcard--default", "valuecards--default"]);
  });

  it("an article's content reaches every article page (one route shows them all), and no story", () => {
    const selection = chosen(["src/content/articles/kodutreening-vs-jousaal.ts"]);
    expect(selection.pages).toEqual(expect.arrayContaining(ARTICLES));
    expect(selection.pages.every((page) => page.startsWith("/blog/"))).toBe(true);
    expect(selection.stories).toEqual([]);
    expect(selection.tests.filter((test) => test.file === "specs/blog.spec.ts")).toEqual(
      checks.tests.filter((test) => test.file === "specs/blog.spec.ts"),
    );
    expect(selection.journeys).toContain(
      "blog: list → article → share on Facebook, Kopeeri link @blog-read-on @article-share-facebook @article-share-copy",
    );
  });

  it("a route reaches its page alone, with every journey that opens it, and no story", () => {
    const selection = chosen(["src/routes/contact.tsx"]);
    expect(selection.pages).toEqual(["/contact"]);
    expect(selection.stories).toEqual([]);
    const files = new Set(selection.tests.map((test) => test.file));
    expect(files).toContain("specs/contact.spec.ts");
    expect(files).not.toContain("specs/about.spec.ts");
    expect(files).not.toContain("specs/home.spec.ts");
    expect(selection.journeys).toEqual(JOURNEYS.filter((j) => j.pages.includes("/contact")).map((j) => j.name));
    expect(selection.journeys).toHaveLength(5);
  });

  it("a malformed address is the page the router matches it with, as the host answers it: the not-found page, or the unknown article", () => {
    const malformed = (file: string) =>
      titles(chosen([file]).tests).filter((title) => title?.includes("malformed URL") === true);
    expect(malformed("src/routes/not-found.tsx")).toEqual([
      "a malformed URL (/%E0%A4%A) ends calmly on 'Lehte ei leitud', with the footer once live @footer",
      "a malformed URL (/blog/a/b/c) ends calmly on 'Lehte ei leitud', with the footer once live @footer",
    ]);
    expect(malformed("src/routes/blog-post.tsx")).toEqual([
      "a malformed URL (/blog/%E0%A4%A) ends calmly on 'Postitust ei leitud', with the footer once live @footer",
      "a malformed URL (/blog/pikk-pikk-pikk-pikk-pikk-pikk-pikk) ends calmly on 'Postitust ei leitud', with the footer once live @footer",
    ]);
  });

  it("a story file reaches its own stories and no page", () => {
    const selection = chosen(["src/components/ThankYouPanel.stories.tsx"]);
    expect(selection.stories).toEqual(["thankyoupanel--default", "thankyoupanel--states"]);
    expect(selection.pages).toEqual([]);
    expect(selection.tests).toEqual([]);
    expect(selection.journeys).toEqual([]);
  });

  it("a harness file reaches no page or story (its importing specs are the runners' to find)", () => {
    const selection = chosen(["qa/visual/causes.ts"]);
    expect(selection).toMatchObject({ pages: [], stories: [], tests: [], journeys: [] });
  });

  it("a file of the engines' harness reaches everything: it takes every engine picture", () => {
    expect(everything(selectChecks(["qa/plan/take-picture.ts"], sources(), checks))).toEqual([
      { file: "qa/plan/take-picture.ts", why: "the engines' harness, which takes every engine picture" },
    ]);
  });

  it("a file read rather than imported (a fixture, a CI script, a public file) reaches everything; a doc, nothing", () => {
    const read =
      "a file read rather than imported (a fixture, a script, a public file): no runner can say which check reads it";
    for (const file of ["public/site.webmanifest", "qa/coverage/fixtures/vitest.json", ".ci/merge-and-review"]) {
      expect(everything(selectChecks([file], sources(), checks)), file).toEqual([{ file, why: read }]);
    }
    expect(chosen(["docs/qa.md"])).toMatchObject({ pages: [], stories: [], tests: [], journeys: [] });
  });

  it("the lockfile reaches everything, named among the other changes", () => {
    expect(
      everything(selectChecks(["src/components/FeatureGrid.tsx", "package-lock.json"], sources(), checks)),
    ).toEqual([{ file: "package-lock.json", why: "the dependencies" }]);
  });
});

describe("the checks of stories shown in place of another", () => {
  it("run when a change reaches a story they show: the stories' spec's in-place tests and the catalogue's journey", () => {
    const selection = chosen(["src/components/TestimonialCard.tsx"]);
    expect(selection.stories).toContain("testimonialcard--default");
    const inPlace = checks.tests.filter((test) => test.title[0] === "a story shown in place of another");
    expect(inPlace).toHaveLength(4);
    expect(selection.tests).toEqual(expect.arrayContaining(inPlace));
    expect(selection.journeys).toContain(
      "catalogue: a story shown in place of another shows nothing the one before left behind",
    );
  });

  it("do not run for a change that reaches none of those stories", () => {
    const selection = chosen(["src/components/FeatureGrid.tsx"]);
    expect(selection.tests.filter((test) => test.file === "specs/stories.spec.ts")).toEqual([]);
    expect(selection.journeys).not.toContain(
      "catalogue: a story shown in place of another shows nothing the one before left behind",
    );
  });
});

describe("several changes", () => {
  it("reach what each of them reaches: its pages, its stories, the spec its baseline belongs to", () => {
    const selection = chosen([
      "src/components/FeatureGrid.tsx",
      "src/routes/contact.tsx",
      "snapshots/home.spec.ts/home-desktop.png",
    ]);
    expect(selection.pages).toEqual(["/about", "/contact"]);
    expect(selection.stories).toEqual(["featuregrid--default"]);
    const homeSpec = checks.tests.filter((test) => test.file === "specs/home.spec.ts");
    expect(homeSpec.length).toBeGreaterThan(0);
    expect(selection.tests).toEqual(expect.arrayContaining(homeSpec));
  });
});

describe("the files that reach everything", () => {
  const CONFIGURATION = "a tool's or build's configuration";
  const SUPPORT = "a support file of every spec";
  const READ =
    "a file read rather than imported (a fixture, a script, a public file): no runner can say which check reads it";
  it.each([
    ["tailwind.config.ts", "a design token"],
    ["src/app.css", "the global stylesheet"],
    ["src/fonts/plus-jakarta-sans-latin.woff2", "a font"],
    ["package.json", "the dependencies"],
    ["package-lock.json", "the dependencies"],
    ["vite.config.ts", CONFIGURATION],
    ["vitest.config.ts", CONFIGURATION],
    ["playwright.config.ts", CONFIGURATION],
    ["react-router.config.ts", CONFIGURATION],
    ["biome.json", CONFIGURATION],
    ["tsconfig.json", CONFIGURATION],
    [".storybook/main.ts", CONFIGURATION],
    ["src/build/builds.ts", "the build, or the server of every page"],
    ["src/server/start.ts", "the build, or the server of every page"],
    ["qa/support/ports.ts", SUPPORT],
    ["qa/settings.ts", SUPPORT],
    ["src/test-setup.ts", SUPPORT],
    ["mocks/handlers.ts", SUPPORT],
    ["snapshots/environment.json", "the record of the browser every baseline was made in"],
    ["snapshots/engines/webkit/engine.json", "the record of the browser every baseline was made in"],
  ])("%s: %s", (file, why) => {
    expect(reachesEverything(file, sources())).toBe(why);
  });

  it.each([
    // A unit spec or fixture is the runners' to follow, wherever it is.
    ["qa/support/ports.test.ts", undefined],
    ["qa/support/fixtures/test-folder.ts", undefined],
    // Only the configurations at the top, named exactly.
    ["qa/visual/merge.config.ts", undefined],
    ["qa/vitest.config.ts", undefined],
    ["vite.config.ts.orig", READ],
    // A workflow has its own lint; a site source no graph holds reaches everything as such.
    [".github/workflows/ci.yml", undefined],
    ["src/content/prices.json", "a site source no build's module graph holds (read by the build or the server)"],
    // The browsers' records are where the engines' baselines are, and nowhere else.
    ["snapshots/engines/webkit/engine.json.orig", undefined],
    ["qa/snapshots/engines/webkit/engine.json", READ],
  ])("not %s as a configuration, support file or record: %s", (file, why) => {
    expect(reachesEverything(file, sources())).toBe(why);
  });
});

describe("what a changed baseline reaches", () => {
  it("an engine picture: its page, or its story", () => {
    expect(chosen(["snapshots/engines/webkit/about-mobile-447px.png"])).toMatchObject({
      pages: ["/about"],
      stories: [],
    });
    expect(chosen(["snapshots/engines/firefox/featuregrid--default-desktop.png"])).toMatchObject({
      pages: [],
      stories: ["featuregrid--default"],
    });
  });

  it("a Chromium baseline of a story: that story's test; of a page: the spec that compares it, whole", () => {
    expect(chosen(["snapshots/stories.spec.ts/featuregrid--default-mobile.png"])).toMatchObject({
      pages: [],
      stories: ["featuregrid--default"],
      tests: [],
    });
    const selection = chosen(["snapshots/about.spec.ts/about-desktop.aria.yml"]);
    expect(selection.tests).toEqual(checks.tests.filter((test) => test.file === "specs/about.spec.ts"));
  });

  it("the record of the browser the baselines were made in reaches everything", () => {
    expect(everything(selectChecks(["snapshots/environment.json"], sources(), checks))?.[0].file).toBe(
      "snapshots/environment.json",
    );
    expect(everything(selectChecks(["snapshots/engines/webkit/engine.json"], sources(), checks))?.[0].file).toBe(
      "snapshots/engines/webkit/engine.json",
    );
  });
});

describe("nothing reached is left out", () => {
  it("the global stylesheet, a font, a spec support file and a configuration reach everything", () => {
    const files = ["src/app.css", "src/fonts/brand-font.css", "qa/plan/playwright-fixtures.ts", "vite.config.ts"];
    expect(everything(selectChecks(files, sources(), checks))?.map(({ file }) => file)).toEqual(files);
  });

  it("the catalogue's preview, and what ends a story's timers, reach everything: every story is shown through them", () => {
    const files = [
      ".storybook/preview.tsx",
      ".storybook/story-errors.ts",
      ".storybook/story-timers.ts",
      ".storybook/mock-network.ts",
    ];
    expect(everything(selectChecks(files, sources(), checks))?.map(({ file, why }) => `${file}: ${why}`)).toEqual(
      files.map((file) => `${file}: the catalogue's preview, which shows every story and ends what each leaves behind`),
    );
  });

  it("a site source no build's graph holds (the route table) reaches everything", () => {
    expect(everything(selectChecks(["src/routes.ts"], sources(), checks))?.[0].file).toBe("src/routes.ts");
  });

  it("without the builds' graphs, a component reaches everything", () => {
    const unbuilt = { ...sources(), site: undefined, catalogue: undefined };
    expect(everything(selectChecks(["src/components/FeatureGrid.tsx"], unbuilt, checks))?.[0].file).toBe(
      "src/components/FeatureGrid.tsx",
    );
  });

  it("without the catalogue's graph, a component counts as reaching every story", () => {
    const selection = chosen(["src/components/FeatureGrid.tsx"], { ...sources(), catalogue: undefined });
    expect(selection.pages).toEqual(["/about"]);
    expect(selection.stories).toEqual(checks.stories);
  });

  it("a unit spec of a component reaches no page: vitest related runs it", () => {
    expect(chosen(["src/components/FeatureGrid.test.tsx"])).toMatchObject({ pages: [], stories: [] });
  });

  it("lists every browser spec file, and a spec it does not list opens every page", () => {
    const files = readdirSync("specs").map((file) => `specs/${file}`);
    expect(Object.keys(SPEC_PAGES).sort()).toEqual(files.sort());
    expect(specPagesFor(["specs/new-feature.spec.ts"])).toEqual({ "specs/new-feature.spec.ts": EVERY_PAGE });
  });
});

describe("Playwright's report of the run against the chosen tests", () => {
  const chosenTitles = new Set(checks.tests.map(titleOf));

  it("holds them exactly when it names each chosen test and no other, whatever the order", () => {
    expect(titleOf(checks.tests[0])).toBe(
      "specs/build-output.spec.ts › production build › contains no MSW code, no mock worker and nothing of the component catalogue",
    );
    expect(filterMisses(chosenTitles, [...checks.tests].reverse())).toEqual({ notRun: [], notChosen: [] });
  });

  it("names a chosen test the filter left out, and a test it let through unchosen", () => {
    const [left, ...rest] = checks.tests;
    const extra = { file: "specs/home.spec.ts", title: ["home page", "a test nobody chose"], opens: [] };
    expect(filterMisses(chosenTitles, [...rest, extra])).toEqual({
      notRun: [titleOf(left)],
      notChosen: ["specs/home.spec.ts › home page › a test nobody chose"],
    });
  });

  it("holds none of them when the run wrote no report", () => {
    expect(filterMisses(chosenTitles, []).notRun).toHaveLength(chosenTitles.size);
  });
});

describe("the browser tests' filter", () => {
  /** What Playwright matches --grep against: project, file, titles and tags. */
  const grepTitle = (file: string, titles: string[], tags = "@visual @pictures-components") =>
    `desktop ${file} ${titles.join(" ")} ${tags}`;
  const matches = (grep: string, title: string) => new RegExp(grep).test(title);

  it("keeps a chosen story's test, and not one whose name only begins the same", () => {
    const grep = playwrightGrep([], [{ title: "Header", name: "Open" }]);
    expect(matches(grep, grepTitle("stories.spec.ts", ["Header › Open"]))).toBe(true);
    expect(matches(grep, grepTitle("stories.spec.ts", ["Header › Open menu"]))).toBe(false);
    expect(matches(grep, grepTitle("stories.spec.ts", ["Footer › Default"]))).toBe(false);
  });

  it("keeps each chosen test by its file and titles, its tags after them, and no other", () => {
    const chosenTest = {
      file: "specs/navigation.spec.ts",
      title: ["menu", "on /about (a) does nothing @nav-about"],
      opens: [],
    };
    const grep = playwrightGrep([chosenTest], [{ title: "Feature (grid)", name: "default" }]);
    expect(matches(grep, grepTitle("navigation.spec.ts", chosenTest.title, "@nav-about @viewport-independent"))).toBe(
      true,
    );
    expect(matches(grep, grepTitle("navigation.spec.ts", ["menu", "on /contact (a) does nothing @nav-contact"]))).toBe(
      false,
    );
    expect(matches(grep, grepTitle("about.spec.ts", ["about page", "looks right"]))).toBe(false);
    expect(matches(grep, grepTitle("stories.spec.ts", ["Feature (grid) › default"]))).toBe(true);
  });

  it("keeps a chosen test whose describe has tags of its own, which Playwright puts after the describe's title", () => {
    const chosenTest = { file: "specs/visual-review.spec.ts", title: ["the review page", "says so"], opens: [] };
    const grep = playwrightGrep([chosenTest], []);
    expect(matches(grep, "desktop visual-review.spec.ts the review page @viewport-independent says so")).toBe(true);
    expect(matches(grep, "desktop visual-review.spec.ts the review page @viewport-independent says so twice")).toBe(
      false,
    );
  });
});

describe("Playwright's list of tests", () => {
  it("gives each test once, with its file, its titles below the file's and the pages it names", () => {
    const suites = [
      {
        title: "about.spec.ts",
        file: "about.spec.ts",
        suites: [
          {
            title: "about page",
            file: "about.spec.ts",
            specs: [
              {
                title: "looks right",
                tests: [
                  {
                    annotations: [
                      { type: "opens", description: "/about" },
                      { type: "baseline", description: "about" },
                    ],
                  },
                  { annotations: [{ type: "opens", description: "/about" }] },
                ],
              },
            ],
          },
        ],
        specs: [{ title: "top level", tests: [{ annotations: [] }] }],
      },
    ];
    expect(listedTests(suites, "opens")).toEqual([
      { file: "specs/about.spec.ts", title: ["top level"], opens: [] },
      { file: "specs/about.spec.ts", title: ["about page", "looks right"], opens: ["/about"] },
    ]);
  });
});
