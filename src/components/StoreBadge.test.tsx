import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { prerendered } from "./prerendered.test-fixture";
import { StoreBadge, StoreBadges } from "./StoreBadge";

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

describe("app-store badge tones", () => {
  it("are dark, for the light sections, unless the dark download band asks for light ones", () => {
    const html = (ui: ReactElement) => render(ui).container.innerHTML;
    expect(html(<StoreBadges />)).toBe(html(<StoreBadges tone="dark" />));
    expect(html(<StoreBadges />)).not.toBe(html(<StoreBadges tone="light" />));
    expect(html(<StoreBadge store="apple" />)).toBe(html(<StoreBadge store="apple" tone="dark" />));
  });
});

describe("an app-store badge tapped before the page is live", () => {
  it("logs its message once, when the page goes live, not before", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const page = prerendered(<StoreBadges />);
    within(page.container).getByRole("button", { name: "Laadi alla App Store'ist" }).click();
    expect(log).not.toHaveBeenCalled();
    await page.goLive();
    expect(log).toHaveBeenCalledExactlyOnceWith("link coming soon");
  });
});
