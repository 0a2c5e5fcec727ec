import { mergeConfig } from "vitest/config";
import config from "../vite.config.ts";

/**
 * The unit tests as Stryker runs them: once per mutant, a few at a time. Each
 * test file getting a fresh environment (jsdom, the setup file, React) is most
 * of that time, so here the files share one; every test cleans up after itself
 * (restoreMocks, unstubGlobals, Testing Library's cleanup), which `npm run
 * test:unit` would show as it runs them in any order.
 *
 * Stryker's sandbox links the project's node_modules rather than copying it, so
 * files imported from there (`simple-icons/icons/*.svg?raw`) lie outside the
 * sandbox; Vite may serve them.
 */
export default mergeConfig(config, { test: { isolate: false }, server: { fs: { strict: false } } });
