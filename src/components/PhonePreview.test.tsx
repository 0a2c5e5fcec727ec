import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { PhonePreview } from "./PhonePreview";

it("draws the app with today's calories, the three macros and the workout under way, read out as one picture", () => {
  render(<PhonePreview />);
  const preview = screen.getByRole("img", {
    name: "Vormise äpi eelvaade: tänased kalorid ja pooleli olev jõutreening",
  });
  for (const [macro, amount] of [
    ["Valk", "96 g"],
    ["Süsik", "150 g"],
    ["Rasv", "48 g"],
  ]) {
    expect(within(preview).getByText(macro).previousElementSibling).toHaveTextContent(amount);
  }
  expect(within(preview).getByText("Jõutreening · 3/5 seeriat")).toBeInTheDocument();
  // The ring's filled arc: 1 420 of 2 100 kcal is about 68 % of the way round.
  const [, eaten] = preview.querySelectorAll("circle");
  const [arc, circumference] = String(eaten.getAttribute("stroke-dasharray")).split(" ").map(Number);
  expect(circumference).toBeCloseTo(2 * Math.PI * 52);
  expect(arc / circumference).toBeCloseTo(0.68);
});
