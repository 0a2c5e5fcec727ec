/**
 * The entry of qa/stages/: what the other parts of the tools import of it (qa/house/house.ts).
 */
export { runStages, type Stage } from "./runner.ts";
