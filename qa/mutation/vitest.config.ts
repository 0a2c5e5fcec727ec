import { mergeConfig } from "vitest/config";
import config from "../../vitest.config.ts";

/**
 * The unit tests as Stryker runs them. Stryker's sandbox links the project's
 * node_modules rather than copying it, so files imported from there
 * (`simple-icons/icons/*.svg?raw`) lie outside the sandbox; Vite may serve them.
 *
 * Stryker's instrumented code runs several times slower: the tests that collect the recorded run (qa/visual
 * compares its pictures) passed 5 s, Vitest's limit per test, in its dry run. A mutant that never ends is
 * still caught by Stryker's own timeout, which it sets from the dry run's times.
 */
export default mergeConfig(config, { server: { fs: { strict: false } }, test: { testTimeout: 30_000 } });
