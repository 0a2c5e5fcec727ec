import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { failureReport, passLine, screenshotName, summaryLine, versionLine, whereToLook } from "./report.ts";

// Recorded from real runs of `npm run test:engines -- --journey back-to-top` with the back-to-top
// threshold in src/components/BackToTop.tsx changed from 0.8 to 0.95.
const recorded = readFileSync(new URL("fixtures/threshold-0.95-back-to-top.txt", import.meta.url), "utf8");

const firefox = {
  name: "Firefox",
  version: "140.12.0",
  via: "firefox-esr over WebDriver BiDi, puppeteer-core 25.16.0",
};
const webkit = { name: "WebKit", version: "2.50.6", via: "WebKitGTK MiniBrowser over W3C WebDriver" };
const JOURNEY = "back-to-top: hidden below 80 % of the page, shown past it, back to the top";
const waited = new Error("waited 10000 ms for Tagasi üles past 80 % of the page; last saw false");

describe("the engine runner's report", () => {
  it("names engine, version and journey in a failure, with its message and the screenshot kept", () => {
    const reports = [firefox, webkit].map((engine) =>
      failureReport(engine, JOURNEY, waited, `engines-report/${screenshotName(engine, JOURNEY)}`),
    );
    expect(`${reports.join("\n")}\n`).toBe(recorded);
  });

  it("says when an error has no message, and when no screenshot could be taken", () => {
    const error = new Error("");
    error.name = "ElementNotInteractableError";
    expect(failureReport(webkit, "contact", error, undefined)).toBe(
      [
        "  ✗ WebKit 2.50.6 › contact",
        "      ElementNotInteractableError (no message)",
        "      (no screenshot: the engine did not answer)",
      ].join("\n"),
    );
  });

  it("names screenshots by engine and journey in plain letters", () => {
    expect(screenshotName(webkit, "contact: a message with õ ä ö ü š ž reaches the inbox")).toBe(
      "webkit-contact-a-message-with-o-a-o-u-s-z-reaches-the-inbox.png",
    );
  });

  it("keeps a screenshot's name short, without a dash where the journey begins or ends with a sign", () => {
    const long =
      "“Tagasi üles” appears past 80 % of the page, and takes the visitor back to the top of the page, smoothly!";
    expect(screenshotName(firefox, long)).toBe(
      "firefox-tagasi-ules-appears-past-80-of-the-page-and-takes-the-visitor-back-to-the-top-of.png",
    );
    expect(screenshotName(webkit, "/about!")).toBe("webkit-about.png");
  });

  it("ends a shortened screenshot name with a letter, not a dash, where the cut falls between words", () => {
    const cutAtSpace = `${"a".repeat(79)} rest of the journey`;
    expect(screenshotName(webkit, cutAtSpace)).toBe(`webkit-${"a".repeat(79)}.png`);
  });

  it("prints the version line, each pass and the summary per engine", () => {
    expect(versionLine(firefox)).toBe("  Firefox 140.12.0 (firefox-esr over WebDriver BiDi, puppeteer-core 25.16.0)");
    expect(passLine(webkit, "page /about", 5712)).toBe("  ✓ WebKit 2.50.6 › page /about (5.7 s)");
    expect(summaryLine(firefox, 21, 0, 57_600)).toBe("✓ Firefox 140.12.0: 21 journeys passed in 57.6 s");
    expect(summaryLine(webkit, 16, 5, 80_500)).toBe("✗ WebKit 2.50.6: 5 of 21 journeys failed in 80.5 s");
  });
});

describe("where a failed run says to look", () => {
  const dirs = { screenshots: "reports/engines", pictures: "reports/engines/pictures" };

  it("names the screenshots and the pictures when journeys failed and pictures differ", () => {
    expect(whereToLook({ journeys: 2, pictures: 3 }, dirs)).toBe(
      "Screenshots of the failed journeys: reports/engines/; Pictures: reports/engines/pictures/ (npm run snapshots:review)",
    );
  });

  it("names only the pictures after a run of pictures alone, where no journey ran", () => {
    expect(whereToLook({ journeys: 0, pictures: 1 }, dirs)).toBe(
      "Pictures: reports/engines/pictures/ (npm run snapshots:review)",
    );
  });

  it("names only the screenshots when only journeys failed", () => {
    expect(whereToLook({ journeys: 1, pictures: 0 }, dirs)).toBe(
      "Screenshots of the failed journeys: reports/engines/",
    );
  });

  it("says nothing when neither failed (an engine that did not start said so already)", () => {
    expect(whereToLook({ journeys: 0, pictures: 0 }, dirs)).toBeUndefined();
  });
});
