import { defineConfig, mergeConfig } from "vitest/config";
import { MOCKING_TEST_FILES, REPORTS } from "./qa/settings.ts";
import site from "./vite.config.ts";

/** The unit specs (`npm run test:unit`): the site's Vite setup, plus what only the tests need. */
export default mergeConfig(
  site,
  defineConfig({
    test: {
      // The console's report, and a machine-readable one that `npm run spec:coverage` reads.
      reporters: ["default", "json"],
      outputFile: { json: REPORTS.lastRun.vitest },
      // Child processes, not worker threads: the specs start hundreds of git and node processes, and starting one
      // costs its parent's page tables (7 ms from a small Node, 26 ms from one of 400 MB). Threads share Vitest's
      // own process (400–800 MB over the stage); a fork holds only its files' modules. Quiet, five runs against
      // four: the whole stage the same within its noise (72–91 s either way), the git-heavy spec files a fifth to
      // a quarter faster (decision 0007, "Stages side by side").
      pool: "forks",
      restoreMocks: true,
      unstubGlobals: true,
      // Git tidies a repository in a process of its own after each commit (`git maintenance run --auto`); the
      // specs' throwaway repositories, and the CI scripts they run, make hundreds of commits with nothing to tidy.
      env: { GIT_CONFIG_COUNT: "1", GIT_CONFIG_KEY_0: "maintenance.auto", GIT_CONFIG_VALUE_0: "false" },
      projects: [
        {
          // What a visitor sees: components and routes rendered into a DOM (jsdom), with Testing Library
          // and MSW's contact endpoint, reset after every test (src/test-setup.ts). Files share workers and
          // their documents: a fresh worker and DOM per file was three quarters of this project's time.
          extends: true,
          test: {
            name: "components",
            include: ["src/**/*.test.tsx"],
            environment: "jsdom",
            setupFiles: ["./src/test-setup.ts"],
            isolate: false,
          },
        },
        {
          // Modules, the server, the build steps and the quality tools: plain Node, files sharing workers.
          // A file that needs a document says `@vitest-environment jsdom`. (In one project with the
          // components, files of both environments shared workers, and Testing Library's `screen` then
          // queried another file's document: tried.)
          extends: true,
          test: {
            name: "modules",
            include: ["src/**/*.test.ts", "qa/**/*.test.ts", ".ci/**/*.test.ts", ".storybook/**/*.test.ts"],
            exclude: MOCKING_TEST_FILES,
            environment: "node",
            isolate: false,
          },
        },
        {
          // The few module specs that swap a module for a mock: each file with modules of its own.
          extends: true,
          test: { name: "mocking modules", include: MOCKING_TEST_FILES, environment: "node" },
        },
      ],
    },
  }),
);
