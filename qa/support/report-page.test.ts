import { describe, expect, it } from "vitest";
import { h, reportPage } from "./report-page";

/** A page with something to escape in every place a report puts text; made inside each test, where Stryker sees it run. */
const pageOf = () =>
  reportPage({
    title: "Visual changes: <3> & more",
    style: "main > p { color: #1a1a1a; }",
    script: "if (1 < 2) document.title += '!';",
    children: h("main", null, h("p", { title: 'a "quoted" name' }, "<img src=x onerror=alert(1)>")),
  });

describe("the page shell every report shares", () => {
  it("is a whole English document that phones show at their width, in UTF-8", () => {
    const page = pageOf();
    expect(page).toMatch(/^<!doctype html>\n<html lang="en"><head><meta charSet="utf-8"\/>/);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(page.endsWith("</body></html>\n")).toBe(true);
  });

  it("escapes every text and attribute it is given, so a name shows as written", () => {
    const page = pageOf();
    expect(page).toContain("<title>Visual changes: &lt;3&gt; &amp; more</title>");
    expect(page).toContain('<p title="a &quot;quoted&quot; name">&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(page).not.toContain("<img");
  });

  it("inlines its own style and script as written, the script last in the body", () => {
    const page = pageOf();
    expect(page).toContain("<style>main > p { color: #1a1a1a; }</style></head>");
    expect(page).toContain("</main><script>if (1 < 2) document.title += '!';</script></body>");
    expect(reportPage({ title: "t", style: "", children: null })).not.toContain("<script");
  });
});
