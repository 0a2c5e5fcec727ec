import { beforeEach, describe, expect, it } from "vitest";
import { answerStoryChannel, type FakePage, openFakePage } from "#qa/engines/fixtures/fake-driver.ts";
import { storyAddress } from "./catalogue-index.ts";
import { showStoryInPlace } from "./story-in-place.ts";

const CATALOGUE = "http://localhost:6123";

/** Runs the page function in the fake page, its argument across the wire as JSON, as a browser does. */
const inPage = async <Arg, Result>(fn: (arg: Arg) => Result, arg: Arg) => fn(JSON.parse(JSON.stringify(arg)));

let page: FakePage;
/** The finished mark on the page the moment the channel was told to show the next story. */
let markAtTheSwitch: string | null | undefined;
let told: string[];

/** The catalogue's page, as it is once `shown` has played: a button focused. */
function catalogueShowing(shown: string, origin = CATALOGUE) {
  page.moveTo(storyAddress(origin, shown));
  page.show('<div id="storybook-root"><button>Saada</button></div>', false);
  page.document.querySelector("button")?.focus();
  page.document.body.setAttribute("data-story-finished", shown);
  told = answerStoryChannel(page, (id) => {
    markAtTheSwitch = page.document.body.getAttribute("data-story-finished");
    page.show(`<div id="storybook-root">${id}</div>`, false);
  });
}

beforeEach(() => {
  page = openFakePage();
  markAtTheSwitch = undefined;
});

describe("showing a story in place of the one the catalogue's page has shown", () => {
  it("tells the preview's channel to show it, with the event and selection the catalogue's sidebar sends, and says which story it replaces", async () => {
    catalogueShowing("contactform--empty");
    expect(await showStoryInPlace(inPage, CATALOGUE, "contactform--sending")).toBe("contactform--empty");
    expect(told).toEqual(["setCurrentStory contactform--sending story"]);
    expect(page.shown()).toBe(storyAddress(CATALOGUE, "contactform--sending"));
  });

  it("first takes the story before's finished mark away: the next mark is the new story's own", async () => {
    catalogueShowing("contactform--empty");
    await showStoryInPlace(inPage, CATALOGUE, "contactform--sending");
    expect(markAtTheSwitch).toBeNull();
  });

  it("says null, and leaves the page alone, where it shows that story already: Storybook would leave it as it is", async () => {
    catalogueShowing("contactform--sending");
    expect(await showStoryInPlace(inPage, CATALOGUE, "contactform--sending")).toBeNull();
    expect(told).toEqual([]);
    expect(page.document.activeElement?.tagName).toBe("BUTTON");
    expect(page.document.body.getAttribute("data-story-finished")).toBe("contactform--sending");
  });

  it("says null where the story shown has not finished: still playing, or Storybook's error page", async () => {
    catalogueShowing("contactform--empty");
    page.document.body.removeAttribute("data-story-finished");
    expect(await showStoryInPlace(inPage, CATALOGUE, "contactform--sending")).toBeNull();
    expect(told).toEqual([]);
  });

  it("says null on a page of another origin: a page of the site, or a catalogue of another run", async () => {
    catalogueShowing("contactform--empty", "http://localhost:6124");
    expect(await showStoryInPlace(inPage, CATALOGUE, "contactform--sending")).toBeNull();
    expect(told).toEqual([]);
  });

  it("says null on a page without the preview's channel: a blank page, or not the catalogue", async () => {
    page.moveTo(storyAddress(CATALOGUE, "contactform--empty"));
    page.document.body.setAttribute("data-story-finished", "contactform--empty");
    expect(await showStoryInPlace(inPage, CATALOGUE, "contactform--sending")).toBeNull();
    expect(page.document.body.getAttribute("data-story-finished")).toBe("contactform--empty");
  });
});
