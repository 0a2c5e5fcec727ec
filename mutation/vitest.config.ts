import { mergeConfig } from "vitest/config";
import config from "../vite.config.ts";

/**
 * The unit tests as Stryker runs them: once per mutant, a few at a time. Each
 * test file getting a fresh environment (jsdom, the setup file, React) is most
 * of that time, so here the files share one; every test cleans up after itself
 * (restoreMocks, unstubGlobals, Testing Library's cleanup), which `npm run
 * test:unit` would show as it runs them in any order.
 */
export default mergeConfig(config, { test: { isolate: false } });
