import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WAIT_TIMEOUT_MS } from "#qa/support/wait.ts";
import { WAITING_PHOTO_SRC } from "#src/lib/before-live.ts";
import { type FakeEngine, type FakePage, fakeDriver, openFakePage, showing } from "./fixtures/fake-driver.ts";
import { picturesOf, picturingEngine } from "./pictures.ts";
import { takePicture } from "./take-picture.ts";

const [home, about, blogList] = picturesOf(picturingEngine("Firefox"));
const webkitHomeMobile = picturesOf(picturingEngine("WebKit"))[7];

/** A stand-in photo as the page gets it: the SVG of mocks/images/, as a data: address. */
const standIn = (name: string) =>
  `data:image/svg+xml;base64,${readFileSync(join(import.meta.dirname, "..", "..", "mocks", "images", name)).toString("base64")}`;

/** Whether each image has loaded, as the engine would say (jsdom loads none). */
let loaded: (image: HTMLImageElement) => boolean;
/** The page the pictures' page functions run in, as the engines run them in theirs. */
let page: FakePage;
beforeEach(() => {
  page = openFakePage();
  loaded = () => true;
  vi.spyOn(page.window.HTMLImageElement.prototype, "complete", "get").mockImplementation(function (
    this: HTMLImageElement,
  ) {
    return loaded(this);
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A driver whose window is already at the picture's size. */
async function sizedDriver(picture = about, engine: FakeEngine = {}) {
  const driver = fakeDriver(page, engine);
  await driver.resize(picture.width, picture.height);
  driver.log.length = 0;
  return driver;
}

describe("taking a page's picture", () => {
  it("opens the page, waits until it is live, checks the width, settles it, places the photos, waits for the fonts, shoots until two shots agree, then checks the photos are still in place", async () => {
    const shots = [Buffer.from("first"), Buffer.from("first")];
    const driver = await sizedDriver(about, {
      goto: async () => {
        page.show("<h1>Meist</h1>");
        return 200;
      },
      shoot: (_, shot) => shots[shot - 1],
    });
    const picture = await takePicture(driver, about);
    expect(picture).toBe(shots[1]);
    expect(driver.log).toEqual([
      "goto /about",
      "evaluate (arrow)", // live?
      "evaluate (arrow)", // how wide?
      "evaluate settle",
      "evaluate stockPhotoAddresses",
      "evaluate photosInPlace",
      "evaluate fontsLoaded",
      "shot 1",
      "shot 2",
      "evaluate photosInPlace",
    ]);
  });

  it("waits until the page is live before it looks at it", async () => {
    let asked = 0;
    const driver = await sizedDriver(about, { goto: showing(page, "", { live: false }) });
    const evaluate = driver.evaluate;
    driver.evaluate = (fn, ...args) => {
      // React takes the page over while the driver asks the second time.
      if (++asked === 2) page.show("");
      return evaluate(fn, ...args);
    };
    await takePicture(driver, about);
    expect(driver.log.slice(0, 5)).toEqual([
      "goto /about",
      "evaluate (arrow)",
      "evaluate (arrow)",
      "evaluate (arrow)",
      "evaluate settle",
    ]);
  });

  it("refuses a window of another width than the picture's name says, before settling or shooting anything", async () => {
    const driver = await sizedDriver(webkitHomeMobile, { name: "WebKit", widthFor: () => 432 });
    await expect(takePicture(driver, webkitHomeMobile)).rejects.toThrow(
      new Error(
        "WebKit made its window 432 px wide, not 447 px as engines/webkit/home-mobile-447px.png says: " +
          "the engine's narrowest window has changed (qa/engines/pictures.ts names it).",
      ),
    );
    expect(driver.log).toEqual(["goto /", "evaluate (arrow)", "evaluate (arrow)"]);
  });
});

describe("settling the page", () => {
  it("stops animations, transitions and the caret, hides the scrollbar, keeps the page's own sheets, blurs the focus and scrolls to the top at once", async () => {
    const own = new page.window.CSSStyleSheet();
    own.replaceSync("h1 { color: green; }");
    page.document.adoptedStyleSheets = [own];
    const driver = await sizedDriver(about, {
      goto: async () => {
        page.show("<button>Saada</button>");
        page.document.querySelector("button")?.focus();
        return 200;
      },
    });
    expect(await takePicture(driver, about)).toEqual(Buffer.from("/about shot"));
    expect(page.document.adoptedStyleSheets).toHaveLength(2);
    expect(page.document.adoptedStyleSheets[0]).toBe(own);
    expect([...page.document.adoptedStyleSheets[1].cssRules].map((rule) => rule.cssText)).toEqual([
      // As jsdom writes the rules out.
      "*, ::before, ::after { animation: none !important; transition: none !important; caret-color: transparent !important; }",
      "html { scrollbar-width: none; }",
    ]);
    expect(page.document.activeElement).toBe(page.document.body);
    expect(page.window.scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, behavior: "instant" });
  });
});

describe("the photos of the picture", () => {
  const photos = [
    '<img alt="" src="https://images.unsplash.com/photo-1?w=96&h=96" srcset="https://images.unsplash.com/photo-1?w=192&h=192 2x" sizes="96px" loading="lazy">',
    '<img alt="" src="https://images.unsplash.com/photo-2?w=1200&h=600" srcset="https://images.unsplash.com/photo-2?w=2400&h=1200 2x" sizes="100vw" loading="lazy">',
    '<img alt="" src="/logo.svg" srcset="/logo.svg 1x" sizes="40px" loading="lazy">',
  ].join("");
  // jsdom knows no `loading` property (a browser's reflects the attribute): what the page set is read as set.
  const images = () =>
    [...page.document.images].map((image) => ({
      src: image.getAttribute("src"),
      srcset: image.getAttribute("srcset"),
      sizes: image.getAttribute("sizes"),
      loading: (image as { loading?: string }).loading,
    }));

  it("are the local stand-ins in place of the stock-photo host's, loaded at once, without other sizes; the site's own images are left alone", async () => {
    const driver = await sizedDriver(blogList, { goto: showing(page, photos) });
    await takePicture(driver, blogList);
    // "/photo-2" sums to 704 (even): the warm landscape.
    expect(images()).toStrictEqual([
      { src: standIn("person.svg"), srcset: null, sizes: null, loading: "eager" },
      { src: standIn("photo-warm.svg"), srcset: null, sizes: null, loading: "eager" },
      { src: "/logo.svg", srcset: "/logo.svg 1x", sizes: "40px", loading: undefined },
    ]);
  });

  it("are looked at again until every image has loaded", async () => {
    let answers = 0;
    loaded = () => ++answers > 2 * 3; // three images: the third time round, all have
    const driver = await sizedDriver(blogList, { goto: showing(page, photos) });
    await takePicture(driver, blogList);
    // Three times before the shots, once after them.
    expect(driver.log.filter((line) => line === "evaluate photosInPlace")).toHaveLength(3 + 1);
    expect(driver.log.filter((line) => line === "evaluate stockPhotoAddresses")).toHaveLength(3);
    expect(driver.log.slice(-4)).toEqual(["evaluate fontsLoaded", "shot 1", "shot 2", "evaluate photosInPlace"]);
  });

  it("are never ready while a photo still waits for the page to go live, and the wait names the page", async () => {
    vi.useFakeTimers();
    const driver = await sizedDriver(blogList, {
      goto: showing(page, `<img alt="" src="${WAITING_PHOTO_SRC}">`),
    });
    const taken = takePicture(driver, blogList);
    const refused = expect(taken).rejects.toThrow(
      new Error(`waited ${WAIT_TIMEOUT_MS} ms for /blog's photos; last saw false`),
    );
    await vi.advanceTimersByTimeAsync(WAIT_TIMEOUT_MS + 100);
    await refused;
    expect(driver.log).not.toContain("evaluate fontsLoaded");
  });

  it("are ready when each image has its own file or none, and no stand-in", async () => {
    const driver = await sizedDriver(home, {
      goto: showing(page, '<img alt="" src="/logo.svg"><img alt="">'),
    });
    await takePicture(driver, home);
    // Once before the shots, once after them.
    expect(driver.log.filter((line) => line === "evaluate photosInPlace")).toHaveLength(2);
  });
});

describe("the fonts of the picture", () => {
  it("are read only once the page says they are ready, and then two frames later", async () => {
    let ready: (value?: unknown) => void = () => undefined;
    const readings: number[] = [];
    const { frames } = page;
    page.setFonts({
      ready: new Promise((resolve) => {
        ready = resolve;
      }),
      get status() {
        readings.push(frames.count);
        return "loaded";
      },
    });
    const driver = await sizedDriver();
    const taken = takePicture(driver, about);
    await vi.waitUntil(() => driver.log.includes("evaluate fontsLoaded"));
    // One more task: whatever the page does without the fonts' promise, it has done by then.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(frames.count).toBe(0);
    expect(driver.log).not.toContain("shot 1");
    ready();
    await taken;
    expect(readings).toEqual([2]);
  });

  it("are waited for until they have loaded, and the wait names the page", async () => {
    vi.useFakeTimers();
    page.setFonts({ ready: Promise.resolve(), status: "loading" });
    const driver = await sizedDriver();
    const refused = expect(takePicture(driver, about)).rejects.toThrow(
      new Error(`waited ${WAIT_TIMEOUT_MS} ms for /about's fonts; last saw false`),
    );
    await vi.advanceTimersByTimeAsync(WAIT_TIMEOUT_MS + 100);
    await refused;
    expect(driver.log).not.toContain("shot 1");
  });
});

describe("the shots of the whole page", () => {
  const differing = (_: string, shot: number) => Buffer.from(`shot ${shot}`);

  it("go on until one is the same as the one before it, which is the picture", async () => {
    const driver = await sizedDriver(about, { shoot: (_, shot) => Buffer.from(shot < 3 ? `shot ${shot}` : "settled") });
    expect(await takePicture(driver, about)).toEqual(Buffer.from("settled"));
    expect(driver.log.slice(-6)).toEqual([
      "evaluate fontsLoaded",
      "shot 1",
      "shot 2",
      "shot 3",
      "shot 4",
      "evaluate photosInPlace",
    ]);
  });

  it("agree at the tenth shot at the latest", async () => {
    const driver = await sizedDriver(about, { shoot: (_, shot) => Buffer.from(shot < 9 ? `shot ${shot}` : "settled") });
    expect(await takePicture(driver, about)).toEqual(Buffer.from("settled"));
    expect(driver.log.slice(-2)).toEqual(["shot 10", "evaluate photosInPlace"]);
  });

  it("give up after ten shots in a row differed, naming the picture", async () => {
    const driver = await sizedDriver(home, { shoot: differing });
    await expect(takePicture(driver, home)).rejects.toThrow(
      new Error("engines/firefox/home-desktop.png did not settle: 10 shots in a row differed."),
    );
    expect(driver.log.filter((line) => line.startsWith("shot "))).toEqual(
      Array.from({ length: 10 }, (_, i) => `shot ${i + 1}`),
    );
  });
});
