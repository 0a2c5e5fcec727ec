import { describe, expect, it } from "vitest";
import { startDisplay } from "./display.ts";

describe("WebKit's display", () => {
  // Xvfb comes with the engines (.ci/setup installs it).
  it("is a free one Xvfb chose itself, so that two started at the same moment never share a number", async () => {
    const displays = await Promise.all([startDisplay(), startDisplay()]);
    try {
      const [first, second] = displays.map(({ name }) => name);
      expect(first).toMatch(/^:\d+$/);
      expect(second).toMatch(/^:\d+$/);
      expect(first).not.toBe(second);
    } finally {
      for (const display of displays) display.stop();
    }
  });
});
