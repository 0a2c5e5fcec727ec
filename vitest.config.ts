import { defineConfig, mergeConfig } from "vitest/config";
import { REPORTS } from "./qa/settings.ts";
import site from "./vite.config.ts";

/** The unit specs (`npm run test:unit`): the site's Vite setup, plus what only the tests need. */
export default mergeConfig(
  site,
  defineConfig({
    test: {
      environment: "jsdom",
      include: ["src/**/*.test.{ts,tsx}", "qa/**/*.test.ts", ".ci/**/*.test.ts"],
      // The console's report, and a machine-readable one that `npm run spec:coverage` reads.
      reporters: ["default", "json"],
      outputFile: { json: REPORTS.lastRun.vitest },
      setupFiles: ["./src/test-setup.ts"],
      // Worker threads start a test file's environment sooner than child processes: 41 s instead of 56 s
      // for the whole unit stage on a 2-core machine, every file still in its own environment.
      pool: "threads",
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
