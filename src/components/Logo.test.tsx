import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { Logo } from "./Logo";

it("shows the wordmark beside its mark, which is decoration", () => {
  const { container } = render(<Logo />);
  expect(container).toHaveTextContent("Vormis");
  expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
});
