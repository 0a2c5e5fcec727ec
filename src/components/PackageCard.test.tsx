import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PackageCard } from "./PackageCard";

describe("package card", () => {
  afterEach(() => {
    document.getElementById("allalaadimine")?.remove();
  });

  it("shows Premium Pakett at 19 € kuus with eight features @home-package @price", () => {
    render(<PackageCard />);
    expect(screen.getByRole("heading", { name: "Premium Pakett" })).toBeInTheDocument();
    expect(screen.getByText("19 €")).toBeInTheDocument();
    expect(screen.getByText(/kuus/)).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(8);
  });

  it("'Alusta Täna' links to the download section, and once live scrolls to it smoothly without following the link @home-start-today", async () => {
    // The download section is the page's, not the card's: put one where the page has it.
    const download = Object.assign(document.createElement("section"), { id: "allalaadimine" });
    document.body.append(download);
    const scrolledTo: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolledTo.push(`${this.id} ${typeof options === "object" ? options.behavior : ""}`);
    });
    render(<PackageCard />);
    const start = screen.getByRole("link", { name: "Alusta Täna" });
    expect(start).toHaveAttribute("href", "#allalaadimine");
    await userEvent.click(start);
    expect(scrolledTo).toEqual(["allalaadimine smooth"]);
    expect(window.location.hash).toBe("");
  });
});
