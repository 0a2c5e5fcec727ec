import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { testimonials } from "../content/about";
import { TestimonialCard } from "./TestimonialCard";

it("shows five stars, the quote, the person and their portrait, with a double-size file for sharp screens @about-testimonial-content @about-testimonials", () => {
  const [kadri] = testimonials;
  render(<TestimonialCard testimonial={kadri} />);
  expect(screen.getByRole("figure")).toHaveTextContent(kadri.quote);
  expect(screen.getByText(kadri.name)).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "Hinnang: 5 tähte 5-st" })).toBeInTheDocument();
  const portrait = screen.getByRole("img", { name: kadri.photo.alt });
  // Shown 48 px wide; a 2x screen takes the 192 px file, one at 1x the 96 px one.
  expect(portrait.getAttribute("srcset")).toMatch(/ 96w, .* 192w$/);
});
