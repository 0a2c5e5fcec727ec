/**
 * @vitest-environment jsdom
 * @vitest-environment-options { "url": "http://localhost:6123/iframe.html?id=contactform--sending&viewMode=story&globals=a11y.manual:!true" }
 */
import { afterEach, describe, expect, it } from "vitest";
import { watchConsole } from "./console-watch.ts";

const ADDRESS = "http://localhost:6123/iframe.html?id=contactform--sending&viewMode=story&globals=a11y.manual:!true";

afterEach(() => {
  delete (window as unknown as { engineErrors?: string[] }).engineErrors;
  history.replaceState(null, "", ADDRESS);
});

describe("WebKit's console watch on a new document", () => {
  it("is installed on the story's document after the catalogue rewrote its address (args, globals)", () => {
    // What Storybook's preview does as the story loads: the same story, another query.
    history.replaceState(
      null,
      "",
      "/iframe.html?id=contactform--sending&viewMode=story&args=&globals=a11y.manual:!true",
    );
    expect(watchConsole(ADDRESS)).toBe("installed");
  });

  it("waits while the document is another story's or another path's", () => {
    history.replaceState(null, "", "/iframe.html?id=contactform--empty&viewMode=story");
    expect(watchConsole(ADDRESS)).toBe("not yet");
    history.replaceState(null, "", "/index.html?id=contactform--sending");
    expect(watchConsole(ADDRESS)).toBe("not yet");
  });

  it("waits while the document is the one it already watches (the new one has not come yet)", () => {
    expect(watchConsole(ADDRESS)).toBe("installed");
    expect(watchConsole(ADDRESS)).toBe("not yet");
  });

  it("notes the page's console errors", () => {
    watchConsole(ADDRESS);
    console.error("Form submission error", 500);
    expect((window as unknown as { engineErrors: string[] }).engineErrors).toEqual([
      "console.error: Form submission error 500",
    ]);
  });
});
