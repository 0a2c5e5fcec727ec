import { describe, expect, it } from "vitest";
import { sourceTags } from "./source-tags";

// Shaped like the repository's own specs: titles, a tag option, a describe.each table, JSON-LD keys.
const SPEC = `
import { expect, test } from "./fixtures";
/** @param page the page (a doc tag, not a rule) */
test.describe("home page", () => {
  test("shows the package @home-package @price", { tag: "@viewport-independent" }, async ({ page }) => {
    expect(page).toBeTruthy();
  });
  for (const [path, rule] of [["/about", "@nav-about"]] as const) {
    test(\`on \${path}, its own entry does nothing \${rule}\`, async () => {});
  }
  test("reads the JSON-LD", () => {
    const data = { "@type": "Organization", "@context": "https://schema.org" };
    expect(data).toBeTruthy();
  });
});
`;

const UNIT = `
import { describe, it } from "vitest";
const entries: [string, string][] = [["Avaleht", "/"]];
describe.each([["/blog", "Blogi", "@nav-blog"]])("main navigation on %s %s %s", () => {
  it.each(entries)("%s goes to %s @nav-article-pages", () => <p>x</p>);
});
`;

describe("the ids a test file's source names", () => {
  it("finds ids in titles, in tag options and in the tables titles are made from", () => {
    const { named } = sourceTags(SPEC, "specs/example.spec.ts");
    expect([...named].sort()).toEqual(["home-package", "nav-about", "price", "viewport-independent"]);
  });

  it("lists each titled test and group with the ids its title and tag option name, and nothing from other strings", () => {
    const { titles } = sourceTags(SPEC, "specs/example.spec.ts");
    expect(titles).toEqual([
      { title: "home page", tags: [] },
      { title: "shows the package @home-package @price", tags: ["home-package", "price", "viewport-independent"] },
      { title: "on …, its own entry does nothing …", tags: [] },
      { title: "reads the JSON-LD", tags: [] },
    ]);
  });

  it("takes a tag list's ids from the strings written in it, leaving out constants, and none from options without tags", () => {
    const spec = `
const SMALL_SCREEN = "@small-screen";
test("the menu @nav-small-screen", { tag: ["@viewport-independent", SMALL_SCREEN, \`@price\`] }, () => {});
test("the footer @footer", { annotation: { type: "issue", description: "#12" } }, () => {});
`;
    expect(sourceTags(spec, "specs/menu.spec.ts").titles).toEqual([
      { title: "the menu @nav-small-screen", tags: ["nav-small-screen", "viewport-independent", "price"] },
      { title: "the footer @footer", tags: ["footer"] },
    ]);
  });

  it("reads calls without a title or options (test.slow(), it.todo(…)) and calls of no test function (dynamic imports)", () => {
    const spec = `
test("loads the helpers @price", async () => {
  test.slow();
  const { helper } = await import("./helpers");
  (() => helper())();
});
it.todo("says the price once more @price");
`;
    expect(sourceTags(spec, "specs/price.spec.ts").titles).toEqual([
      { title: "loads the helpers @price", tags: ["price"] },
      { title: "says the price once more @price", tags: ["price"] },
    ]);
  });

  it("takes no id from the names of an object's, a class's or a type's members (JSON-LD's quoted type key)", () => {
    const spec = `
type Organization = { "@type": string; "@context": string };
class Thing { "@id" = "x"; "@graph"() {} }
const data = { "@type": "Organization", "@context": "https://schema.org" };
test("reads the JSON-LD @meta-json-ld", () => {});
`;
    expect([...sourceTags(spec, "specs/meta.spec.ts").named]).toEqual(["meta-json-ld"]);
  });

  it("reads TypeScript's angle-bracket type assertions in .ts files, where they are no JSX", () => {
    const spec = `const price = <number>JSON.parse("19");\ntest("costs 19 € @price", () => price);`;
    expect(sourceTags(spec, "qa/example.test.ts").titles).toEqual([{ title: "costs 19 € @price", tags: ["price"] }]);
  });

  it("reads Vitest's each-tables and JSX in .tsx files", () => {
    const { named, titles } = sourceTags(UNIT, "src/components/Example.test.tsx");
    expect([...named].sort()).toEqual(["nav-article-pages", "nav-blog"]);
    expect(titles.map((entry) => entry.title)).toEqual([
      "main navigation on %s %s %s",
      "%s goes to %s @nav-article-pages",
    ]);
  });
});
