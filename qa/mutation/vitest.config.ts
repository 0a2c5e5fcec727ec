import { mergeConfig, type TestProjectInlineConfiguration } from "vitest/config";
import config from "../../vitest.config.ts";

/**
 * Specs that drive real browsers with the tools' own code: the functions they send into a page carry Stryker's
 * instrumentation, which the page does not have, so under Stryker they fail before any mutant runs. The code
 * they drive is mutated under the specs that run it against a stand-in driver (take-picture.test.ts and others).
 */
const REAL_BROWSER_SPECS = ["qa/proof/**"];

const projects = (config.test?.projects ?? []) as TestProjectInlineConfiguration[];

/**
 * The unit tests as Stryker runs them. Stryker's sandbox links the project's
 * node_modules rather than copying it, so files imported from there
 * (`simple-icons/icons/*.svg?raw`) lie outside the sandbox; Vite may serve them.
 *
 * Stryker's instrumented code runs several times slower: the tests that collect the recorded run (qa/visual
 * compares its pictures) passed 5 s, Vitest's limit per test, in its dry run. A mutant that never ends is
 * still caught by Stryker's own timeout, which it sets from the dry run's times.
 */
export default mergeConfig(
  {
    ...config,
    test: {
      ...config.test,
      projects: projects.map((project) => ({
        ...project,
        test: { ...project.test, exclude: [...(project.test?.exclude ?? []), ...REAL_BROWSER_SPECS] },
      })),
    },
  },
  { server: { fs: { strict: false } }, test: { testTimeout: 30_000 } },
);
