// @vitest-environment jsdom
import axe from "axe-core";
import { beforeAll, describe, expect, it } from "vitest";
import { atStandard, axeInPage, summarizeViolations } from "./a11y-standard.ts";

/** The page as a browser has it once axe-core's script has run in it (qa/support/axe-source.ts). */
beforeAll(() => {
  (window as unknown as { axe: typeof axe }).axe = axe;
});

function page(body: string) {
  document.documentElement.lang = "et";
  document.head.innerHTML = "<title>Leht</title>";
  document.body.innerHTML = body;
}

const PAGE = `
  <main>
    <h1>Pealkiri</h1>
    <section id="inside"><img src="a.png"></section>
    <section id="outside"><button></button></section>
  </main>`;

describe("axe at the standard, run in the page", () => {
  it("names each rule the page breaks and the elements that break it", async () => {
    page(PAGE);
    expect(summarizeViolations(await axeInPage(atStandard()))).toEqual([
      "button-name: Buttons must have discernible text (button)",
      "image-alt: Images must have alternative text (img)",
    ]);
  });

  it("says each element of a rule on one line, an element inside a frame or shadow root by its whole path", () => {
    const help = "Images must have alternative text";
    const nodes = [{ target: ["#stories", "img.one"] }, { target: ["img.two"] }];
    expect(summarizeViolations([{ id: "image-alt", help, nodes }])).toEqual([
      "image-alt: Images must have alternative text (#stories img.one, img.two)",
    ]);
  });

  it("finds nothing on a page that keeps the standard", async () => {
    page('<main><h1>Pealkiri</h1><img src="a.png" alt="Jooksja"></main>');
    expect(await axeInPage(atStandard())).toEqual([]);
  });

  it("checks only the part included, leaves out the parts excluded, and runs no rule switched off", async () => {
    page(PAGE);
    const named = async (scope: Parameters<typeof atStandard>[0]) =>
      (await axeInPage(atStandard(scope))).map((violation) => violation.id);
    expect(await named({ include: "#inside" })).toEqual(["image-alt"]);
    expect(await named({ exclude: ["#inside"] })).toEqual(["button-name"]);
    expect(await named({ disabledRules: ["button-name"] })).toEqual(["image-alt"]);
    expect(await named({ include: "main", exclude: ["#outside"], disabledRules: ["image-alt"] })).toEqual([]);
  });

  it("runs the standard's rule sets, its best practices too, and no other", async () => {
    // Content outside every landmark breaks a best practice, and no rule of WCAG A.
    page("<div><h1>Pealkiri</h1></div>");
    expect((await axeInPage(atStandard())).map((violation) => violation.id)).toEqual(["region"]);
    expect(await axeInPage({ ...atStandard(), tags: ["wcag2a"] })).toEqual([]);
  });

  it("brings back only what the summary reads, not axe's whole results", async () => {
    page(PAGE);
    const [violation] = await axeInPage(atStandard());
    expect(Object.keys(violation)).toEqual(["id", "help", "nodes"]);
    expect(violation.nodes.map((node) => Object.keys(node))).toEqual([["target"]]);
  });
});
