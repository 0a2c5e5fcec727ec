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
describe.each([["/blog", "Blogi", "@nav-blog"]])("main navigation on %s %s %s", () => {
  it.each([["Avaleht", "/"]])("%s goes to %s @nav-article-pages", () => <p>x</p>);
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

  it("reads Vitest's each-tables and JSX in .tsx files", () => {
    const { named, titles } = sourceTags(UNIT, "src/components/Example.test.tsx");
    expect([...named].sort()).toEqual(["nav-article-pages", "nav-blog"]);
    expect(titles.map((entry) => entry.title)).toEqual([
      "main navigation on %s %s %s",
      "%s goes to %s @nav-article-pages",
    ]);
  });
});
