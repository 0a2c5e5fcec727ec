import { devices } from "@playwright/test";
import { describe, expect, it } from "vitest";
import { PICTURE_VIEWPORTS } from "./viewports";

describe("the sizes every picture is taken at", () => {
  it("are, for mobile, exactly the screen of the phone Playwright's mobile project plays (a Pixel 7)", () => {
    expect(PICTURE_VIEWPORTS.mobile).toEqual(devices["Pixel 7"].viewport);
  });

  it("are, for desktop, a laptop's window that is wider than any phone", () => {
    expect(PICTURE_VIEWPORTS.desktop).toEqual({ width: 1280, height: 800 });
  });
});
