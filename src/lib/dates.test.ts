import { expect, it } from "vitest";
import { formatEstonianDate } from "./dates";

it("writes a post's date the Estonian way: day, month in words, year", () => {
  expect(formatEstonianDate("2025-09-16")).toBe("16. september 2025");
  expect(formatEstonianDate("2026-01-01")).toBe("1. jaanuar 2026");
  expect(formatEstonianDate("2025-12-31")).toBe("31. detsember 2025");
});
