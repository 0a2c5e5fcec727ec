import { describe, expect, it } from "vitest";
import { INSTALL_COMMAND, preflight } from "./preflight.ts";

const both = (webkitMissing: string[]) => [
  { name: "Firefox", missing: [] },
  { name: "WebKit", missing: webkitMissing },
];

describe("preflight", () => {
  it("runs every engine, quietly, when the machine has them all", () => {
    expect(preflight(both([]), true)).toEqual({ run: ["Firefox", "WebKit"], message: "", fatal: false });
  });

  it("on CI, fails the run when an engine is missing and names what is missing", () => {
    const verdict = preflight(both(["/usr/bin/WebKitWebDriver"]), true);
    expect(verdict.fatal).toBe(true);
    expect(verdict.run).toEqual([]);
    expect(verdict.message).toBe(
      ["✗ Engines missing on CI (.ci/setup installs them):", "  WebKit: /usr/bin/WebKitWebDriver not found"].join("\n"),
    );
  });

  it("locally, runs the engines that are here and names the one apt command for the rest", () => {
    const verdict = preflight(both(["/usr/bin/WebKitWebDriver", "/usr/bin/xvfb-run"]), false);
    expect(verdict).toMatchObject({ run: ["Firefox"], fatal: false });
    expect(verdict.message).toBe(
      [
        "! Not run here, engines missing:",
        "  WebKit: /usr/bin/WebKitWebDriver, /usr/bin/xvfb-run not found",
        `  To run them: ${INSTALL_COMMAND}`,
      ].join("\n"),
    );
    expect(INSTALL_COMMAND).toBe("sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb");
  });
});
