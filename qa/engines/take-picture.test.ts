import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WAIT_TIMEOUT_MS } from "#qa/support/wait.ts";
import { WAITING_PHOTO_SRC } from "#src/lib/before-live.ts";
import {
  type FakeDriver,
  type FakeEngine,
  type FakePage,
  fakeDriver,
  openFakePage,
  showing,
} from "./fixtures/fake-driver.ts";
import { picturesOf, picturingEngine } from "./pictures.ts";
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
  it("opens the page, waits until it is live, checks the width, settles it, places the photos, waits for the fonts, counts the photos put in place, shoots two frames after each other until two shots agree, then counts them again", async () => {
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
    // Three times before the shots, never after them.
    expect(driver.log.filter((line) => line === "evaluate photosInPlace")).toHaveLength(3);
    expect(driver.log.filter((line) => line === "evaluate stockPhotoAddresses")).toHaveLength(3);
    expect(driver.log.slice(-6)).toEqual([
      "evaluate photoSwaps",
      "evaluate nextFrames",
      "shot 1",
      "evaluate nextFrames",
      "shot 2",
      "evaluate photoSwaps",
    ]);
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
    const picture = await takePicture(driver, blogList);
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
    expect(await takePicture(driver, picture)).toEqual(Buffer.from("settled"));
    // Two for the fonts, then two more before each of the four shots.
    expect(drawn).toEqual([4, 6, 8, 10]);
  });
});

describe("the shots of the whole page", () => {
  const differing = (_: string, shot: number) => Buffer.from(`shot ${shot}`);

  it("go on until one is the same as the one before it, which is the picture", async () => {
    const driver = await sizedDriver(about, { shoot: (_, shot) => Buffer.from(shot < 3 ? `shot ${shot}` : "settled") });
    expect(await takePicture(driver, about)).toEqual(Buffer.from("settled"));
    expect(driver.log.filter((line) => line.startsWith("shot "))).toEqual(["shot 1", "shot 2", "shot 3", "shot 4"]);
    expect(driver.log.at(-2)).toBe("shot 4");
  });

  it("agree at the tenth shot at the latest", async () => {
    const driver = await sizedDriver(about, { shoot: (_, shot) => Buffer.from(shot < 9 ? `shot ${shot}` : "settled") });
    expect(await takePicture(driver, about)).toEqual(Buffer.from("settled"));
    expect(driver.log.slice(-3)).toEqual(["evaluate nextFrames", "shot 10", "evaluate photoSwaps"]);
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
    await takePicture(driver, blogList);
    expect(addresses).toEqual([[address], [address]]);
    // Put in place before the photos were looked at again.
    expect(seen).toEqual([WAITING_PHOTO_SRC, standIn("photo-warm.svg")]);
    expect(page.document.images[0].getAttribute("src")).toBe(standIn("photo-warm.svg"));
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
    await takePicture(driver, blogList);
    const [photo, logo] = page.document.images;
    (photo as { loading?: string }).loading = "lazy";
    return { photo, logo };
  }

  it("puts the stand-in back at once when the page gives an image the host's address again", async () => {
    const { photo } = await pictured();
    photo.setAttribute("src", hostPhoto);
    await watched();
    expect(image(photo)).toStrictEqual({ src: standIn("person.svg"), srcset: null, sizes: null, loading: "eager" });
  });

  it("takes the host's other sizes away at once when the page gives them to an image again, and leaves its stand-in", async () => {
    const { photo } = await pictured();
    photo.setAttribute("sizes", "96px");
    photo.setAttribute("srcset", hostSizes);
    await watched();
    expect(image(photo)).toStrictEqual({ src: standIn("person.svg"), srcset: null, sizes: null, loading: "eager" });
  });

  it("puts the stand-ins in place in what the page adds, past the text beside it", async () => {
    await pictured();
    page.document.body.insertAdjacentHTML(
      "beforeend",
      `Kuvatekst<figure><img alt="" src="${hostPhoto}" srcset="${hostSizes}" sizes="96px"></figure>`,
    );
    await watched();
    expect(image(page.document.images[2])).toStrictEqual({
      src: standIn("person.svg"),
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
    expect(image(added)).toStrictEqual({ src: standIn("person.svg"), srcset: null, sizes: null, loading: "eager" });
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
    await takePicture(driver, blogList);
    const added = page.document.images[2];
    expect(added.getAttribute("src")).toBe(standIn("photo-warm.svg"));
    added.setAttribute("src", later);
    await watched();
    expect(added.getAttribute("src")).toBe(standIn("photo-warm.svg"));
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
    expect(await takePicture(driver, blogList)).toEqual(Buffer.from("attempt 2"));
    expect(driver.log.slice(driver.log.indexOf("evaluate settle") + 1)).toEqual([...TAKEN_ONCE, ...TAKEN_ONCE]);
    // Put in place once while the photos were looked at, once more by the watch during the first shots.
    expect(counts).toEqual([1, 2, 2, 2]);
    expect(page.document.images[0].getAttribute("src")).toBe(standIn("person.svg"));
  });

  it("is taken a third time, and counts then", async () => {
    const driver = await sizedDriver(blogList, { goto: showing(page, photo), shoot: takingAway(2) });
    const counts = countedBy(driver);
    expect(await takePicture(driver, blogList)).toEqual(Buffer.from("attempt 3"));
    expect(driver.log.filter((line) => line === "shot 1")).toHaveLength(3);
    expect(counts).toEqual([1, 2, 2, 3, 3, 3]);
  });

  it("is refused after the third time, naming the picture", async () => {
    const driver = await sizedDriver(blogList, { goto: showing(page, photo), shoot: takingAway(3) });
    await expect(takePicture(driver, blogList)).rejects.toThrow(
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
    expect(await takePicture(driver, blogList)).toEqual(Buffer.from("attempt 2"));
    expect(driver.log.filter((line) => line === "shot 1")).toHaveLength(2);
    expect(page.document.images[0].getAttribute("src")).toBe(standIn("person.svg"));
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
    expect(await takePicture(driver, blogList)).toEqual(Buffer.from("attempt 2"));
    expect(driver.log.filter((line) => line === "shot 1")).toHaveLength(2);
    expect(page.document.images[0].getAttribute("src")).toBe(standIn("person.svg"));
  });
});
