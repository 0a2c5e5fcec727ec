import { devices } from "@playwright/test";
import { describe, expect, it } from "vitest";
import { PICTURE_VIEWPORTS } from "./viewports.ts";

describe("the size every mobile picture is taken at", () => {
  it("is exactly the screen of the phone Playwright's mobile project plays (a Pixel 7)", () => {
    expect(PICTURE_VIEWPORTS.mobile).toEqual(devices["Pixel 7"].viewport);
  });
});
