/**
 * The entry of qa/results/: what the other parts of the tools import of it (qa/house/house.ts).
 */
export {
  type Comparison,
  clearPictureRun,
  type EngineVersions,
  mergePictureRuns,
  type PictureResult,
  type PictureRun,
  readPictureRun,
  type ShownSource,
  staleEnginePictures,
  TAKE_ENGINE_PICTURES,
  versionMoveLine,
  writePictureRun,
} from "./engine-pictures.ts";
export {
  clearEngineResults,
  clearJourneyScreenshots,
  JOURNEYS_FILE,
  type JourneyResult,
  journeyTests,
  mergeEngineResults,
  readEngineResults,
  writeEngineResults,
} from "./journeys.ts";
export { currentCommit, type ExpectedOrigin, MADE_BEFORE, type RunOrigin, TAKEN_BEFORE } from "./origin.ts";
export { PICTURE_HARNESS, pictureHarnessStamp } from "./picture-harness.ts";
export {
  firstTries,
  type JSONReport,
  type JSONReportTestResult,
  parsePlaywrightReport,
  playwrightTests,
  RUN_REPORT_FILE,
  readPlaywrightReport,
  readRunReport,
  reportedTests,
  type TryRecord,
} from "./playwright.ts";
export { readResults } from "./run.ts";
export { type StageEntry, type StageStatus, stageEnded, startRecord, writeStageRecord } from "./stages.ts";
export { fails, TEST_LAYERS, type TestLayer, type TestRecord, type TestStatus, testName } from "./tests.ts";
export { pageResults, writeHtmlResults } from "./valid-html.ts";
