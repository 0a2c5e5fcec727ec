import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { StarRating } from "./StarRating";

it("is read out as one phrase, and draws all five stars for the eye @about-testimonials", () => {
  render(<StarRating stars={5} />);
  const rating = screen.getByRole("img", { name: "Hinnang: 5 tähte 5-st" });
  expect(rating.querySelectorAll("svg")).toHaveLength(5);
});
