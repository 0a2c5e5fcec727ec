import { fireEvent, render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  SPEC_ABOUT_FEATURES,
  SPEC_ABOUT_VALUES,
  SPEC_COPYRIGHT,
  SPEC_PROMOTED,
  SPEC_RIGHTS,
} from "#qa/plan/spec-facts.ts";
import { SiteLayout } from "../components/SiteLayout";
import { testimonials } from "../content/about";
import AboutPage from "./about";
import ContactPage from "./contact";
import HomePage from "./home";

/** A page inside the site's layout, as a visitor meets it. */
function visit(Page: ComponentType, path: string) {
  const Layout = () => (
    <SiteLayout>
      <Page />
    </SiteLayout>
  );
  const Stub = createRoutesStub([{ path, Component: Layout }]);
  render(<Stub initialEntries={[path]} />);
}

const region = (name: string | RegExp) => screen.getByRole("region", { name });

let scrolledTo: ScrollToOptions[];
beforeEach(() => {
  scrolledTo = [];
  vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions) => {
    scrolledTo.push(options);
  }) as typeof window.scrollTo);
  Object.defineProperty(document.documentElement, "scrollHeight", { value: 5000, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("every page's frame", () => {
  it("starts with a link that skips to the main content, which can take focus @skip-link", () => {
    visit(HomePage, "/");
    const skip = screen.getAllByRole("link")[0];
    expect(skip).toHaveAccessibleName("Liigu põhisisu juurde");
    expect(skip).toHaveAttribute("href", "#sisu");
    expect(screen.getByRole("main")).toHaveAttribute("id", "sisu");
    expect(screen.getByRole("main")).toHaveAttribute("tabindex", "-1");
  });

  it.each([
    ["/", HomePage],
    ["/about", AboutPage],
    ["/contact", ContactPage],
  ] as const)(
    "on %s ends with one footer: the logo and the copyright line, where 'the bottom of the page' leads @footer @copyright-year",
    (path, Page) => {
      visit(Page, path);
      const footer = screen.getByRole("contentinfo");
      expect(footer).toHaveAttribute("id", "lehe-lopp");
      expect(footer).toHaveTextContent("Vormis");
      expect(footer).toHaveTextContent(SPEC_COPYRIGHT);
      expect(footer).toHaveTextContent(SPEC_RIGHTS);
      expect(within(footer).getByText("© 2025 Vormis. Kõik õigused kaitstud.")).toBeInTheDocument();
      // After the main content: nothing of the page's own comes below it.
      expect(screen.getByRole("main").compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );
});

describe("the home page", () => {
  it("opens with the hero: the headline, the promise and both store badges @home-sections @store-badges", () => {
    visit(HomePage, "/");
    const hero = region("Treeni targalt, söö hästi ja püsi vormis");
    expect(within(hero).getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(within(hero).getByRole("button", { name: "Laadi alla App Store'ist" })).toBeInTheDocument();
    expect(within(hero).getByRole("button", { name: "Laadi alla Google Play'st" })).toBeInTheDocument();
    expect(within(hero).getByRole("img", { name: /^Vormise äpi eelvaade/ })).toBeInTheDocument();
  });

  it("introduces the team with a link to the about page @home-read-more", () => {
    visit(HomePage, "/");
    const teaser = region("Sinu treener ja toitumisnõustaja samas telefonis");
    expect(within(teaser).getByRole("link", { name: "Loe lähemalt" })).toHaveAttribute("href", "/about");
  });

  it("ends with the download call and its store badges @home-sections", () => {
    visit(HomePage, "/");
    const download = region("Laadi Vormis alla ja alusta juba täna");
    expect(within(download).getAllByRole("button", { name: /^Laadi alla/ })).toHaveLength(2);
  });

  it("lets keyboard focus land on the sections the menu and its links lead to, and on no other", () => {
    visit(HomePage, "/");
    const focusable = screen
      .getAllByRole("region")
      .filter((section) => section.getAttribute("tabindex") === "-1")
      .map((section) => section.id);
    expect(focusable).toEqual(["avaleht", "paketid", "allalaadimine"]);
  });
});

describe("the home page's promise", () => {
  it("names every one of the eight things the app does @product-promotes", () => {
    visit(HomePage, "/");
    const text = screen.getByRole("main").textContent?.toLocaleLowerCase("et") ?? "";
    const missing = SPEC_PROMOTED.filter(({ stems }) => !stems.every((stem) => text.includes(stem)));
    expect(missing.map(({ thing }) => thing)).toEqual([]);
  });
});

describe("the about page", () => {
  it("shows exactly the spec's three values and five features, in its order, each under its own heading @about-values @about-features", () => {
    visit(AboutPage, "/about");
    expect(screen.getByRole("heading", { level: 1, name: "Meist" })).toBeInTheDocument();
    const valueList = within(region("Meist")).getByRole("list");
    expect(
      within(valueList)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(SPEC_ABOUT_VALUES);
    const featureSection = region("Mida Vormis sinu heaks teeb");
    expect(
      within(featureSection)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(SPEC_ABOUT_FEATURES);
  });

  it("'Proovi kohe' leads to the end of the page, and once live glides there without changing the address @about-try-now", () => {
    visit(AboutPage, "/about");
    const tryNow = screen.getByRole("link", { name: "Proovi kohe" });
    expect(tryNow).toHaveAttribute("href", "#lehe-lopp");
    const notFollowed = fireEvent.click(tryNow);
    expect(notFollowed).toBe(false);
    expect(scrolledTo).toEqual([{ top: 5000, behavior: "smooth" }]);
  });

  it("quotes three users, each with five stars read out as one phrase, a photo and a name @about-testimonials @about-testimonial-content", () => {
    visit(AboutPage, "/about");
    const quotes = within(region("Mida kasutajad ütlevad")).getAllByRole("figure");
    expect(quotes).toHaveLength(3);
    quotes.forEach((quote, index) => {
      const testimonial = testimonials[index];
      expect(within(quote).getByRole("img", { name: "Hinnang: 5 tähte 5-st" })).toBeInTheDocument();
      expect(within(quote).getByText(`„${testimonial.quote}”`)).toBeInTheDocument();
      expect(testimonial.quote.length).toBeGreaterThan(20);
      const photo = within(quote).getByRole("img", { name: testimonial.photo.alt });
      expect(photo).toHaveAttribute("loading", "lazy");
      expect(photo).not.toHaveAttribute("fetchpriority");
      expect(photo).toHaveAttribute("width", "96");
      expect(within(quote).getByText(testimonial.name)).toBeInTheDocument();
      expect(within(quote).getByText(testimonial.detail)).toBeInTheDocument();
    });
  });
});

describe("the contact page", () => {
  it("points to the social media accounts beside the form, each link named @contact-social", () => {
    visit(ContactPage, "/contact");
    const aside = screen.getByRole("complementary", { name: "Leia meid ka sotsiaalmeediast" });
    const links = within(aside).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Facebook", "Twitter", "Instagram"]);
    for (const link of links) expect(link).toHaveAttribute("href", "#");
  });
});
