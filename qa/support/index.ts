/**
 * The entry of qa/support/: the small helpers every tool shares. Waiting for a page, choosing free ports,
 * command lines, Node's compile cache, the report pages' shell, the CI step summary, scrolling, axe's
 * standard and script, the rendering environment and the annotation names. The browser specs alone read raw HTTP answers (raw-http.ts), and import it by name.
 * The pinned Chromium has an entry of its own (chromium.ts): it loads Playwright, which no tool outside the
 * browser specs and the bench needs at its start.
 */
export {
  AXE_TAGS,
  type AxeCheck,
  type AxeScope,
  type AxeViolation,
  atStandard,
  axeInPage,
  STORY_AXE_DISABLED_RULES,
  STORY_AXE_EXCLUDE,
  STORY_AXE_INCLUDE,
  summarizeViolations,
} from "./a11y-standard.ts";
export * from "./annotations.ts";
export { AXE_SOURCE } from "./axe-source.ts";
export { fromCommandLine, parseCommandLine } from "./command-line.ts";
export { shareCompileCache } from "./compile-cache.ts";
export {
  describeEnvironment,
  ENVIRONMENT_FILE,
  environmentMismatch,
  type RenderingEnvironment,
  readRecordedEnvironment,
  recordEnvironment,
} from "./environment.ts";
export { answers, choosePorts } from "./ports.ts";
export { h, type ReportPageProps, reportPage } from "./report-page.ts";
export {
  anchoredScrollInPage,
  anchoredScrollOf,
  clickWhereItIs,
  isScrolledTo,
  recordScrollRequests,
  type ScrollRequest,
  scrollState,
} from "./scrolling.ts";
export { addToStepSummary } from "./step-summary.ts";
export { WAIT_TIMEOUT_MS, waitFor, withTimeout } from "./wait.ts";
