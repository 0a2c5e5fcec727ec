import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** axe-core's own script, run in a page to check it: by the engine journeys, and once per catalogue page. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
