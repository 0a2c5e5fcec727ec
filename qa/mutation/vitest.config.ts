import { mergeConfig } from "vitest/config";
import config from "../../vitest.config.ts";

/**
 * The unit tests as Stryker runs them. Stryker's sandbox links the project's
 * node_modules rather than copying it, so files imported from there
 * (`simple-icons/icons/*.svg?raw`) lie outside the sandbox; Vite may serve them.
 */
export default mergeConfig(config, { server: { fs: { strict: false } } });
