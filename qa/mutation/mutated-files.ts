/**
 * What Stryker mutates (stryker.config.mjs's `mutate`), here so that the
 * pull-request run's file list (changed-files.ts) reads the same patterns:
 * the logic a visitor or a host depends on. Left out: stories (the
 * catalogue's), tests and their fixtures, and pure content data (src/content,
 * which the pages' specs and screenshots show).
 */
export const MUTATED_FILES = [
  "src/lib/**/*.ts",
  "src/components/**/*.tsx",
  "src/server/**/*.ts",
  "!src/**/*.test.{ts,tsx}",
  "!src/**/*.test-fixture.{ts,tsx}",
  "!src/**/*.stories.tsx",
];
