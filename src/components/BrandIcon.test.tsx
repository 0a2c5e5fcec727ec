import { render } from "@testing-library/react";
import { siFacebook } from "simple-icons";
import facebook from "simple-icons/icons/facebook.svg?raw";
import { describe, expect, it, vi } from "vitest";
import { BrandIcon } from "./BrandIcon";

describe("BrandIcon", () => {
  it("draws the brand's mark from its Simple Icons file, filled in the text colour", () => {
    const { container } = render(<BrandIcon svg={facebook} className="size-5" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    expect(svg).toHaveClass("size-5", "fill-current");
    expect(svg?.querySelector("path")).toHaveAttribute("d", siFacebook.path);
  });

  it("refuses, by name, a file that is not a Simple Icons mark, rather than draw an empty icon", () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the error it rethrows
    const notAnIcon = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="12"/></svg>';
    expect(() => render(<BrandIcon svg={notAnIcon} className="size-5" />)).toThrow("not a Simple Icons file");
  });

  it("is decoration: the link or button around it carries the name", () => {
    const { container } = render(<BrandIcon svg={facebook} className="size-5" />);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector("title")).toBeNull();
  });
});
