import { render } from "@testing-library/react";
import { ArrowUp, Star } from "lucide";
import { describe, expect, it } from "vitest";
import { Icon } from "./Icon";

describe("Icon", () => {
  it("draws a Lucide icon's shapes on its 24-unit grid, as an outline in the text colour", () => {
    const { container } = render(<Icon icon={ArrowUp} className="size-6" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    expect(svg).toHaveAttribute("fill", "none");
    expect(svg).toHaveAttribute("stroke", "currentColor");
    expect(svg).toHaveAttribute("stroke-width", "2");
    expect(svg).toHaveAttribute("stroke-linecap", "round");
    expect(svg).toHaveAttribute("stroke-linejoin", "round");
    expect(svg).toHaveClass("size-6");
    expect([...(svg?.querySelectorAll("path") ?? [])].map((path) => path.getAttribute("d"))).toEqual([
      "m5 12 7-7 7 7",
      "M12 19V5",
    ]);
  });

  it("is decoration: hidden from screen readers and never focusable", () => {
    const { container } = render(<Icon icon={Star} />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
  });
});
