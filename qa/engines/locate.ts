/**
 * Finding an element the way a visitor names it, by its role and accessible name, in any engine:
 * the page marks the element it finds, and the journey then acts on it through a CSS selector.
 * A short approximation of the accessibility tree, enough for this site's controls.
 *
 */
import type { EngineDriver } from "./driver.ts";

export type Role = "button" | "link" | "heading" | "navigation" | "textbox" | "status";
export interface ByRole {
  role: Role;
  name: string;
  /** Only inside the element this finds (for example the main navigation). */
  within?: ByRole;
}

/** Runs in the page: marks the one element that matches and returns a selector for it, or why there is none. */
function markByRole(query: ByRole, mark: string): { selector: string } | { missing: string } {
  const tags = {
    button: "button, [role=button]",
    link: "a[href]",
    heading: "h1, h2, h3, h4, h5, h6",
    navigation: "nav",
    textbox: "input:not([type=hidden]), textarea",
    status: "[role=status]",
  };
  const text = (element: Element | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  const accessibleName = (element: Element) => {
    const label = element.getAttribute("aria-label");
    if (label) return label.trim();
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy)
      return labelledBy
        .split(" ")
        .map((id) => text(document.getElementById(id)))
        .join(" ");
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) return text(labels[0]);
    return text(element);
  };
  const find = (q: ByRole): Element | string => {
    const scope = q.within ? find(q.within) : document;
    if (typeof scope === "string") return scope;
    const matches = [...scope.querySelectorAll(tags[q.role])].filter(
      (element) => accessibleName(element) === q.name && element.checkVisibility(),
    );
    if (matches.length === 1) return matches[0];
    return `${matches.length} visible ${q.role}s named "${q.name}"`;
  };
  const found = find(query);
  if (typeof found === "string") return { missing: found };
  for (const element of document.querySelectorAll(`[${mark}]`)) element.removeAttribute(mark);
  found.setAttribute(mark, "");
  return { selector: `[${mark}]` };
}

const MARK = "data-engine-target";

/** A selector for the one visible element with this role and name; throws, saying what it found, if there is not exactly one. */
export async function byRole(driver: EngineDriver, query: ByRole): Promise<string> {
  const found = await driver.evaluate(markByRole, query, MARK);
  if ("missing" in found) throw new Error(`expected one ${describe(query)}, found ${found.missing}`);
  return found.selector;
}

/** Whether exactly one visible element has this role and name, right now. */
export async function isShown(driver: EngineDriver, query: ByRole): Promise<boolean> {
  const found = await driver.evaluate(markByRole, query, MARK);
  return "selector" in found;
}

export function describe(query: ByRole): string {
  return `${query.role} "${query.name}"${query.within ? ` in ${describe(query.within)}` : ""}`;
}
