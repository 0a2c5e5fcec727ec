/**
 * The check that no baseline is left that nothing takes (`npm run snapshots:obsolete`, and
 * `npm run test:changed` on the listing it has already made): what it says, and its verdict.
 */

import { SNAPSHOTS_DIR } from "#qa/settings.ts";
import type { Change } from "./change.ts";
import { acceptCommand } from "./review-data.ts";

export function obsoleteCheck(obsolete: Change[]): { passed: boolean; lines: string[] } {
  if (obsolete.length === 0) return { passed: true, lines: ["✓ every baseline in snapshots/ is taken by a test."] };
  return {
    passed: false,
    lines: obsolete.map(
      (change) =>
        `✗ obsolete baseline ${SNAPSHOTS_DIR}/${change.name}: no test takes it. Remove it with ${acceptCommand(change.name)}`,
    ),
  };
}
