import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { WITHOUT_STORY } from "./catalogue-exemptions";

/**
 * The component catalogue is the component library: every component of this folder is in it, in the
 * states a visitor meets, or is listed in catalogue-exemptions.ts with the reason it has nothing to show.
 */

const folder = import.meta.dirname;
/** One component per file, named as the file: `Header.tsx`, not its tests, stories or fixtures. */
const components = readdirSync(folder)
  .filter((file) => /^[A-Z]\w*\.tsx$/.test(file))
  .map((file) => file.replace(/\.tsx$/, ""));
const storiesOf = (component: string) => join(folder, `${component}.stories.tsx`);
const hasStories = (component: string) => existsSync(storiesOf(component));
/** A control of its own (not one inside another component, which has its own states story). */
const ownControl = /<(a|button|input|textarea|Link|ScrollLink)[\s>]/;

it("finds the components of this folder", () => {
  expect(components).toContain("Header");
  expect(components).not.toContain("Header.test");
});

it("names every component that has neither a story nor a listed reason", () => {
  const missing = components.filter((component) => !hasStories(component) && !(component in WITHOUT_STORY));
  expect(missing, "components with no story: add <Name>.stories.tsx, or a reason to catalogue-exemptions.ts").toEqual(
    [],
  );
});

it("lists a reason only for a component of this folder that has no story, and gives one", () => {
  const stale = Object.entries(WITHOUT_STORY)
    .filter(([component, reason]) => !components.includes(component) || hasStories(component) || reason.length < 20)
    .map(([component]) => component);
  expect(stale, "entries of catalogue-exemptions.ts that are no longer true or say nothing").toEqual([]);
});

it("names every component with a control of its own that has no States story", () => {
  const withoutStates = components.filter(
    (component) =>
      !(component in WITHOUT_STORY) &&
      ownControl.test(readFileSync(join(folder, `${component}.tsx`), "utf8")) &&
      !(hasStories(component) && /^export const States\b/m.test(readFileSync(storiesOf(component), "utf8"))),
  );
  expect(withoutStates, "interactive components whose stories export no `States`").toEqual([]);
});
