import { describe, expect, it } from "vitest";
import { runScript } from "./fake-commands.ts";

describe(".ci/browser-shard", () => {
  it("builds the site and the catalogue, then runs its shard into a blob report", () => {
    const run = runScript("browser-shard", ["2", "3"], {
      fakes: { npm: "", npx: "" },
      env: { PLAYWRIGHT_ARGS: "specs/home.spec.ts --workers=1" },
    });
    expect(run.status).toBe(0);
    expect(run.calls).toEqual([
      ["npm", "run", "build"],
      ["npm", "run", "build-storybook"],
      ["npx", "playwright", "test", "--shard=2/3", "--reporter=blob", "specs/home.spec.ts", "--workers=1"],
    ]);
  });

  it("stops at a failed build", () => {
    const run = runScript("browser-shard", ["1", "2"], {
      fakes: { npm: "exit 1", npx: "" },
      env: { PLAYWRIGHT_ARGS: "" },
    });
    expect(run.status).toBe(1);
    expect(run.calls).toEqual([["npm", "run", "build"]]);
  });
});
