import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { StoreBadges } from "./StoreBadge";

describe("app-store badges", () => {
  it.each(["Laadi alla App Store'ist", "Laadi alla Google Play'st"])(
    "'%s' logs 'link coming soon' and goes nowhere @store-badges",
    async (name) => {
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      const before = window.location.href;
      render(<StoreBadges />);
      await userEvent.click(screen.getByRole("button", { name }));
      expect(log).toHaveBeenCalledExactlyOnceWith("link coming soon");
      expect(window.location.href).toBe(before);
    },
  );
});
