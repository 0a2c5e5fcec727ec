/**
 * The entry of qa/engines/ for running the engines: Firefox and WebKit, the installed ones of those asked for,
 * their pictures and journeys run side by side with every command bounded and a silent browser restarted, and
 * the results written beside the run before's (engine-run.ts).
 */
export { type EngineRun, type EngineRunFiles, enginesHere, runEngines } from "./engine-run.ts";
export { firefox } from "./firefox.ts";
export { webkit } from "./webkit.ts";
