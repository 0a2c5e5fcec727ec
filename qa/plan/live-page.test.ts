import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakePage, fakeDriver, openFakePage, showing } from "#qa/engines/fixtures/fake-driver.ts";
import { WAIT_TIMEOUT_MS } from "#qa/support/wait.ts";
import { openLive } from "./live-page.ts";

let page: FakePage;
beforeEach(() => {
  page = openFakePage();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("opening a page live", () => {
  it("opens the path and gives the status the engine got, once the page is live", async () => {
    const driver = fakeDriver(page, { goto: showing(page, "<h1>Lehte ei leitud</h1>", { status: 404 }) });
    expect(await openLive(driver, "/ei-ole-sellist-lehte")).toBe(404);
    expect(driver.log).toEqual(["goto /ei-ole-sellist-lehte", "evaluate (arrow)"]);
  });

  it("gives no status when the engine reports none", async () => {
    const driver = fakeDriver(page, { goto: showing(page, "", { status: undefined }) });
    expect(await openLive(driver, "/")).toBeUndefined();
  });

  it("asks again until React has taken the page over and said so on <html>", async () => {
    const driver = fakeDriver(page, { goto: showing(page, "", { live: false }) });
    let asked = 0;
    const evaluate = driver.evaluate;
    driver.evaluate = (fn, ...args) => {
      if (++asked === 3) page.document.documentElement.setAttribute("data-live", "");
      return evaluate(fn, ...args);
    };
    expect(await openLive(driver, "/about")).toBe(200);
    expect(driver.log).toEqual(["goto /about", "evaluate (arrow)", "evaluate (arrow)", "evaluate (arrow)"]);
  });

  it("gives up on a page that never goes live, naming it and the signal it waited for", async () => {
    vi.useFakeTimers();
    const driver = fakeDriver(page, {
      goto: async () => {
        // Another attribute is no signal: only data-live is.
        page.show("", false);
        page.document.documentElement.setAttribute("data-hydrated", "");
        return 200;
      },
    });
    const refused = expect(openLive(driver, "/contact")).rejects.toThrow(
      new Error(`waited ${WAIT_TIMEOUT_MS} ms for /contact to go live (<html data-live>); last saw false`),
    );
    await vi.advanceTimersByTimeAsync(WAIT_TIMEOUT_MS + 100);
    await refused;
  });
});
