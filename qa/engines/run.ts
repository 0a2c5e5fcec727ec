/**
 * The entry of qa/engines/ for running the engines: Firefox and WebKit, every command bounded and a silent
 * browser restarted (answering.ts), the run of the pictures and of the journeys, and what a run prints.
 */
export { COMMAND_LIMIT_MS, type EngineSession, guarded, startAfresh } from "./answering.ts";
export { firefox } from "./firefox.ts";
export { runJourneys } from "./journey-run.ts";
export { clearEnginePictureFiles, notTaken, pictureSummaryLine, runPictures } from "./picture-run.ts";
export { preflight } from "./preflight.ts";
export { type EngineInfo, summaryLine, versionLine, whereToLook } from "./report.ts";
export { webkit } from "./webkit.ts";
