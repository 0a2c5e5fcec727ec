import { describe, expect, it } from "vitest";
import { SESSION_CAPABILITIES } from "./webkit.ts";

describe("WebKit's session", () => {
  it("sends the stock photos (https) to a port where nothing listens, and names no noProxy list, on which WebKitGTK 2.50's MiniBrowser crashed at start", () => {
    expect(SESSION_CAPABILITIES.proxy).toEqual({ proxyType: "manual", sslProxy: "127.0.0.1:9" });
    expect(Object.keys(SESSION_CAPABILITIES.proxy)).not.toContain("noProxy");
  });
});
