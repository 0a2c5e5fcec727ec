import { cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import routes from "#src/routes.ts";
import { causesOf, loadSources, reachable, type Sources, storyFiles, withCauses } from "./causes.ts";
import { aChange } from "./fixtures/a-change.ts";
import { MODULE_GRAPHS, recordedCatalogueGraph, recordedSiteGraph, recordedStories } from "./fixtures/load-fixture.ts";

/** The recorded builds of this tree (fixtures/module-graphs), with the site's own routes. */
function recordedSources(): Sources {
  return {
    site: recordedSiteGraph(),
    routes,
    catalogue: recordedCatalogueGraph(),
    stories: storyFiles(recordedStories()),
  };
}

const change = aChange;

const aboutPage = change({ name: "about.spec.ts/about-desktop.png", source: { kind: "page", id: "/about" } });
const premiumStory = change({
  name: "stories.spec.ts/packagecard--premium-desktop.png",
  source: { kind: "story", id: "packagecard--premium" },
});

describe("what a page or story is made of, in the recorded builds", () => {
  it("a page: its route module and what it imports, the root, its stylesheet and what that read, but no other page", () => {
    const { site } = recordedSources();
    const reached = reachable(
      site as NonNullable<Sources["site"]>,
      ["src/routes/about.tsx"],
      ["src/routes/about.tsx", "src/routes/home.tsx"],
    );
    for (const file of [
      "src/routes/about.tsx",
      "src/components/FeatureGrid.tsx",
      "src/root.tsx",
      "src/components/Header.tsx",
      "src/app.css",
      "tailwind.config.ts",
      "src/fonts/brand-font.css",
      "src/fonts/plus-jakarta-sans-estonian-wght-normal.woff2",
    ]) {
      expect(reached, file).toContain(file);
    }
    expect(reached).not.toContain("src/routes/home.tsx");
    expect(reached).not.toContain("src/components/Hero.tsx");
  });

  it("a story: its file and what it imports, the catalogue's preview and decorators and the stylesheet, but no other story", () => {
    const { catalogue, stories } = recordedSources();
    const reached = reachable(
      catalogue as NonNullable<Sources["catalogue"]>,
      ["src/components/PackageCard.stories.tsx"],
      Object.values(stories),
    );
    for (const file of [
      "src/components/PackageCard.stories.tsx",
      "src/components/PackageCard.tsx",
      ".storybook/states.tsx",
      ".storybook/preview.tsx",
      "tailwind.config.ts",
    ]) {
      expect(reached, file).toContain(file);
    }
    expect(reached).not.toContain("src/components/Header.stories.tsx");
    expect(reached).not.toContain("src/components/Header.tsx");
  });
});

describe("the causes of a change", () => {
  const changed = [
    "README.md",
    "qa/visual/collect.ts",
    "snapshots/about.spec.ts/about-desktop.png",
    "specs/about.spec.ts",
    "src/components/Hero.tsx",
    "src/components/PackageCard.tsx",
    "tailwind.config.ts",
  ];

  it("are the changed files that reach the page it shows, and its spec", () => {
    expect(causesOf(aboutPage, recordedSources(), changed)).toEqual({
      causes: ["specs/about.spec.ts", "tailwind.config.ts"],
    });
  });

  it("are the changed files that reach the story it shows, in the catalogue's build", () => {
    expect(causesOf(premiumStory, recordedSources(), changed)).toEqual({
      causes: ["src/components/PackageCard.tsx", "tailwind.config.ts"],
    });
  });

  it("are none when no changed file reaches it", () => {
    expect(causesOf(aboutPage, recordedSources(), ["README.md", "src/components/Hero.tsx"])).toEqual({ causes: [] });
  });

  it("are unknown without the page or story the run recorded, or the build's graph, or a route or story to match", () => {
    const sources = recordedSources();
    expect(causesOf({ ...aboutPage, source: undefined }, sources, changed)).toEqual({
      causesUnknown: "the run recorded no page or story for it (a run from before?)",
    });
    expect(causesOf(aboutPage, { ...sources, site: undefined }, changed)).toEqual({
      causesUnknown: "the site's build recorded no module graph (build/module-graph.json: npm run build)",
    });
    expect(causesOf(aboutPage, { ...sources, routes: [] }, changed)).toEqual({
      causesUnknown: "no route of src/routes.ts matches /about",
    });
    expect(causesOf(premiumStory, { ...sources, catalogue: undefined }, changed)).toEqual({
      causesUnknown:
        "the catalogue's build recorded no module graph (storybook-static/module-graph.json: npm run build-storybook)",
    });
    expect(causesOf(premiumStory, { ...sources, stories: {} }, changed)).toEqual({
      causesUnknown: "the catalogue's index.json has no story packagecard--premium",
    });
  });

  it("finds nested routes and the splat route of an unknown address", () => {
    const nested = [
      {
        id: "blog",
        file: "routes/blog.tsx",
        path: "blog",
        children: [{ id: "post", file: "routes/blog-post.tsx", path: ":slug" }],
      },
    ];
    const post = change({ name: "blog.spec.ts/article-desktop.png", source: { kind: "page", id: "/blog/a-post" } });
    const graph = { entries: [], modules: {} };
    expect(
      causesOf(post, { ...recordedSources(), site: graph, routes: nested }, [
        "src/routes/blog-post.tsx",
        "src/routes/blog.tsx",
      ]),
    ).toEqual({
      causes: ["src/routes/blog-post.tsx", "src/routes/blog.tsx"],
    });
    const unknown = change({
      name: "not-found.spec.ts/unknown-page-desktop.png",
      source: { kind: "page", id: "/no/such/page" },
    });
    expect(causesOf(unknown, recordedSources(), ["src/routes/not-found.tsx", "src/routes/blog-post.tsx"])).toEqual({
      causes: ["src/routes/not-found.tsx"],
    });
  });

  it("of an obsolete baseline are the changed files that declare its folder's baselines", () => {
    const files = [
      "specs/home.spec.ts",
      "specs/stories.spec.ts",
      "src/components/ThankYouPanel.stories.tsx",
      "src/components/ThankYouPanel.tsx",
    ];
    const story = change({ name: "stories.spec.ts/thankyoupanel--default-desktop.png", status: "obsolete" });
    const page = change({ name: "home.spec.ts/home-old-desktop.png", status: "obsolete" });
    expect(causesOf(story, recordedSources(), files)).toEqual({
      causes: ["specs/stories.spec.ts", "src/components/ThankYouPanel.stories.tsx"],
    });
    expect(causesOf(page, recordedSources(), files)).toEqual({ causes: ["specs/home.spec.ts"] });
  });
});

describe("the causes of an engine picture", () => {
  const changed = [
    "mocks/images/person.svg",
    "qa/engines/pictures.test.ts",
    "qa/engines/pictures.ts",
    "qa/plan/take-picture.ts",
    "snapshots/engines/webkit/engine.json",
    "specs/engines",
    "specs/not-found.spec.ts",
    "src/components/Hero.tsx",
    "src/components/NotFound.tsx",
    "src/routes/about.tsx",
  ];
  const webkit404 = change({
    name: "engines/webkit/unknown-page-mobile-447px.png",
    engine: "WebKit",
    source: { kind: "page", id: "/ei-ole-sellist-lehte" },
  });

  it("are the changed files that reach its page through the site's graph, and the code and stand-in photos that take the engine pictures (not their specs or records)", () => {
    expect(causesOf(webkit404, recordedSources(), changed)).toEqual({
      causes: [
        "mocks/images/person.svg",
        "qa/engines/pictures.ts",
        "qa/plan/take-picture.ts",
        "src/components/NotFound.tsx",
      ],
    });
    const about = change({
      name: "engines/firefox/about-desktop.png",
      engine: "Firefox",
      source: { kind: "page", id: "/about" },
    });
    expect(causesOf(about, recordedSources(), changed)).toEqual({
      // The root's error boundary draws NotFound on every page; the home page's Hero is not on this one.
      causes: [
        "mocks/images/person.svg",
        "qa/engines/pictures.ts",
        "qa/plan/take-picture.ts",
        "src/components/NotFound.tsx",
        "src/routes/about.tsx",
      ],
    });
  });

  it("of an obsolete one are the changes to the list that declares the engine pictures, and nothing else", () => {
    const obsolete = change({ name: "engines/firefox/old-page-desktop.png", engine: "Firefox", status: "obsolete" });
    expect(causesOf(obsolete, recordedSources(), changed)).toEqual({ causes: ["qa/engines/pictures.ts"] });
    expect(
      causesOf(
        obsolete,
        recordedSources(),
        changed.filter((file) => file !== "qa/engines/pictures.ts"),
      ),
    ).toEqual({
      causes: [],
    });
  });

  it("of an obsolete page picture include a change to the plan's list of the pages pictured", () => {
    const obsolete = change({ name: "engines/firefox/old-page-desktop.png", engine: "Firefox", status: "obsolete" });
    expect(causesOf(obsolete, recordedSources(), ["qa/plan/pictured-pages.ts", "qa/plan/spec-rules.ts"])).toEqual({
      causes: ["qa/plan/pictured-pages.ts"],
    });
  });
  it("of an obsolete story picture are the list's changes and the story files' too, as a renamed story's Chromium baselines", () => {
    const renamed = change({
      name: "engines/webkit/thankyoupanel--default-mobile-447px.png",
      engine: "WebKit",
      status: "obsolete",
    });
    const files = ["src/components/ThankYouPanel.stories.tsx", "src/components/ThankYouPanel.tsx", "README.md"];
    expect(causesOf(renamed, recordedSources(), files)).toEqual({
      causes: ["src/components/ThankYouPanel.stories.tsx"],
    });
    // A page's obsolete picture is declared by the list alone.
    const page = change({ name: "engines/webkit/old-page-desktop.png", engine: "WebKit", status: "obsolete" });
    expect(causesOf(page, recordedSources(), files)).toEqual({ causes: [] });
  });
});

describe("loading what the builds recorded", () => {
  it("reads both graphs and the story files from the builds' folders", () => {
    const root = testFolder("causes");
    mkdirSync(join(root, "build"));
    mkdirSync(join(root, "storybook-static"));
    cpSync(join(MODULE_GRAPHS, "site.json"), join(root, "build", "module-graph.json"));
    cpSync(join(MODULE_GRAPHS, "catalogue.json"), join(root, "storybook-static", "module-graph.json"));
    cpSync(join(MODULE_GRAPHS, "index.json"), join(root, "storybook-static", "index.json"));
    expect(loadSources(root)).toEqual(recordedSources());
  });

  it("knows each story's file by its id, as the catalogue's index names it without its leading ./", () => {
    const files = storyFiles(recordedStories());
    expect(Object.keys(files)).toHaveLength(40);
    expect(files["header--menu-open"]).toBe("src/components/Header.stories.tsx");
    expect(files["storebadges--dark"]).toBe("src/components/StoreBadge.stories.tsx");
    // The docs pages are no stories: no picture shows them.
    expect(files).not.toHaveProperty("header--docs");
  });

  it("has no graphs and no stories before the builds", () => {
    const root = testFolder("causes");
    expect(loadSources(root, [])).toEqual({ site: undefined, catalogue: undefined, routes: [], stories: {} });
  });

  it("gives each compared change its causes, and every one the reason when the changed files are not known", () => {
    const root = testFolder("causes");
    mkdirSync(join(root, "build"));
    cpSync(join(MODULE_GRAPHS, "site.json"), join(root, "build", "module-graph.json"));
    const notCompared = change({ name: "home.spec.ts/home-desktop.png", status: "not-compared" });
    const known = withCauses([aboutPage, notCompared], root, { compared: "HEAD", files: ["tailwind.config.ts"] });
    expect(known.changes).toEqual([{ ...aboutPage, causes: ["tailwind.config.ts"] }, notCompared]);
    expect(known.changedFiles).toEqual({ compared: "HEAD", files: ["tailwind.config.ts"] });
    const unknown = withCauses([aboutPage, notCompared], root, { unknown: "git has neither" });
    expect(unknown.changes).toEqual([
      { ...aboutPage, causesUnknown: "the changed files are not known: git has neither" },
      notCompared,
    ]);
  });
});
