import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  answerStoryChannel,
  type FakeDriver,
  type FakePage,
  fakeDriver,
  openFakePage,
} from "#qa/engines/fixtures/fake-driver.ts";
import { WAIT_TIMEOUT_MS } from "#qa/support/wait.ts";
import { LEFT_BEHIND } from "./left-behind.ts";
import { storiesInPlace } from "./stories-in-place.ts";

const SITE = { origin: "http://127.0.0.1:4173", inboxFile: "", catalogue: "http://localhost:6123" };

let page: FakePage;
/** What the page logged with console.error since the driver last read it. */
let logged: string[];
/** How the catalogue draws a story: the whole page's picture, by the story shown. */
let drawn: (story: string) => Promise<Buffer>;
/** What the keyboard's Tab does: focuses the story's button, and leaves more behind where a test says so. */
let onTab: () => void;
/** The intervals the story shown has started, which the catalogue ends as it goes to the next (.storybook/story-timers.ts). */
const intervals: ReturnType<typeof setInterval>[] = [];
const endIntervals = () => {
  for (const interval of intervals.splice(0)) clearInterval(interval);
};

const plainPicture = (colour: string) =>
  sharp({ create: { width: 1280, height: 200, channels: 4, background: colour } })
    .png()
    .toBuffer();

/** Shows a story as the catalogue does once it has played: its root, and the finished mark. */
function showStory(id: string) {
  page.show(`<div id="storybook-root"><p>${id}</p><button>${id}</button></div>`, false);
  page.document.body.setAttribute("data-story-finished", id);
}

/**
 * An engine on the site and the catalogue: a page of the site goes live; the catalogue shows the story
 * its address names, and then any other its channel is told to, in place.
 */
function engine(): FakeDriver {
  const driver: FakeDriver = fakeDriver(page, {
    goto: async (to) => {
      const story = new URL(to, SITE.origin).searchParams.get("id");
      if (!story) {
        page.show("<main></main>", true);
        return 200;
      }
      showStory(story);
      answerStoryChannel(page, (id) => {
        driver.log.push(`shown in place ${id}`);
        endIntervals();
        showStory(id);
      });
      return 200;
    },
    shoot: (shown) => drawn(new URL(shown, SITE.origin).searchParams.get("id") ?? "a page") as unknown as Buffer,
    press: async () => {
      page.document.querySelector("button")?.focus();
      onTab();
    },
    takeErrors: async () => logged.splice(0),
  });
  return driver;
}

beforeEach(() => {
  page = openFakePage();
  logged = [];
  drawn = () => plainPicture("#ffffff");
  onTab = () => undefined;
  const startInterval = globalThis.setInterval;
  vi.spyOn(globalThis, "setInterval").mockImplementation(((...args: Parameters<typeof setInterval>) => {
    const interval = startInterval(...args);
    intervals.push(interval);
    return interval;
  }) as typeof setInterval);
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(" "));
  });
  // The story's root, where the page's layout puts it (jsdom lays nothing out).
  vi.spyOn(page.window.Element.prototype, "getBoundingClientRect").mockImplementation(
    () => ({ left: 0, top: 0, right: 200, bottom: 50 }) as DOMRect,
  );
  Object.defineProperty(page.window, "innerWidth", { value: 1280, configurable: true });
  // A window that goes where it is scrolled to (jsdom's does not move).
  vi.mocked(page.window.scrollTo).mockImplementation(((options: ScrollToOptions) => {
    Object.defineProperty(page.window, "scrollY", { value: options.top, configurable: true });
  }) as typeof window.scrollTo);
});

afterEach(() => {
  endIntervals();
  vi.useRealTimers();
});

describe("the journey through the catalogue's stories shown in place", () => {
  it("loads each case's next story from a page of the site, shows the story before in its place, then the next in place again", async () => {
    const driver = engine();
    await storiesInPlace.run(driver, SITE);
    const moves = driver.log.filter((line) => /^(goto|shown in place|press) /.test(line));
    const address = (id: string) =>
      `goto http://localhost:6123/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`;
    expect(moves).toEqual(
      LEFT_BEHIND.flatMap(({ before, next, residue }) => [
        "goto /",
        address(next),
        `shown in place ${before}`,
        ...(residue === "keyboard focus" ? ["press Tab"] : []),
        `shown in place ${next}`,
      ]),
    );
  });

  it("fails, naming both stories and what was left behind, when the next story looks otherwise in place", async () => {
    let shownBefore = false;
    drawn = (story) => {
      if (story === "header--states") shownBefore = true;
      // The next story, shown after the states story, keeps a forced hover's colour.
      return plainPicture(story === "header--on-about" && shownBefore ? "#b6f03c" : "#ffffff");
    };
    await expect(storiesInPlace.run(engine(), SITE)).rejects.toThrow(
      "header--on-about after header--states looks as loaded: forced hover, focus and press states, and a control focused from the keyboard",
    );
  });

  it("fails when what the story before left behind shows in the next story's page", async () => {
    // The Tab leaves a mark that stays on the page (as a timer that outlived its story would set).
    onTab = () => page.document.body.setAttribute("data-left-behind", "a press");
    await expect(storiesInPlace.run(engine(), SITE)).rejects.toThrow(
      "header--on-about after header--states: forced hover, focus and press states",
    );
  });

  it("fails when a story's own error does not reach the console, as behind a spy on it", async () => {
    vi.useFakeTimers();
    vi.mocked(console.error).mockImplementation(() => undefined);
    const failed = expect(storiesInPlace.run(engine(), SITE)).rejects.toThrow(
      `waited ${WAIT_TIMEOUT_MS} ms for the story's own error on the console`,
    );
    await vi.advanceTimersByTimeAsync(WAIT_TIMEOUT_MS * 2);
    await failed;
  });

  it("fails when the story before shows no control focused from the keyboard after a Tab", async () => {
    onTab = () => page.document.querySelector("button")?.blur();
    await expect(storiesInPlace.run(engine(), SITE)).rejects.toThrow(
      "the story before shows a control focused from the keyboard",
    );
  });

  it("fails, saying so, when the story before cannot be scrolled down", async () => {
    vi.mocked(page.window.scrollTo).mockImplementation(() => undefined);
    await expect(storiesInPlace.run(engine(), SITE)).rejects.toThrow("the story before scrolls down");
  });

  it("fails naming the story whose picture cannot be taken", async () => {
    let shot = 0;
    // Every shot differs from the one before: the page never settles.
    drawn = () => plainPicture(shot++ % 2 ? "#ffffff" : "#000000");
    await expect(storiesInPlace.run(engine(), SITE)).rejects.toThrow(
      "header--on-about (shown in place) did not settle: 10 shots in a row differed.",
    );
  });

  it("fails naming the story whose fonts never load", async () => {
    vi.useFakeTimers();
    page.setFonts({ ready: Promise.resolve(), status: "loading" });
    const failed = expect(storiesInPlace.run(engine(), SITE)).rejects.toThrow(
      `waited ${WAIT_TIMEOUT_MS} ms for header--on-about's fonts`,
    );
    await vi.advanceTimersByTimeAsync(WAIT_TIMEOUT_MS * 2);
    await failed;
  });

  it("needs the catalogue served", async () => {
    await expect(storiesInPlace.run(engine(), { ...SITE, catalogue: undefined })).rejects.toThrow(
      "the catalogue is served for this run",
    );
  });
});
