import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** axe-core's own script, run in a page before `axeInPage` checks it: once per document, in all three engines. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
