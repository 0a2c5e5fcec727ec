import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { ThankYouPanel } from "./ThankYouPanel";

it("says 'TÄNAME!' and the thank-you text, takes focus on its heading to be read out, but the heading is no stop when tabbing @state-thank-you", async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Enne</button>
      <ThankYouPanel onWriteAgain={vi.fn()} />
    </>,
  );
  expect(screen.getByRole("heading", { name: "TÄNAME!" })).toHaveFocus();
  expect(screen.getByText("Saime Teie kirja kätte. Vastame esimesel võimalusel!")).toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole("button", { name: "SAADA UUS SÕNUM" })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole("button", { name: "Enne" })).toHaveFocus();
});
