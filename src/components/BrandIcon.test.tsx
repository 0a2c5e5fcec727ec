import { render } from "@testing-library/react";
import { siFacebook } from "simple-icons";
import facebook from "simple-icons/icons/facebook.svg?raw";
import { describe, expect, it } from "vitest";
import { BrandIcon } from "./BrandIcon";

describe("BrandIcon", () => {
  it("draws the brand's mark from its Simple Icons file, filled in the text colour", () => {
    const { container } = render(<BrandIcon svg={facebook} className="size-5" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    expect(svg).toHaveClass("size-5", "fill-current");
    expect(svg?.querySelector("path")).toHaveAttribute("d", siFacebook.path);
  });

  it("is decoration: the link or button around it carries the name", () => {
    const { container } = render(<BrandIcon svg={facebook} className="size-5" />);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector("title")).toBeNull();
  });
});
