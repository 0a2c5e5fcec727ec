import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { Logo } from "./Logo";

it("shows the wordmark beside its mark, which is decoration, drawn in the page: nothing fetched from any host @logo-local", () => {
  const { container } = render(<Logo />);
  expect(container.querySelectorAll("img, image, use, source, picture, object, iframe")).toHaveLength(0);
  expect(container.innerHTML).not.toMatch(/https?:|\/\/|url\(/);
  expect(container).toHaveTextContent("Vormis");
  expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
});
