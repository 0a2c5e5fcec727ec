import { defineConfig, mergeConfig } from "vitest/config";
import { REPORTS } from "./qa/settings.ts";
import site from "./vite.config.ts";

/** The unit specs (`npm run test:unit`): the site's Vite setup, plus what only the tests need. */
export default mergeConfig(
  site,
  defineConfig({
    test: {
      // The console's report, and a machine-readable one that `npm run spec:coverage` reads.
      reporters: ["default", "json"],
      outputFile: { json: REPORTS.lastRun.vitest },
      // Worker threads start a test file sooner than child processes do.
      pool: "threads",
      restoreMocks: true,
      unstubGlobals: true,
      projects: [
        {
          // What a visitor sees: components and routes rendered into a DOM (jsdom), with Testing
          // Library and MSW's contact endpoint, every file in a document of its own (shared documents
          // broke Testing Library's \`screen\`, and the faster vmThreads pool lacks WritableStream for MSW: tried).
          extends: true,
          test: {
            name: "components",
            include: ["src/**/*.test.tsx"],
            environment: "jsdom",
            setupFiles: ["./src/test-setup.ts"],
          },
        },
        {
          // Modules, the server, the build steps and the quality tools: plain Node, files sharing workers
          // (a worker and a DOM for each of 64 files was most of the stage's two minutes). A file that needs
          // a document says `@vitest-environment jsdom` and gets one of its own.
          extends: true,
          test: {
            name: "modules",
            include: ["src/**/*.test.ts", "qa/**/*.test.ts", ".ci/**/*.test.ts"],
            environment: "node",
            isolate: false,
          },
        },
      ],
    },
  }),
);
