import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, ScrollRestoration, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Header } from "./Header";
import { prerendered } from "./prerendered.test-fixture";

const ARTICLE = "/blog/5-nippi-tohusaks-treeninguks";

/** Records where the page scrolled to, in order: "top" or a section id; "reset" for the router's jump to the top. */
let scrolls: string[];
/** How each of those scrolls moved: "smooth", "auto" (a jump), or "instant" for the router's reset. */
let motions: string[];

function CurrentAddress() {
  return <output aria-label="Aadress">{useLocation().pathname}</output>;
}

/** The browser's Back button, for the history the menu leaves behind. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Tagasi
    </button>
  );
}

function renderHeaderAt(
  path: string,
  { cameFrom, restoreScroll = false }: { cameFrom?: string; restoreScroll?: boolean } = {},
) {
  const Page = () => (
    <>
      {/* The site's layout puts every new page at its top (src/root.tsx); most tests leave it out to see the header's own scrolls. */}
      {restoreScroll && <ScrollRestoration />}
      <Header />
      <CurrentAddress />
      <BackButton />
      <section id="avaleht" tabIndex={-1} />
      <section id="paketid" tabIndex={-1} />
    </>
  );
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  render(<Stub initialEntries={cameFrom ? [cameFrom, path] : [path]} initialIndex={cameFrom ? 1 : 0} />);
}

const address = () => screen.getByRole("status", { name: "Aadress" }).textContent;
const mainNav = () => screen.getByRole("navigation", { name: "Peamenüü" });

beforeEach(() => {
  scrolls = [];
  motions = [];
  // Only the page's own timers are faked, so the 100 ms delays can be stepped through.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions | number) => {
    if (typeof options === "number") {
      scrolls.push("reset");
      motions.push("instant");
      return;
    }
    scrolls.push(options.top === 0 ? "top" : `y=${options.top}`);
    motions.push(String(options.behavior));
  }) as typeof window.scrollTo);
  Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolls.push(this.id);
    motions.push(String(typeof options === "object" ? options.behavior : options));
  });
});
afterEach(() => {
  vi.useRealTimers();
});

async function choose(entry: string, { viaMenu = false } = {}) {
  if (viaMenu) fireEvent.click(screen.getByRole("button", { name: "Menüü" }));
  await act(async () => {
    fireEvent.click(within(mainNav()).getByRole("link", { name: entry }));
  });
}

async function waitMs(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe("main navigation on the home page", () => {
  it("Avaleht smooth-scrolls to the hero and stays on / @nav-home-avaleht", async () => {
    renderHeaderAt("/");
    await choose("Avaleht");
    expect(address()).toBe("/");
    expect(scrolls).toEqual(["avaleht"]);
    expect(motions).toEqual(["smooth"]);
  });

  it("Paketid smooth-scrolls to the packages section and stays on / @nav-home-paketid", async () => {
    renderHeaderAt("/");
    await choose("Paketid");
    expect(address()).toBe("/");
    expect(scrolls).toEqual(["paketid"]);
    expect(motions).toEqual(["smooth"]);
  });

  it("a scrolling entry neither puts its #section in the address bar nor adds a step to Back", async () => {
    renderHeaderAt("/", { cameFrom: "/blog" });
    await choose("Paketid");
    expect(window.location.hash).toBe("");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Tagasi" }));
    });
    expect(address()).toBe("/blog");
  });

  it("Meist goes to /about @nav-home-meist", async () => {
    renderHeaderAt("/");
    await choose("Meist");
    expect(address()).toBe("/about");
  });

  it("Blogi goes to /blog and scrolls to the top 100 ms later, not at 99 ms @nav-home-blogi @scroll-delay", async () => {
    renderHeaderAt("/");
    await choose("Blogi");
    expect(address()).toBe("/blog");
    scrolls = [];
    await waitMs(99);
    expect(scrolls).toEqual([]);
    await waitMs(1);
    expect(scrolls).toEqual(["top"]);
  });

  it("Kontakt goes to /contact @nav-home-kontakt", async () => {
    renderHeaderAt("/");
    await choose("Kontakt");
    expect(address()).toBe("/contact");
  });
});

describe("main navigation on an article page", () => {
  it.each([
    ["Avaleht", "/"],
    ["Meist", "/about"],
    ["Blogi", "/blog"],
    ["Kontakt", "/contact"],
  ])("%s goes to %s @nav-article-pages", async (entry, to) => {
    renderHeaderAt(ARTICLE);
    await choose(entry);
    expect(address()).toBe(to);
    await waitMs(200);
    expect(scrolls).toEqual([]);
  });

  it("Paketid goes to / and smooth-scrolls to #paketid 100 ms later, not at 99 ms @nav-article-paketid @scroll-delay", async () => {
    renderHeaderAt(ARTICLE);
    await choose("Paketid");
    expect(address()).toBe("/");
    await waitMs(99);
    expect(scrolls).toEqual([]);
    await waitMs(1);
    expect(scrolls).toEqual(["paketid"]);
    expect(motions).toEqual(["smooth"]);
  });

  it("another page change within the 100 ms cancels that scroll, and the page it leads to does not inherit it @nav-new-page-top", async () => {
    renderHeaderAt(ARTICLE);
    await choose("Paketid");
    await waitMs(50);
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Vormis avalehele" }));
    });
    await waitMs(200);
    expect(scrolls).toEqual([]);
  });

  it("Blogi chosen from the small-screen menu goes to /blog and also smooth-scrolls to the top @nav-article-menu-blogi", async () => {
    renderHeaderAt(ARTICLE);
    await choose("Blogi", { viaMenu: true });
    expect(address()).toBe("/blog");
    expect(scrolls).toEqual(["top"]);
    expect(motions).toEqual(["smooth"]);
  });

  it("Blogi from the small-screen menu keeps the new page where the visitor was, so that the glide to the top shows @nav-article-menu-blogi", async () => {
    renderHeaderAt(ARTICLE, { restoreScroll: true });
    scrolls = [];
    motions = []; // the router's jump as the first page opened
    await choose("Blogi", { viaMenu: true });
    expect(address()).toBe("/blog");
    await waitMs(200);
    expect(scrolls).toEqual(["top"]);
    expect(motions).toEqual(["smooth"]);
  });

  it("Blogi from the inline menu starts /blog at its top, with no glide @nav-article-pages @nav-new-page-top", async () => {
    renderHeaderAt(ARTICLE, { restoreScroll: true });
    scrolls = [];
    motions = []; // the router's jump as the first page opened
    await choose("Blogi");
    expect(address()).toBe("/blog");
    await waitMs(200);
    expect(scrolls).toEqual(["reset"]);
  });
});

describe.each([
  ["/about", "Meist", "@nav-about"],
  ["/contact", "Kontakt", "@nav-contact"],
  ["/blog", "Blogi", "@nav-blog"],
])("main navigation on %s %s %s", (path, ownEntry) => {
  it(`${ownEntry} does nothing there and is marked as the current page`, async () => {
    renderHeaderAt(path);
    const own = within(mainNav()).getByRole("link", { name: ownEntry });
    expect(own).toHaveAttribute("aria-current", "page");
    await choose(ownEntry);
    await waitMs(200);
    expect(address()).toBe(path);
    expect(scrolls).toEqual([]);
  });

  it(`${ownEntry} adds no step to Back: it leads to the page before`, async () => {
    renderHeaderAt(path, { cameFrom: ARTICLE });
    await choose(ownEntry);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Tagasi" }));
    });
    expect(address()).toBe(ARTICLE);
  });

  it(`only ${ownEntry} is marked as the current page`, () => {
    renderHeaderAt(path);
    const current = within(mainNav())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual([ownEntry]);
  });

  it("the other entries follow the article page's rules", async () => {
    renderHeaderAt(path);
    await choose("Paketid");
    expect(address()).toBe("/");
    await waitMs(100);
    expect(scrolls).toEqual(["paketid"]);
  });

  it.each([
    ["Avaleht", "/"],
    ["Meist", "/about"],
    ["Blogi", "/blog"],
    ["Kontakt", "/contact"],
  ])("%s goes to %s unless it is this page", async (entry, to) => {
    renderHeaderAt(path);
    await choose(entry);
    expect(address()).toBe(entry === ownEntry ? path : to);
  });
});

describe("the small-screen menu after a choice", () => {
  it.each([
    ["/", "Paketid", "an entry that scrolls", "/"],
    ["/", "Meist", "an entry that goes to another page", "/about"],
    [ARTICLE, "Paketid", "an entry that goes to another page and scrolls later", "/"],
    [ARTICLE, "Blogi", "the entry that goes to another page and glides to its top", "/blog"],
    ["/about", "Meist", "the page's own entry, which does nothing", "/about"],
  ])("on %s closes after %s (%s) @state-menu-closes", async (path, entry, _kind, to) => {
    renderHeaderAt(path);
    await choose(entry, { viaMenu: true });
    await waitMs(200);
    expect(address()).toBe(to);
    expect(screen.getByRole("button", { name: "Menüü" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("small-screen menu", () => {
  // user-event paces itself with real timers; these tests measure no delays.
  beforeEach(() => {
    vi.useRealTimers();
  });

  it("the Menüü toggle opens and closes the menu and says so through aria-expanded @state-menu-toggle", async () => {
    renderHeaderAt("/");
    const user = userEvent.setup();
    const toggle = screen.getByRole("button", { name: "Menüü" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", mainNav().id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the toggle @menu-keyboard", async () => {
    renderHeaderAt("/");
    const user = userEvent.setup();
    const toggle = screen.getByRole("button", { name: "Menüü" });
    await user.click(toggle);
    await user.tab();
    expect(within(mainNav()).getByRole("link", { name: "Avaleht" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("once closed, Escape and clicks leave focus and the menu alone @menu-keyboard", async () => {
    renderHeaderAt("/");
    const user = userEvent.setup();
    const toggle = screen.getByRole("button", { name: "Menüü" });
    await user.click(toggle);
    await user.click(toggle);
    const logo = screen.getByRole("link", { name: "Vormis avalehele" });
    logo.focus();
    await user.keyboard("{Escape}");
    expect(logo).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("Escape before the menu was ever opened leaves focus where it is @menu-keyboard", async () => {
    renderHeaderAt("/");
    const user = userEvent.setup();
    const logo = screen.getByRole("link", { name: "Vormis avalehele" });
    logo.focus();
    await user.keyboard("{Escape}");
    expect(logo).toHaveFocus();
  });

  it("closes on a click outside the menu @menu-keyboard", async () => {
    renderHeaderAt("/");
    const user = userEvent.setup();
    const toggle = screen.getByRole("button", { name: "Menüü" });
    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

describe("header", () => {
  it("has the logo link to the home page and the five entries in order @header-entries", () => {
    renderHeaderAt(ARTICLE);
    expect(screen.getByRole("link", { name: /avalehele$/i })).toHaveAttribute("href", "/");
    const names = within(mainNav())
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Avaleht", "Meist", "Paketid", "Blogi", "Kontakt"]);
  });
});

describe("menu links without JavaScript", () => {
  const hrefs = () =>
    Object.fromEntries(
      within(mainNav())
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    );

  it("on the home page lead to its sections and to the other pages", () => {
    renderHeaderAt("/");
    expect(hrefs()).toEqual({
      Avaleht: "#avaleht",
      Meist: "/about",
      Paketid: "#paketid",
      Blogi: "/blog",
      Kontakt: "/contact",
    });
  });

  it("on an article lead to the pages, Paketid to the home page's packages", () => {
    renderHeaderAt(ARTICLE);
    expect(hrefs()).toEqual({
      Avaleht: "/",
      Meist: "/about",
      Paketid: "/#paketid",
      Blogi: "/blog",
      Kontakt: "/contact",
    });
  });

  it.each(["/about/", "/about//"])(
    "on a page reached as %s keep the page's own address without the slashes",
    (path) => {
      renderHeaderAt(path);
      expect(hrefs()).toMatchObject({ Meist: "/about", Avaleht: "/" });
      expect(within(mainNav()).getByRole("link", { name: "Meist" })).toHaveAttribute("aria-current", "page");
    },
  );
});

describe("the small-screen menu before the page is live", () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it("opens at a tap, and stays open when the page goes live", async () => {
    // React reports the opened menu as a difference from the prerendered HTML; adopting it is the point.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "*", Component: Header }]);
    const page = prerendered(<Stub initialEntries={["/"]} />);
    const toggle = () => within(page.container).getByRole("button", { name: "Menüü" });
    toggle().click();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await page.goLive();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("stays closed when the page goes live if nobody opened it", async () => {
    const Stub = createRoutesStub([{ path: "*", Component: Header }]);
    const page = prerendered(<Stub initialEntries={["/"]} />);
    await page.goLive();
    expect(within(page.container).getByRole("button", { name: "Menüü" })).toHaveAttribute("aria-expanded", "false");
  });
});
