/**
 * `npm run test:ci-render`: the two paths of .ci/render-snapshots, each on a clean clone of HEAD
 * (committed files only; node_modules linked in, nothing fetched), as snapshots-render.yml runs
 * them after .ci/setup. Each clone gets a real change: the TestimonialCard story shows another
 * testimonial (its picture and its text baseline differ) and the StarRating story is renamed
 * (its baselines are new, the old ones obsolete). The runs are scoped to those two stories on the
 * mobile project (PLAYWRIGHT_ARGS), and the test checks which files under snapshots/ each path changed:
 * - update-all (the label) remakes both testimonial baselines, adds the renamed story's and removes its old ones;
 * - accept with a name (a dispatch) takes exactly that one picture;
 * - accept without names, on the same clone, takes everything else: the text baseline, the renamed
 *   story's new baselines, and the removal of its old ones.
 * Not part of `npm test`: it builds the site and the catalogue three times (minutes on two cores).
 *
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const PLAYWRIGHT_ARGS = "--grep TestimonialCard|StarRating --project mobile --workers=1";
const STORY_FILE = "src/components/TestimonialCard.stories.tsx";
const TESTIMONIAL = "snapshots/stories.spec.ts/testimonialcard--default-mobile";
const STAR_STORY_FILE = "src/components/StarRating.stories.tsx";
const OLD_STARS = "snapshots/stories.spec.ts/starrating--five-stars";
const NEW_STARS = "snapshots/stories.spec.ts/starrating--all-five";

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

/** A clone of HEAD with the changes made in it. */
function changedClone(): string {
  const dir = mkdtempSync(join(tmpdir(), "vormis-render-"));
  git(ROOT, "clone", "--quiet", ROOT, dir);
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  replaceIn(dir, STORY_FILE, "testimonials[0]", "testimonials[1]");
  replaceIn(
    dir,
    STAR_STORY_FILE,
    'export const FiveStars: StoryObj<typeof meta> = { name: "five stars"',
    'export const AllFive: StoryObj<typeof meta> = { name: "all five"',
  );
  return dir;
}

function replaceIn(dir: string, file: string, from: string, to: string) {
  const source = readFileSync(join(dir, file), "utf8");
  if (!source.includes(from)) throw new Error(`${file} no longer holds ${from}: change the test.`);
  writeFileSync(join(dir, file), source.replace(from, to));
}

/** `git status` of snapshots/: " M file", " D file", "?? file". */
function changedBaselines(dir: string): string[] {
  return git(dir, "status", "--porcelain", "--untracked-files=all", "--", "snapshots")
    .split("\n")
    .filter(Boolean)
    .sort();
}

const failures: string[] = [];
function check(label: string, dir: string, args: string[], expected: string[]) {
  console.log(`\n▶ test:ci-render: ${label} (.ci/render-snapshots ${args.join(" ")})`);
  const started = Date.now();
  const run = spawnSync("bash", [".ci/render-snapshots", ...args], {
    cwd: dir,
    stdio: "inherit",
    // Playwright takes free ports for its own servers in each clone (qa/support/ports.ts).
    env: { ...process.env, PLAYWRIGHT_ARGS },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const changed = changedBaselines(dir);
  const problems = [
    ...(run.status === 0 ? [] : [`exited with ${run.status}`]),
    ...(JSON.stringify(changed) === JSON.stringify([...expected].sort())
      ? []
      : [
          `snapshots/ changed:\n    ${changed.join("\n    ") || "(nothing)"}\n  expected:\n    ${expected.join("\n    ")}`,
        ]),
  ];
  if (problems.length > 0) {
    failures.push(`${label} (${dir}): ${problems.join("; ")}`);
    console.error(`✗ ${label} after ${seconds} s: ${problems.join("; ")}`);
  } else {
    console.log(`✓ ${label} (${seconds} s): ${changed.join(", ")}`);
  }
}

const started = Date.now();
// The run covers the mobile project only: the new baselines are mobile ones, while the old story's
// baselines at both sizes are no test's any more.
const renamedStory = [
  ` D ${OLD_STARS}-desktop.aria.yml`,
  ` D ${OLD_STARS}-desktop.png`,
  ` D ${OLD_STARS}-mobile.aria.yml`,
  ` D ${OLD_STARS}-mobile.png`,
  `?? ${NEW_STARS}-mobile.aria.yml`,
  `?? ${NEW_STARS}-mobile.png`,
];
const labelled = changedClone();
check(
  "the label: update-all",
  labelled,
  ["update-all"],
  [` M ${TESTIMONIAL}.aria.yml`, ` M ${TESTIMONIAL}.png`, ...renamedStory],
);

const dispatched = changedClone();
check(
  "a dispatch naming one change",
  dispatched,
  ["accept", "testimonialcard--default-mobile.png"],
  [` M ${TESTIMONIAL}.png`],
);
check(
  "a dispatch without names: all",
  dispatched,
  ["accept", ""],
  [` M ${TESTIMONIAL}.aria.yml`, ` M ${TESTIMONIAL}.png`, ...renamedStory],
);

const total = ((Date.now() - started) / 1000).toFixed(0);
if (failures.length > 0) {
  console.error(`\n✗ test:ci-render (${total} s), the clones are kept:\n${failures.join("\n")}`);
  process.exit(1);
}
for (const dir of [labelled, dispatched]) rmSync(dir, { recursive: true, force: true });
console.log(`\n✓ test:ci-render: both paths made the expected baselines from clean clones (${total} s).`);
