import { mergeConfig } from "vitest/config";
import config from "../../vitest.config.ts";

/**
 * The unit tests as Stryker runs them. Stryker's sandbox links the project's
 * node_modules rather than copying it, so files imported from there
 * (`simple-icons/icons/*.svg?raw`) lie outside the sandbox; Vite may serve them.
 *
 * (Sharing one environment across test files, `isolate: false`, made a run about
 * five times faster, but after the icon changes one test file no longer passes
 * that way in Stryker's dry run; each file gets its own environment until that
 * is found.)
 */
export default mergeConfig(config, { server: { fs: { strict: false } } });
