import { parse } from "@babel/parser";
import { tagsIn } from "./tags.ts";

/** What one test file's source says about rules. */
export interface SourceTags {
  /** Every `@id` in any string of the file: a title, a tag option or a table a title is made from. */
  named: Set<string>;
  /** The titles of its tests and groups (with their tag options), as written, and the `@id`s each names. */
  titles: { title: string; tags: string[] }[];
}

const TEST_FUNCTIONS = new Set(["test", "it", "describe"]);

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === "object" &&
  value !== null &&
  // Stryker disable next-line ConditionalExpression: an object without a type (a location, a literal's raw text) holds no string literal, so visiting it finds nothing
  typeof (value as Node).type === "string";

/** Whether a call's callee is `test`, `it` or `describe`: `test(…)`, `test.describe(…)`, `it.each(…)(…)`, … */
function isTestFunction(callee: Node): boolean {
  if (callee.type === "Identifier") return TEST_FUNCTIONS.has(callee.name as string);
  if (callee.type === "MemberExpression") return isTestFunction(callee.object as Node);
  if (callee.type === "CallExpression") return isTestFunction(callee.callee as Node);
  return false;
}

/** A string literal's or template literal's text; each `${…}` part stands as "…". */
function literalText(node: Node | undefined): string | undefined {
  if (node?.type === "StringLiteral") return node.value as string;
  if (node?.type === "TemplateLiteral") {
    return (node.quasis as Node[]).map((quasi) => (quasi.value as { cooked: string }).cooked).join("…");
  }
  return undefined;
}

/** The ids the literal strings of a `{ tag: … }` or `{ tags: … }` option name. */
function tagOption(node: Node | undefined): string[] {
  if (node?.type !== "ObjectExpression") return [];
  const tag = (node.properties as Node[]).find(
    (property) => property.type === "ObjectProperty" && ["tag", "tags"].includes((property.key as Node).name as string),
  )?.value as Node | undefined;
  const values = tag?.type === "ArrayExpression" ? (tag.elements as Node[]) : [tag];
  return values.map(literalText).flatMap((text) => (text === undefined ? [] : tagsIn(text)));
}

function visit(node: Node, found: SourceTags) {
  const text = literalText(node);
  if (text !== undefined) for (const id of tagsIn(text)) found.named.add(id);
  if (node.type === "CallExpression" && isTestFunction(node.callee as Node)) {
    const [first, second] = node.arguments as Node[];
    const title = literalText(first);
    if (title !== undefined) found.titles.push({ title, tags: [...tagsIn(title), ...tagOption(second)] });
  }
  for (const [key, value] of Object.entries(node)) {
    // The keys of objects, classes and types ("@type" in JSON-LD) are names, not strings that could name a rule.
    if (key === "key") continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child, found);
  }
}

/** Reads a test file's source (TypeScript, with JSX in .tsx files) without running it. */
export function sourceTags(code: string, file: string): SourceTags {
  const plugins: ("typescript" | "jsx")[] = file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"];
  const ast = parse(code, { sourceType: "module", plugins });
  const found: SourceTags = { named: new Set(), titles: [] };
  visit(ast.program as unknown as Node, found);
  return found;
}
