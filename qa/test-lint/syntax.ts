import { parse } from "@babel/parser";

/**
 * The little of Babel's syntax tree the test lint needs: parsing a file, walking every node, and
 * the names a call is made through.
 */

export interface Position {
  line: number;
  column: number;
}

/** Any node of Babel's tree; the rules read the few fields they know by `type`. */
export interface SyntaxNode {
  type: string;
  loc?: { start: Position } | null;
  [field: string]: unknown;
}

export interface ParsedFile {
  program: SyntaxNode;
  /** Every comment with the line it is on, for the marker that allows a sleep. */
  comments: { text: string; line: number }[];
}

export function parseSource(source: string, file: string): ParsedFile {
  const ast = parse(source, {
    sourceType: "module",
    sourceFilename: file,
    plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
  });
  return {
    program: ast.program as unknown as SyntaxNode,
    // Stryker disable next-line ArrayDeclaration,OptionalChaining: Babel's parse always lists a file's comments and gives each its location
    comments: (ast.comments ?? []).map((comment) => ({ text: comment.value, line: comment.loc?.start.line ?? 0 })),
  };
}

function isNode(value: unknown): value is SyntaxNode {
  // Stryker disable next-line ConditionalExpression: an object without a type (a location, a literal's raw text) holds no node, and no rule matches a node without a type
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

/** The node's direct children, in source order (comments attached to it among them: no rule reads a comment node). */
export function childrenOf(node: SyntaxNode): SyntaxNode[] {
  const children: SyntaxNode[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) children.push(...value.filter(isNode));
    else if (isNode(value)) children.push(value);
  }
  return children;
}

/** Calls `visit` on the node and every node below it, parents first; `visit` returning false skips a node's children. */
export function walk(node: SyntaxNode, visit: (node: SyntaxNode) => boolean | undefined): void {
  if (visit(node) === false) return;
  for (const child of childrenOf(node)) walk(child, visit);
}

const TYPE_WRAPPERS = new Set(["TSAsExpression", "TSSatisfiesExpression", "TSNonNullExpression", "TSTypeAssertion"]);

/** `body as Fn`, `body satisfies Fn`, `body!`, `<Fn>body` → `body`: what a type assertion holds. */
export function withoutTypeAssertion<T>(node: T): T {
  let current: unknown = node;
  while (isNode(current) && TYPE_WRAPPERS.has(current.type)) current = current.expression;
  return current as T;
}

/** A function given as a value (a test's body, a helper's `const`, a promise's executor). */
export const isFunction = (node: unknown): boolean =>
  isNode(node) && (node.type === "ArrowFunctionExpression" || node.type === "FunctionExpression");

export const isCall = (node: SyntaxNode) => node.type === "CallExpression" || node.type === "OptionalCallExpression";

/** `expect(x).not.toBe(y)` → "expect": the name a chain of calls and members starts from. */
export function rootName(expression: unknown): string | undefined {
  let current = expression as SyntaxNode | undefined;
  while (current) {
    if (current.type === "Identifier") return current.name as string;
    if (isCall(current) || current.type === "NewExpression") current = current.callee as SyntaxNode;
    else if (current.type === "MemberExpression" || current.type === "OptionalMemberExpression")
      current = current.object as SyntaxNode;
    else if (current.type === "AwaitExpression") current = current.argument as SyntaxNode;
    else if (TYPE_WRAPPERS.has(current.type)) current = withoutTypeAssertion(current);
    else return undefined;
  }
  return undefined;
}

/** `page.waitForTimeout` → "waitForTimeout", `sleep` → "sleep": the name a call's function is reached by last. */
export function calleeName(call: SyntaxNode): string | undefined {
  const callee = call.callee as SyntaxNode;
  if (callee.type === "Identifier") return callee.name as string;
  if ((callee.type === "MemberExpression" || callee.type === "OptionalMemberExpression") && !callee.computed)
    return ((callee.property as SyntaxNode).name as string) ?? undefined;
  return undefined;
}

// Stryker disable next-line OptionalChaining: Babel gives every node of a parsed file its location
export const lineOf = (node: SyntaxNode) => node.loc?.start.line ?? 0;
// Stryker disable next-line OptionalChaining: Babel gives every node of a parsed file its location
export const columnOf = (node: SyntaxNode) => (node.loc?.start.column ?? 0) + 1;
