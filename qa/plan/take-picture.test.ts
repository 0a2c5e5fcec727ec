import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  answerStoryChannel,
  type FakeDriver,
  type FakeEngine,
  type FakePage,
  fakeDriver,
  openFakePage,
  showing,
} from "#qa/engines/fixtures/fake-driver.ts";
import { type EnginePicture, picturesOf, picturingEngine } from "#qa/engines/pictures.ts";
import { WAIT_TIMEOUT_MS } from "#qa/support/wait.ts";
import { recordedStories } from "#qa/visual/fixtures/load-fixture.ts";
import { WAITING_PHOTO_SRC } from "#src/lib/before-live.ts";
import { sitePictures } from "./site-pictures.ts";
import { stockPhotoFor } from "./stock-photos.ts";
import { takePicture } from "./take-picture.ts";

/** What one taking of a picture asks of the page, once it is open and settled: photos, fonts, then two agreeing shots. */
const TAKEN_ONCE = [
  "evaluate stockPhotoAddresses",
  "evaluate photosInPlace",
  "evaluate fontsLoaded",
  "evaluate photoSwaps",
  "evaluate nextFrames",
  "shot 1",
  "evaluate nextFrames",
  "shot 2",
  "evaluate photoSwaps",
];

const [home, about, blogList] = picturesOf(picturingEngine("Firefox"), sitePictures([]));
const webkitHomeMobile = picturesOf(picturingEngine("WebKit"), sitePictures([]))[7];
/** Where the catalogue's server answers in the run; a page's picture never goes there. */
const ORIGINS = { catalogue: "http://localhost:6123" };

/** The stand-in host's answer to an address, as the page gets it: an SVG, as a data: address. */
const standIn = (address: string) => `data:image/svg+xml;base64,${stockPhotoFor(new URL(address)).toString("base64")}`;

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
  it("opens the page, waits until it is live, checks the width, settles it, places the photos, waits for the fonts, counts the photos put in place, shoots two frames after each other until two shots agree, then counts them again", async () => {
    const shots = [Buffer.from("first"), Buffer.from("first")];
    const driver = await sizedDriver(about, {
      goto: async () => {
        page.show("<h1>Meist</h1>");
        return 200;
      },
      shoot: (_, shot) => shots[shot - 1],
    });
    const picture = await takePicture(driver, about, ORIGINS);
    expect(picture).toBe(shots[1]);
    expect(driver.log).toEqual([
      "goto /about",
      "evaluate (arrow)", // live?
      "evaluate (arrow)", // how wide?
      "evaluate settle",
      ...TAKEN_ONCE,
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
    await takePicture(driver, about, ORIGINS);
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
    await expect(takePicture(driver, webkitHomeMobile, ORIGINS)).rejects.toThrow(
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
    expect(await takePicture(driver, about, ORIGINS)).toEqual(Buffer.from("/about shot"));
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
    await takePicture(driver, blogList, ORIGINS);
    // Each the stand-in host's answer to the address its src names.
    expect(images()).toStrictEqual([
      { src: standIn("https://images.unsplash.com/photo-1?w=96&h=96"), srcset: null, sizes: null, loading: "eager" },
      { src: standIn("https://images.unsplash.com/photo-2?w=1200&h=600"), srcset: null, sizes: null, loading: "eager" },
      { src: "/logo.svg", srcset: "/logo.svg 1x", sizes: "40px", loading: undefined },
    ]);
  });

  it("are looked at again until every image has loaded", async () => {
    let answers = 0;
    loaded = () => ++answers > 2 * 3; // three images: the third time round, all have
    const driver = await sizedDriver(blogList, { goto: showing(page, photos) });
    await takePicture(driver, blogList, ORIGINS);
    // Three times before the shots, never after them.
    expect(driver.log.filter((line) => line === "evaluate photosInPlace")).toHaveLength(3);
    expect(driver.log.filter((line) => line === "evaluate stockPhotoAddresses")).toHaveLength(3);
    // Once the photos are in place: the fonts' wait aside, the rest of one taking.
    expect(driver.log.slice(-6)).toEqual(TAKEN_ONCE.slice(3));
  });

  it("are never ready while a photo still waits for the page to go live, and the wait names the page", async () => {
    vi.useFakeTimers();
    const driver = await sizedDriver(blogList, {
      goto: showing(page, `<img alt="" src="${WAITING_PHOTO_SRC}">`),
    });
    const taken = takePicture(driver, blogList, ORIGINS);
    const refused = expect(taken).rejects.toThrow(
      new Error(`waited ${WAIT_TIMEOUT_MS} ms for blog-list's photos; last saw {"waiting":1,"loading":0}`),
    );
    await vi.advanceTimersByTimeAsync(WAIT_TIMEOUT_MS + 100);
    await refused;
    expect(driver.log).not.toContain("evaluate fontsLoaded");
  });

  it("are ready when each image has its own file or none, and no stand-in", async () => {
    const driver = await sizedDriver(home, {
      goto: showing(page, '<img alt="" src="/logo.svg"><img alt="">'),
    });
    await takePicture(driver, home, ORIGINS);
    // Once, before the shots.
    expect(driver.log.filter((line) => line === "evaluate photosInPlace")).toHaveLength(1);
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
    const taken = takePicture(driver, about, ORIGINS);
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
    const refused = expect(takePicture(driver, about, ORIGINS)).rejects.toThrow(
      new Error(`waited ${WAIT_TIMEOUT_MS} ms for about's fonts; last saw false`),
    );
    await vi.advanceTimersByTimeAsync(WAIT_TIMEOUT_MS + 100);
    await refused;
    expect(driver.log).not.toContain("shot 1");
  });
});

describe("the count of the stand-ins put in place", () => {
  /** What the page answered each time it was asked how often a stand-in was put in place. */
  async function counted(body: string) {
    const driver = await sizedDriver(blogList, { goto: showing(page, body) });
    const counts: unknown[] = [];
    const evaluate = driver.evaluate;
    driver.evaluate = async (fn, ...args) => {
      const answer = await evaluate(fn, ...args);
      if (fn.name === "photoSwaps") counts.push(answer);
      return answer;
    };
    const picture = await takePicture(driver, blogList, ORIGINS);
    return { picture, counts, driver };
  }

  it("is none on a page without the host's photos, and the picture counts", async () => {
    const { picture, counts } = await counted('<img alt="" src="/logo.svg">');
    expect(picture).toEqual(Buffer.from("/blog shot"));
    expect(counts).toEqual([0, 0]);
  });

  it("takes in the stand-ins put in place before the shots, which the picture does not hold against the page", async () => {
    const { picture, counts, driver } = await counted(
      '<img alt="" src="https://images.unsplash.com/photo-1?w=96&h=96"><img alt="" src="https://images.unsplash.com/photo-2?w=1200&h=600" srcset="https://images.unsplash.com/photo-2?w=2400&h=1200 2x">',
    );
    expect(picture).toEqual(Buffer.from("/blog shot"));
    expect(counts).toEqual([2, 2]);
    expect(driver.log.filter((line) => line === "shot 1")).toHaveLength(1);
  });

  it("is only read after the shots: nothing is put in place, and the count the page keeps is left as it was", async () => {
    const { counts, driver } = await counted('<img alt="" src="https://images.unsplash.com/photo-1?w=96&h=96">');
    expect(counts).toEqual([1, 1]);
    expect((page.window as unknown as { photoSwaps: number }).photoSwaps).toBe(1);
    expect(driver.log.slice(driver.log.indexOf("shot 1"))).toEqual([
      "shot 1",
      "evaluate nextFrames",
      "shot 2",
      "evaluate photoSwaps",
    ]);
  });
});

describe("the frames before each shot", () => {
  it.each([
    ["Firefox", about],
    ["WebKit", webkitHomeMobile],
  ])("are two in %s, drawn before every shot", async (name, picture) => {
    const drawn: number[] = [];
    const driver = await sizedDriver(picture, {
      name,
      shoot: (_, shot) => {
        drawn.push(page.frames.count);
        return Buffer.from(shot < 3 ? `shot ${shot}` : "settled");
      },
    });
    expect(await takePicture(driver, picture, ORIGINS)).toEqual(Buffer.from("settled"));
    // Two for the fonts, then two more before each of the four shots.
    expect(drawn).toEqual([4, 6, 8, 10]);
  });
});

describe("the shots of the whole page", () => {
  const differing = (_: string, shot: number) => Buffer.from(`shot ${shot}`);

  it("go on until one is the same as the one before it, which is the picture", async () => {
    const driver = await sizedDriver(about, { shoot: (_, shot) => Buffer.from(shot < 3 ? `shot ${shot}` : "settled") });
    expect(await takePicture(driver, about, ORIGINS)).toEqual(Buffer.from("settled"));
    expect(driver.log.filter((line) => line.startsWith("shot "))).toEqual(["shot 1", "shot 2", "shot 3", "shot 4"]);
    expect(driver.log.at(-2)).toBe("shot 4");
  });

  it("stop at the first when it is the picture's baseline exactly, as Playwright's toHaveScreenshot does", async () => {
    const driver = await sizedDriver(about, { shoot: (_, shot) => Buffer.from(`shot ${shot}`) });
    expect(await takePicture(driver, about, ORIGINS, Buffer.from("shot 1"))).toEqual(Buffer.from("shot 1"));
    expect(driver.log.filter((line) => line.startsWith("shot "))).toEqual(["shot 1"]);
    // The stand-ins are still counted after the shot: a photo taken away meanwhile takes the picture again.
    expect(driver.log.at(-1)).toBe("evaluate photoSwaps");
  });

  it("go on until two agree when the first is not the baseline, though a later one is", async () => {
    const driver = await sizedDriver(about, { shoot: (_, shot) => Buffer.from(shot < 3 ? `shot ${shot}` : "settled") });
    expect(await takePicture(driver, about, ORIGINS, Buffer.from("shot 2"))).toEqual(Buffer.from("settled"));
    expect(driver.log.filter((line) => line.startsWith("shot "))).toEqual(["shot 1", "shot 2", "shot 3", "shot 4"]);
  });

  it("agree at the tenth shot at the latest", async () => {
    const driver = await sizedDriver(about, { shoot: (_, shot) => Buffer.from(shot < 9 ? `shot ${shot}` : "settled") });
    expect(await takePicture(driver, about, ORIGINS)).toEqual(Buffer.from("settled"));
    expect(driver.log.slice(-3)).toEqual(["evaluate nextFrames", "shot 10", "evaluate photoSwaps"]);
  });

  it("give up after ten shots in a row differed, naming the picture", async () => {
    const driver = await sizedDriver(home, { shoot: differing });
    await expect(takePicture(driver, home, ORIGINS)).rejects.toThrow(
      new Error("engines/firefox/home-desktop.png did not settle: 10 shots in a row differed."),
    );
    expect(driver.log.filter((line) => line.startsWith("shot "))).toEqual(
      Array.from({ length: 10 }, (_, i) => `shot ${i + 1}`),
    );
  });
});

describe("the photos still waiting for live", () => {
  const address = "https://images.unsplash.com/photo-2?w=1200&h=600";
  const waiting = `<img alt="" src="${WAITING_PHOTO_SRC}" data-srcset="${address} 1x" data-src="${address}">`;

  it("are known by the host's address they wait with, and get their stand-in the moment the page gives them it", async () => {
    const driver = await sizedDriver(blogList, { goto: showing(page, waiting) });
    const evaluate = driver.evaluate;
    const addresses: unknown[] = [];
    const seen: (string | null)[] = [];
    driver.evaluate = async (fn, ...args) => {
      if (fn.name === "stockPhotoAddresses") seen.push(page.document.images[0].getAttribute("src"));
      const answer = await evaluate(fn, ...args);
      if (fn.name === "stockPhotoAddresses") addresses.push(answer);
      // The page goes live once the photos were first looked at: the image gets the address it waited with.
      if (fn.name === "photosInPlace" && seen.length === 1) page.document.images[0].setAttribute("src", address);
      return answer;
    };
    await takePicture(driver, blogList, ORIGINS);
    expect(addresses).toEqual([[address], [address]]);
    // Put in place before the photos were looked at again.
    expect(seen).toEqual([WAITING_PHOTO_SRC, standIn("https://images.unsplash.com/photo-2?w=1200&h=600")]);
    expect(page.document.images[0].getAttribute("src")).toBe(
      standIn("https://images.unsplash.com/photo-2?w=1200&h=600"),
    );
  });
});

describe("the watch on the photos, once they were put in place", () => {
  const hostPhoto = "https://images.unsplash.com/photo-1?w=96&h=96";
  const hostSizes = "https://images.unsplash.com/photo-1?w=192&h=192 2x";
  const photos = [
    `<img alt="" src="${hostPhoto}" srcset="${hostSizes}" sizes="96px" loading="lazy">`,
    '<img alt="" src="/logo.svg" srcset="/logo.svg 1x" sizes="40px">',
  ].join("");
  /** An image as the watch leaves it; jsdom knows no `loading` property, so what was set is read as set. */
  const image = (element: HTMLImageElement) => ({
    src: element.getAttribute("src"),
    srcset: element.getAttribute("srcset"),
    sizes: element.getAttribute("sizes"),
    loading: (element as { loading?: string }).loading,
  });
  /** Lets the page's mutation observers run: their callbacks are microtasks. */
  const watched = () => Promise.resolve();

  async function pictured() {
    const driver = await sizedDriver(blogList, { goto: showing(page, photos) });
    await takePicture(driver, blogList, ORIGINS);
    const [photo, logo] = page.document.images;
    (photo as { loading?: string }).loading = "lazy";
    return { photo, logo };
  }

  it("puts the stand-in back at once when the page gives an image the host's address again", async () => {
    const { photo } = await pictured();
    photo.setAttribute("src", hostPhoto);
    await watched();
    expect(image(photo)).toStrictEqual({
      src: standIn("https://images.unsplash.com/photo-1?w=96&h=96"),
      srcset: null,
      sizes: null,
      loading: "eager",
    });
  });

  it("takes the host's other sizes away at once when the page gives them to an image again, and leaves its stand-in", async () => {
    const { photo } = await pictured();
    photo.setAttribute("sizes", "96px");
    photo.setAttribute("srcset", hostSizes);
    await watched();
    expect(image(photo)).toStrictEqual({
      src: standIn("https://images.unsplash.com/photo-1?w=96&h=96"),
      srcset: null,
      sizes: null,
      loading: "eager",
    });
  });

  it("puts the stand-ins in place in what the page adds, past the text beside it", async () => {
    await pictured();
    page.document.body.insertAdjacentHTML(
      "beforeend",
      `Kuvatekst<figure><img alt="" src="${hostPhoto}" srcset="${hostSizes}" sizes="96px"></figure>`,
    );
    await watched();
    expect(image(page.document.images[2])).toStrictEqual({
      src: standIn("https://images.unsplash.com/photo-1?w=96&h=96"),
      srcset: null,
      sizes: null,
      loading: "eager",
    });
  });

  it("puts the stand-in in place of an image the page adds on its own", async () => {
    await pictured();
    const added = page.document.createElement("img");
    added.setAttribute("src", hostPhoto);
    added.setAttribute("srcset", hostSizes);
    page.document.body.append(added);
    await watched();
    expect(image(added)).toStrictEqual({
      src: standIn("https://images.unsplash.com/photo-1?w=96&h=96"),
      srcset: null,
      sizes: null,
      loading: "eager",
    });
  });

  it("knows every photo put in place, also those the page showed only after the photos were first looked at", async () => {
    const later = "https://images.unsplash.com/photo-2?w=1200&h=600";
    let looked = 0;
    loaded = () => looked > 1;
    const driver = await sizedDriver(blogList, { goto: showing(page, photos) });
    const evaluate = driver.evaluate;
    driver.evaluate = async (fn, ...args) => {
      const answer = await evaluate(fn, ...args);
      // The page shows another photo once the photos were first looked at.
      if (fn.name === "photosInPlace" && ++looked === 1) {
        page.document.body.insertAdjacentHTML("beforeend", `<img alt="" src="${later}">`);
      }
      return answer;
    };
    await takePicture(driver, blogList, ORIGINS);
    const added = page.document.images[2];
    expect(added.getAttribute("src")).toBe(standIn("https://images.unsplash.com/photo-2?w=1200&h=600"));
    added.setAttribute("src", later);
    await watched();
    expect(added.getAttribute("src")).toBe(standIn("https://images.unsplash.com/photo-2?w=1200&h=600"));
  });

  it("leaves the site's own images, and addresses it was never told of, alone", async () => {
    const { logo, photo } = await pictured();
    logo.setAttribute("src", "/logo-dark.svg");
    photo.setAttribute("src", "https://images.unsplash.com/photo-3?w=96&h=96");
    await watched();
    expect(image(logo)).toStrictEqual({
      src: "/logo-dark.svg",
      srcset: "/logo.svg 1x",
      sizes: "40px",
      loading: undefined,
    });
    expect(image(photo)).toStrictEqual({
      src: "https://images.unsplash.com/photo-3?w=96&h=96",
      srcset: null,
      sizes: null,
      loading: "lazy",
    });
  });

  it("is set once on the whole document, for the images' addresses and what is added, however often the photos are looked at", async () => {
    const observe = vi.spyOn(page.window.MutationObserver.prototype, "observe");
    loaded = (() => {
      let answers = 0;
      return () => ++answers > 2;
    })();
    await pictured();
    expect(observe).toHaveBeenCalledExactlyOnceWith(page.document, {
      subtree: true,
      childList: true,
      attributeFilter: ["src", "srcset"],
    });
  });
});

describe("a picture the page took a stand-in photo away from", () => {
  const hostPhoto = "https://images.unsplash.com/photo-1?w=96&h=96";
  const photo = `<img alt="" src="${hostPhoto}">`;

  /** Shoots the nth picture as `attempt n`; at the second shot of the first `times` pictures, the page gives the photo the host's address again, and the watch puts the stand-in back. */
  function takingAway(times: number) {
    let attempt = 0;
    return (_: string, shot: number) => {
      if (shot === 1) attempt++;
      if (shot === 2 && attempt <= times) page.document.images[0].setAttribute("src", hostPhoto);
      return Buffer.from(`attempt ${attempt}`);
    };
  }
  /** What the page answered each time it was asked how often a stand-in was put in place. */
  function countedBy(driver: FakeDriver): unknown[] {
    const counts: unknown[] = [];
    const evaluate = driver.evaluate;
    driver.evaluate = async (fn, ...args) => {
      const answer = await evaluate(fn, ...args);
      if (fn.name === "photoSwaps") counts.push(answer);
      return answer;
    };
    return counts;
  }

  it("is taken again, and the picture taken then is the one that counts; the stand-in is back in place", async () => {
    const driver = await sizedDriver(blogList, { goto: showing(page, photo), shoot: takingAway(1) });
    const counts = countedBy(driver);
    expect(await takePicture(driver, blogList, ORIGINS)).toEqual(Buffer.from("attempt 2"));
    expect(driver.log.slice(driver.log.indexOf("evaluate settle") + 1)).toEqual([...TAKEN_ONCE, ...TAKEN_ONCE]);
    // Put in place once while the photos were looked at, once more by the watch during the first shots.
    expect(counts).toEqual([1, 2, 2, 2]);
    expect(page.document.images[0].getAttribute("src")).toBe(standIn("https://images.unsplash.com/photo-1?w=96&h=96"));
  });

  it("is taken a third time, and counts then", async () => {
    const driver = await sizedDriver(blogList, { goto: showing(page, photo), shoot: takingAway(2) });
    const counts = countedBy(driver);
    expect(await takePicture(driver, blogList, ORIGINS)).toEqual(Buffer.from("attempt 3"));
    expect(driver.log.filter((line) => line === "shot 1")).toHaveLength(3);
    expect(counts).toEqual([1, 2, 2, 3, 3, 3]);
  });

  it("is refused after the third time, naming the picture", async () => {
    const driver = await sizedDriver(blogList, { goto: showing(page, photo), shoot: takingAway(3) });
    await expect(takePicture(driver, blogList, ORIGINS)).rejects.toThrow(
      new Error("engines/firefox/blog-list-desktop.png: the page took the stand-in photos away again, 3 times."),
    );
    expect(driver.log.slice(driver.log.indexOf("evaluate settle") + 1)).toEqual([
      ...TAKEN_ONCE,
      ...TAKEN_ONCE,
      ...TAKEN_ONCE,
    ]);
  });

  it("is taken again when the page gave an image a host address it had no stand-in for, which then gets one", async () => {
    const unknownPhoto = "https://images.unsplash.com/photo-2?w=96&h=96";
    let attempt = 0;
    const driver = await sizedDriver(blogList, {
      goto: showing(page, photo),
      shoot: (_, shot) => {
        if (shot === 1) attempt++;
        if (shot === 2 && attempt === 1) page.document.images[0].setAttribute("src", unknownPhoto);
        return Buffer.from(`attempt ${attempt}`);
      },
    });
    expect(await takePicture(driver, blogList, ORIGINS)).toEqual(Buffer.from("attempt 2"));
    expect(driver.log.filter((line) => line === "shot 1")).toHaveLength(2);
    expect(page.document.images[0].getAttribute("src")).toBe(standIn(unknownPhoto));
  });

  it("is taken again when the stand-in the watch put back had not loaded yet", async () => {
    let attempt = 0;
    /** The image loads the stand-in again, and has not yet when it is first looked at. */
    let reloading = false;
    loaded = () => {
      const was = reloading;
      reloading = false;
      return !was;
    };
    const driver = await sizedDriver(blogList, {
      goto: showing(page, photo),
      shoot: (_, shot) => {
        if (shot === 1) attempt++;
        if (shot === 2 && attempt === 1) {
          page.document.images[0].setAttribute("src", "https://images.unsplash.com/photo-1?w=96&h=96");
          reloading = true;
        }
        return Buffer.from(`attempt ${attempt}`);
      },
    });
    expect(await takePicture(driver, blogList, ORIGINS)).toEqual(Buffer.from("attempt 2"));
    expect(driver.log.filter((line) => line === "shot 1")).toHaveLength(2);
    expect(page.document.images[0].getAttribute("src")).toBe(standIn("https://images.unsplash.com/photo-1?w=96&h=96"));
  });
});

/** A Firefox picture of a story of the recorded catalogue, by its file. */
function storyPicture(file: string): EnginePicture {
  const [picture] = picturesOf(picturingEngine("Firefox"), sitePictures(recordedStories())).filter(
    (p) => p.file === file,
  );
  return picture;
}
const sending = storyPicture("engines/firefox/contactform--sending-desktop.png");
const waitingPhotoStory = storyPicture("engines/firefox/stockimage--loading-desktop.png");
/** What the engine is sent to for the ContactForm's sending story: the catalogue's iframe.html, the story alone. */
const SENDING_ADDRESS =
  "http://localhost:6123/iframe.html?id=contactform--sending&viewMode=story&globals=a11y.manual:!true";

/** How a story is opened in a page that has shown none: the catalogue's address loaded. */
const LOADED_AT_SENDING = ["evaluate unsettle", "evaluate showInPlace", `goto ${SENDING_ADDRESS}`];

/** What one taking of a story's picture asks of the page once it is settled: as a page's, and the story's box before the shots. */
const STORY_TAKEN_ONCE = [...TAKEN_ONCE.slice(0, 4), "evaluate storyBox", ...TAKEN_ONCE.slice(4)];

type Rgba = [number, number, number, number];
const WHITE: Rgba = [255, 255, 255, 255];
const TEAL: Rgba = [0, 128, 128, 255];
const RED: Rgba = [255, 0, 0, 255];
const BLUE: Rgba = [0, 0, 255, 255];
/** A picture's pixels, RGBA, each the colour `at` gives. */
function pixels(width: number, height: number, at: (x: number, y: number) => Rgba): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(at(x, y), (y * width + x) * 4);
  return data;
}
/** The story's own pixels: teal, its top left pixel red and its bottom right one blue. */
const storyPixels = (width: number, height: number) =>
  pixels(width, height, (x, y) => (x === 0 && y === 0 ? RED : x === width - 1 && y === height - 1 ? BLUE : TEAL));
/**
 * Where the story's root is on the catalogue's page, in CSS pixels as the browser measures it, and
 * the whole pixels around it that its picture is: (15, 16), 302 × 101.
 */
const STORY_ROOT = { left: 15.6, top: 16.4, right: 316.2, bottom: 116.3 };
const STORY_CUT = { left: 15, top: 16, width: 302, height: 101 };
/** The whole catalogue page as the engine shoots it, 1280 × 200: white, and the story's pixels where it is cut. */
const wholeCataloguePage = () => {
  const { left, top, width, height } = STORY_CUT;
  const story = storyPixels(width, height);
  const inStory = (x: number, y: number) => x >= left && x < left + width && y >= top && y < top + height;
  const at = (x: number, y: number) => ((y - top) * width + x - left) * 4;
  const page = pixels(1280, 200, (x, y) =>
    inStory(x, y) ? ([...story.subarray(at(x, y), at(x, y) + 4)] as Rgba) : WHITE,
  );
  return sharp(page, { raw: { width: 1280, height: 200, channels: 4 } })
    .png()
    .toBuffer();
};

/** Where the page's layout puts the story's root, relative to the window, as a browser measures it (jsdom lays nothing out). */
function storyRootAt(box: { left: number; top: number; right: number; bottom: number }) {
  vi.spyOn(page.window.Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const { left, top, right, bottom } = this.id === "storybook-root" ? box : { left: 0, top: 0, right: 0, bottom: 0 };
    return { left, top, right, bottom, x: left, y: top, width: right - left, height: bottom - top } as DOMRect;
  });
}

/**
 * An engine showing a story in the catalogue's iframe.html: `root` rendered into #storybook-root and,
 * unless told, the mark .storybook/preview.tsx sets once the story has played. Not the site: never live.
 */
async function storyDriver(id: string, root: string, engine: FakeEngine & { finished?: boolean } = {}) {
  const shot = await wholeCataloguePage();
  return sizedDriver(sending, {
    goto: async () => {
      page.show(`<div id="storybook-root">${root}</div>`, false);
      if (engine.finished ?? true) page.document.body.setAttribute("data-story-finished", id);
      return 200;
    },
    shoot: () => shot,
    ...engine,
  });
}

describe("taking a story's picture", () => {
  it("opens the story alone at the catalogue's address, waits for its mark, and pictures it without the focus its play function's click left", async () => {
    storyRootAt(STORY_ROOT);
    const driver = await storyDriver("contactform--sending", "<form><button>Saadan…</button></form>");
    const button = () => page.document.querySelector("button");
    const goto = driver.goto;
    driver.goto = async (to) => {
      const status = await goto(to);
      // The story's play function pressed the button.
      button()?.focus();
      return status;
    };
    await takePicture(driver, sending, ORIGINS);
    expect(driver.log).toEqual([
      ...LOADED_AT_SENDING,
      "evaluate storyState", // finished?
      "evaluate (arrow)", // how wide?
      "evaluate settle",
      ...STORY_TAKEN_ONCE,
    ]);
    // Which ring a synthetic click leaves differs by engine and, in WebKit, from run to run.
    expect(page.document.activeElement).not.toBe(button());
    // Settled as a page is otherwise: the sheet that stops animations, and the window at the top.
    expect(page.document.adoptedStyleSheets).toHaveLength(1);
    expect(page.window.scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, behavior: "instant" });
  });

  it("shows the next story in place of the one the catalogue's page showed, without loading it, and lets it play without the picture before's settling or photo watch", async () => {
    storyRootAt(STORY_ROOT);
    const own = new page.window.CSSStyleSheet();
    const driver = await storyDriver("contactform--empty", "<form></form>");
    await takePicture(driver, storyPicture("engines/firefox/contactform--empty-desktop.png"), ORIGINS);
    page.document.adoptedStyleSheets = [own, ...page.document.adoptedStyleSheets];
    let sheetsAsItPlays: CSSStyleSheet[] = [];
    const leftOver = page.window as unknown as { photoWatch?: MutationObserver; photoStandIns?: object };
    expect(leftOver.photoWatch).toBeDefined();
    leftOver.photoStandIns = { "https://images.unsplash.com/photo-1": "data:image/svg+xml;base64," };
    let photosAsItPlays: unknown[] = [];
    const told = answerStoryChannel(page, (id) => {
      sheetsAsItPlays = [...page.document.adoptedStyleSheets];
      photosAsItPlays = [leftOver.photoWatch, leftOver.photoStandIns];
      page.show('<div id="storybook-root"><form></form></div>', false);
      page.document.body.setAttribute("data-story-finished", id);
    });
    driver.log.length = 0;
    await takePicture(driver, sending, ORIGINS);
    expect(told).toEqual(["setCurrentStory contactform--sending story"]);
    expect(driver.log).toEqual([
      "evaluate unsettle",
      "evaluate showInPlace",
      "evaluate storyState",
      "evaluate (arrow)",
      "evaluate settle",
      ...STORY_TAKEN_ONCE,
    ]);
    // The story plays with its animations and transitions, as in a page just loaded; the page's own sheets stay.
    expect(sheetsAsItPlays).toHaveLength(1);
    expect(sheetsAsItPlays[0]).toBe(own);
    // Nor with the picture before's watch on the photos, or its stand-ins.
    expect(photosAsItPlays).toEqual([undefined, {}]);
    expect(page.document.adoptedStyleSheets).toHaveLength(2);
  });

  it("is the story's own box cut from the whole page, in whole pixels around it", async () => {
    storyRootAt(STORY_ROOT);
    const driver = await storyDriver("contactform--sending", "<form></form>");
    const { data, info } = await sharp(await takePicture(driver, sending, ORIGINS))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ format: "raw", width: 302, height: 101, channels: 4 });
    expect(data.equals(storyPixels(302, 101))).toBe(true);
  });

  it("is cut from where the story is on the whole page, however far the window is scrolled", async () => {
    // The window 40 px down the page: the story's box is 40 px higher in it.
    Object.defineProperty(page.window, "scrollY", { value: 40, configurable: true });
    storyRootAt({ ...STORY_ROOT, top: STORY_ROOT.top - 40, bottom: STORY_ROOT.bottom - 40 });
    const driver = await storyDriver("contactform--sending", "<form></form>");
    const { data, info } = await sharp(await takePicture(driver, sending, ORIGINS))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 302, height: 101 });
    expect(data.equals(storyPixels(302, 101))).toBe(true);
  });

  it("stops at the first shot when the story's box cut from it is the baseline exactly", async () => {
    storyRootAt(STORY_ROOT);
    const driver = await storyDriver("contactform--sending", "<form></form>");
    const baseline = await sharp(await wholeCataloguePage())
      .extract(STORY_CUT)
      .png()
      .toBuffer();
    expect((await takePicture(driver, sending, ORIGINS, baseline)).equals(baseline)).toBe(true);
    expect(driver.log.filter((line) => line.startsWith("shot "))).toEqual(["shot 1"]);
  });

  it("is a PNG", async () => {
    storyRootAt(STORY_ROOT);
    const driver = await storyDriver("contactform--sending", "<form></form>");
    expect(await sharp(await takePicture(driver, sending, ORIGINS)).metadata()).toMatchObject({
      format: "png",
      width: 302,
      height: 101,
    });
  });

  it("waits until the story has played, not taking another story's mark for its own", async () => {
    storyRootAt(STORY_ROOT);
    const driver = await storyDriver("contactform--sending", "<form></form>", { finished: false });
    page.document.body.setAttribute("data-story-finished", "contactform--empty");
    let asked = 0;
    const evaluate = driver.evaluate;
    driver.evaluate = (fn, ...args) => {
      // The story's play function ends while the driver asks the third time.
      if (fn.name === "storyState" && ++asked === 3)
        page.document.body.setAttribute("data-story-finished", "contactform--sending");
      return evaluate(fn, ...args);
    };
    await takePicture(driver, sending, ORIGINS);
    expect(driver.log.slice(0, 8)).toEqual([
      ...LOADED_AT_SENDING,
      "evaluate storyState",
      "evaluate storyState",
      "evaluate storyState",
      "evaluate (arrow)",
      "evaluate settle",
    ]);
  });

  it("gives a story 45 s to play (typing into a form takes long on a busy machine), and then fails naming it", async () => {
    vi.useFakeTimers();
    const driver = await storyDriver("contactform--sending", "<form></form>", { finished: false });
    let settled = false;
    const refused = expect(takePicture(driver, sending, ORIGINS))
      .rejects.toThrow(new Error('waited 45000 ms for the story contactform--sending to finish; last saw "pending"'))
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(44_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_100);
    await refused;
    expect(driver.log).not.toContain("evaluate settle");
    expect(driver.log.filter((line) => line.startsWith("shot"))).toEqual([]);
  });

  it("fails with Storybook's own message when the catalogue shows its error display instead of the story", async () => {
    const errorDisplay = [
      '<div class="sb-errordisplay sb-wrapper"><div class="sb-errordisplay_main">',
      '<h1 id="error-message">useHref() may be used only in the context of a &lt;Router&gt; component.</h1>',
      "<p>The component failed to render properly, likely due to a configuration issue in Storybook.</p>",
      '</div><pre class="sb-errordisplay_code"><code id="error-stack">Error: useHref() …</code></pre></div>',
    ].join("");
    const driver = await storyDriver("contactform--sending", "", {
      finished: false,
      goto: async () => {
        page.show(`<div id="storybook-root"></div>${errorDisplay}`, false);
        page.document.body.classList.add("sb-show-errordisplay");
        return 200;
      },
    });
    await expect(takePicture(driver, sending, ORIGINS)).rejects.toThrow(
      new Error(
        "Storybook shows the story contactform--sending as failed: useHref() may be used only in the context of a <Router> component.",
      ),
    );
    expect(driver.log).toEqual([...LOADED_AT_SENDING, "evaluate storyState"]);
  });

  it("fails with what the story logged as it played when its play function failed: the catalogue marks it finished all the same", async () => {
    const logged = "TestingLibraryElementError: Unable to find a label with the text of: Nimi";
    const driver = await storyDriver("contactform--sending", "<form></form>", {
      goto: async () => {
        page.show('<div id="storybook-root"><form></form></div>', false);
        page.document.body.setAttribute("data-story-errors", logged);
        page.document.body.setAttribute("data-story-finished", "contactform--sending");
        return 200;
      },
    });
    await expect(takePicture(driver, sending, ORIGINS)).rejects.toThrow(
      new Error(`the story contactform--sending logged errors as it played: ${logged}`),
    );
    expect(driver.log).not.toContain("shot 1");
  });

  it("takes the story the browser had cached, as the catalogue's 304 (not modified) says it may", async () => {
    storyRootAt(STORY_ROOT);
    const driver = await storyDriver("contactform--sending", "<form></form>");
    const goto = driver.goto;
    driver.goto = async (to) => {
      await goto(to);
      return 304;
    };
    const info = await sharp(await takePicture(driver, sending, ORIGINS)).metadata();
    expect(info).toMatchObject({ format: "png", width: 302, height: 101 });
  });

  it("fails at once, naming the address, when the catalogue does not serve the story", async () => {
    const driver = await storyDriver("contactform--sending", "", {
      goto: async () => {
        page.show("Not found", false);
        return 404;
      },
    });
    await expect(takePicture(driver, sending, ORIGINS)).rejects.toThrow(
      new Error(`the catalogue answered 404 for ${SENDING_ADDRESS}`),
    );
    expect(driver.log).toEqual([...LOADED_AT_SENDING]);
  });

  it("fails, saying so, on a catalogue page without the story's root", async () => {
    const driver = await storyDriver("contactform--sending", "", {
      goto: async () => {
        page.show("<main></main>", false);
        page.document.body.setAttribute("data-story-finished", "contactform--sending");
        return 200;
      },
    });
    await expect(takePicture(driver, sending, ORIGINS)).rejects.toThrow("the catalogue's page has no #storybook-root");
    expect(driver.log).not.toContain("shot 1");
  });
});

describe("the photos of a story's picture", () => {
  const waitingPhoto = `<img alt="" src="${WAITING_PHOTO_SRC}" data-src="https://images.unsplash.com/photo-2?w=1200&h=600">`;

  it("are the one photo waiting for good in the story of a waiting photo, pictured once no other image is loading", async () => {
    expect(waitingPhotoStory.subject.waitingPhotos).toBe(1);
    storyRootAt(STORY_ROOT);
    let answers = 0;
    // Only the logo is asked whether it has loaded (the waiting photo has no file to load): the second time, it has.
    loaded = () => ++answers > 1;
    const driver = await storyDriver("stockimage--loading", `${waitingPhoto}<img alt="" src="/logo.svg">`);
    const picture = await takePicture(driver, waitingPhotoStory, ORIGINS);
    expect(await sharp(picture).metadata()).toMatchObject({ width: 302, height: 101 });
    expect(driver.log.filter((line) => line === "evaluate photosInPlace")).toHaveLength(2);
    // It waits as the story shows it: no stand-in in its place.
    expect(page.document.images[0].getAttribute("src")).toBe(WAITING_PHOTO_SRC);
  });

  it.each([
    ["no photo waits", '<img alt="" src="/logo.svg">', '{"waiting":0,"loading":0}'],
    ["two photos wait", `${waitingPhoto}${waitingPhoto}`, '{"waiting":2,"loading":0}'],
  ])("are never ready in the story of one waiting photo when %s", async (_, root, seen) => {
    vi.useFakeTimers();
    storyRootAt(STORY_ROOT);
    const driver = await storyDriver("stockimage--loading", root);
    const refused = expect(takePicture(driver, waitingPhotoStory, ORIGINS)).rejects.toThrow(
      new Error(`waited ${WAIT_TIMEOUT_MS} ms for stockimage--loading's photos; last saw ${seen}`),
    );
    await vi.advanceTimersByTimeAsync(WAIT_TIMEOUT_MS + 100);
    await refused;
    expect(driver.log).not.toContain("evaluate fontsLoaded");
  });

  it("are never ready in any other story while a photo waits", async () => {
    vi.useFakeTimers();
    expect(sending.subject.waitingPhotos).toBe(0);
    storyRootAt(STORY_ROOT);
    const driver = await storyDriver("contactform--sending", waitingPhoto);
    const refused = expect(takePicture(driver, sending, ORIGINS)).rejects.toThrow(
      new Error(`waited ${WAIT_TIMEOUT_MS} ms for contactform--sending's photos; last saw {"waiting":1,"loading":0}`),
    );
    await vi.advanceTimersByTimeAsync(WAIT_TIMEOUT_MS + 100);
    await refused;
  });
});
