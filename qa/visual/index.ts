/**
 * The entry of qa/visual/: what the other parts of the tools import of it (qa/house/house.ts).
 */
export { loadSources, modulesShowing, reachable, type Sources, takesEnginePictures } from "./causes.ts";
export { changedFiles } from "./changed-files.ts";
export { claimedIn } from "./claimed-list.ts";
export { visualCommand } from "./cli-args.ts";
export { writeReviewPictures } from "./comment-pictures.ts";
export { loadObsolete } from "./load-run.ts";
export { obsoleteCheck } from "./obsolete-check.ts";
export { summaryMarkdown } from "./summary.ts";
