/**
 * The house table of the quality tools: each part of qa/ (a folder, or one of the few files at its top) and
 * .ci/, the parts it may import, one line each, and for a part that has one, its entry: the module the
 * other parts import it through. Read with the import statements of every module (not the specs and their
 * fixtures, which may import any tool they prove), it finds an import the table does not allow, a module in no
 * part, an entry passed by, a part that may import one listed above it (so the table cannot go round in a circle),
 * and modules that import each other round in a circle.
 */
import { importsOf } from "./arrows.ts";

export interface Part {
  /** The parts this one may import, besides itself. */
  imports: readonly string[];
  /**
   * The modules the other parts import this one through, relative to the part's folder: its entry, or one per
   * use where one use must not load what another needs (the engines: what a picture is, and the browsers' drivers).
   */
  entries?: readonly string[];
}

export type HouseTable = Readonly<Record<string, Part>>;

/** The part a file belongs to: `qa/<folder>`, a file at qa/'s top, `.ci`, or the site's own `src`. */
export function partOf(file: string, table: HouseTable): string | undefined {
  const [top] = file.split("/");
  const part = top === "qa" ? file.split("/").slice(0, 2).join("/") : top;
  return part in table ? part : undefined;
}

/** The modules of the table's parts whose imports the table governs: not tests, not recorded fixtures. */
const isGoverned = (file: string) =>
  /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("/fixtures/");

/** Modules that import each other round in a circle (type imports too): each circle once, as the files it passes. */
export function moduleCircles(arrows: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components: a component of more than one module holds a circle.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (file: string) => {
    order.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of arrows.get(file) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) as number, order.get(next) as number));
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === file) break;
    }
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of arrows.keys()) if (!order.has(file)) connect(file);
  return circles;
}

/** Everything about `sources` (every module of the tree, by path) that breaks `table`, one sentence each. */
export function houseFaults(sources: ReadonlyMap<string, string>, table: HouseTable): string[] {
  const faults: string[] = [];
  const order = Object.keys(table);
  for (const [place, [part, { imports }]] of Object.entries(table).entries()) {
    for (const named of imports) {
      if (!(named in table)) faults.push(`${part} may import ${named}, which is no part of the house table`);
      else if (order.indexOf(named) <= place)
        faults.push(`${part} may import ${named}, which is not below it in the house table`);
    }
  }
  const arrows = new Map<string, string[]>();
  for (const [from, source] of sources) {
    if (!isGoverned(from) || !(from.startsWith("qa/") || from.startsWith(".ci/"))) continue;
    const part = partOf(from, table);
    if (part === undefined) {
      faults.push(`${from} is in no part of the house table (qa/house/parts.ts)`);
      continue;
    }
    const targets: string[] = [];
    for (const to of importsOf(from, source)) {
      targets.push(to);
      const toPart = partOf(to, table);
      if (toPart === part) continue;
      if (toPart === undefined || !table[part].imports.includes(toPart)) {
        faults.push(`${from} imports ${to}: ${part} may not import ${toPart ?? "it"} (qa/house/parts.ts)`);
        continue;
      }
      const entries = (table[toPart].entries ?? []).map((entry) => `${toPart}/${entry}`);
      // A part's recorded fixtures are data a tool may read as they are, not a way round its entry.
      if (entries.length > 0 && !entries.includes(to) && !to.includes("/fixtures/")) {
        faults.push(`${from} imports ${to}: the other parts import ${toPart} through ${entries.join(" or ")}`);
      }
    }
    arrows.set(from, targets);
  }
  for (const circle of moduleCircles(arrows))
    faults.push(`modules import each other in a circle: ${circle.join(", ")}`);
  return faults;
}
