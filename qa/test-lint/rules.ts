import {
  calleeName,
  columnOf,
  isCall,
  isFunction,
  lineOf,
  parseSource,
  rootName,
  type SyntaxNode,
  walk,
  withoutTypeAssertion,
} from "./syntax.ts";

/**
 * Tests that cannot fail, found in the source (issue 32: every rule a test that would fail). Biome checks
 * some of this as well (biome.json; docs/qa.md#test-lint says which); these rules keep what it cannot see:
 *
 * - "conditional-assertion": an `if`, `?:`, `&&`, `||`, `??` or `switch` in a test, or in a function of the
 *   same file it calls, that asserts on one side only through a helper: a function of the file that asserts,
 *   or one named `expect…` (`if (isMobile) await expectMenu(page)`). When the condition goes the other way,
 *   nothing is checked and the test passes. An `expect(…)` or `assert…` written in the branch itself is
 *   Biome's noConditionalExpect's to report, which does not look into the helpers a branch calls.
 * - "no-assertion": a test that asserts nothing (no `expect…`, `assert…` or `to…` matcher, in its
 *   body or in a function of the same file it calls). Biome's useExpect checks only a body written in
 *   the call, and only for `expect` or `assert` in it: it misses a body the file names or one given to
 *   `it.each(rows)(…)`, and reports every test that asserts through a helper, which is how the Playwright
 *   specs assert (so it is on for the unit specs only). This rule is the one that holds everywhere.
 * - "sleep": `waitForTimeout`, or a promise resolved by a timer (`setTimeout(resolve, ms)`, the
 *   `setTimeout` of node:timers/promises): a guess at how long something takes, flaky on a busy
 *   machine and slow on an idle one. Wait for a signal instead. A sleep that is the point (a test of
 *   time itself, a poll's interval) says so on its line or the line above: `// allow-sleep: <why>`.
 *   A timer without a delay only waits for the next task, which is ordering, not time: not a sleep.
 *   Biome's noPlaywrightWaitForTimeout sees `waitForTimeout` only on something named …page or …frame
 *   (not `popup.waitForTimeout`), and no timer at all.
 */

export type RuleId = "conditional-assertion" | "no-assertion" | "sleep";

export interface Finding {
  file: string;
  line: number;
  column: number;
  rule: RuleId;
  message: string;
}

/** The marker comment that allows one sleep; a reason must follow it. */
export const SLEEP_MARKER = /allow-sleep:\s*\S.{4,}/;

const TEST_FUNCTIONS = new Set(["it", "test"]);
const TEST_VARIANTS = new Set(["only", "skip", "concurrent", "sequential", "fails", "fixme"]);
const ASSERTION_ROOTS = new Set(["expect", "assert"]);
const MATCHER = /^(toHave|toBe|toEqual|toStrictEqual|toMatch|toContain|toThrow|toSatisfy)/;

type LocalFunctions = Map<string, SyntaxNode[]>;

/** Functions the file declares by name (`function f`, `const f = () => …`): the helpers a test may call. */
function localFunctionsOf(program: SyntaxNode): LocalFunctions {
  const functions: LocalFunctions = new Map();
  const add = (name: string, fn: SyntaxNode) => functions.set(name, [...(functions.get(name) ?? []), fn]);
  walk(program, (node) => {
    if (node.type === "FunctionDeclaration" && node.id) add((node.id as SyntaxNode).name as string, node);
    const value = withoutTypeAssertion(node.init);
    if (node.type === "VariableDeclarator" && (node.id as SyntaxNode).type === "Identifier" && isFunction(value))
      add((node.id as SyntaxNode).name as string, value as SyntaxNode);
    return true;
  });
  return functions;
}

/**
 * The function a call declares as a test: `it(title, fn)`, `test.only(title, details, fn)`, and through what
 * a test function's method makes of one: `it.each(rows)(title, fn)`, `it.skipIf(ci)(title, fn)`, `test.for(cases)(title, fn)`.
 */
function testBodyOf(call: SyntaxNode, functions: LocalFunctions): SyntaxNode | undefined {
  const callee = call.callee as SyntaxNode;
  const member = (node: SyntaxNode) => node.type === "MemberExpression" && !node.computed;
  const propertyName = (node: SyntaxNode) => (node.property as SyntaxNode).name as string;
  const declaresTest =
    // Of the expressions, only an identifier has a name: `it`, `test`, not `suite.it` or `tests[0]`.
    TEST_FUNCTIONS.has(callee.name as string) ||
    (member(callee) &&
      TEST_FUNCTIONS.has((callee.object as SyntaxNode).name as string) &&
      TEST_VARIANTS.has(propertyName(callee))) ||
    (isCall(callee) &&
      member(callee.callee as SyntaxNode) &&
      // Stryker disable next-line StringLiteral: no name and any text that is not "it" or "test" are alike here
      TEST_FUNCTIONS.has(rootName(callee.callee) ?? ""));
  const args = call.arguments as SyntaxNode[];
  // A title and a function: `test.skip(({ isMobile }) => isMobile)` and `test.skip(true, "why")` are no tests.
  if (!declaresTest || args.length < 2) return undefined;
  const last = withoutTypeAssertion(args[args.length - 1]);
  // A function, or the name of one the file declares (of the expressions, only an identifier has a name).
  return isFunction(last) ? last : functions.get(last.name as string)?.[0];
}

function isAssertion(call: SyntaxNode): boolean {
  // Stryker disable next-line StringLiteral: no name and any text that is not expect…, assert or a matcher are alike here
  const root = rootName(call.callee) ?? "";
  // Stryker disable next-line StringLiteral: no name and any text that is not expect…, assert or a matcher are alike here
  const name = calleeName(call) ?? "";
  return ASSERTION_ROOTS.has(root) || root.startsWith("expect") || name.startsWith("expect") || MATCHER.test(name);
}

/** The functions of the file an identifier names: the helpers a call or a hand-on reaches. */
function helpersNamed(node: SyntaxNode, functions: LocalFunctions): SyntaxNode[] {
  // Stryker disable next-line ArrayDeclaration: a text in place of a helper holds no node, so following it finds nothing
  return node.type === "Identifier" ? (functions.get(node.name as string) ?? []) : [];
}

/** Whether running `node` can reach an assertion: in it, or in a function of the file it calls or passes on. */
function reachesAssertion(node: SyntaxNode, functions: LocalFunctions, followed = new Set<SyntaxNode>()): boolean {
  let found = false;
  walk(node, (current) => {
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: a shortcut past the siblings left once found, which never turns false again
    if (found) return false;
    if (isCall(current) && isAssertion(current)) found = true;
    // A helper called (`check(page)`) or handed on (`paths.map(check)`): what it asserts counts.
    for (const helper of helpersNamed(current, functions))
      if (!followed.has(helper)) {
        followed.add(helper);
        if (reachesAssertion(helper, functions, followed)) found = true;
      }
    return !found;
  });
  return found;
}

/** The helpers of the file a test reaches, itself included: where a conditional assertion hides. */
function reachedFunctions(body: SyntaxNode, functions: LocalFunctions): SyntaxNode[] {
  const reached = [body];
  for (let index = 0; index < reached.length; index += 1)
    walk(reached[index], (node) => {
      for (const helper of helpersNamed(node, functions)) if (!reached.includes(helper)) reached.push(helper);
      return true;
    });
  return reached;
}

/**
 * A switch asserts whatever the value only when a default is there and every case asserts; a case with no
 * statements of its own falls through to the next one's.
 */
function switchAssertsOnlySometimes(cases: SyntaxNode[], asserts: (node: unknown) => boolean): boolean {
  const asserting = cases.map((switchCase) => (switchCase.consequent as SyntaxNode[]).some(asserts));
  for (let index = cases.length - 2; index >= 0; index -= 1)
    if ((cases[index].consequent as SyntaxNode[]).length === 0) asserting[index] = asserting[index + 1];
  if (!asserting.some(Boolean)) return false;
  return !asserting.every(Boolean) || !cases.some((switchCase) => switchCase.test === null);
}

/** The parts of a conditional (`if`, `?:`, `&&`, `||`, `??`, `switch`) that run only sometimes. */
function branchesOf(conditional: SyntaxNode): SyntaxNode[] {
  if (conditional.type === "IfStatement" || conditional.type === "ConditionalExpression")
    // An `if` without an `else` has a null alternate.
    return [conditional.consequent, conditional.alternate].filter((branch) => branch !== null) as SyntaxNode[];
  if (conditional.type === "LogicalExpression") return [conditional.right as SyntaxNode];
  return (conditional.cases as SyntaxNode[]).flatMap((switchCase) => switchCase.consequent as SyntaxNode[]);
}

/** A function of any form (arrow, expression, declaration, method): what runs when called, not where it stands. */
const declaresFunction = (node: SyntaxNode) => /Function|Method/.test(node.type);

/**
 * Whether a branch holds an `expect(…)` or `assert…` of its own, outside the functions it declares: what
 * Biome's noConditionalExpect reports under any condition, whether or not the other side asserts too.
 */
function holdsOwnAssertion(branch: SyntaxNode): boolean {
  let found = false;
  walk(branch, (node) => {
    // Stryker disable next-line StringLiteral: no name and any text that is not expect or assert are alike here
    if (isCall(node) && ASSERTION_ROOTS.has(rootName(node.callee) ?? "")) found = true;
    return !declaresFunction(node);
  });
  return found;
}

function conditionalAssertions(fn: SyntaxNode, functions: LocalFunctions): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  const asserts = (node: unknown) => node != null && reachesAssertion(node as SyntaxNode, functions);
  walk(fn, (node) => {
    const oneSided =
      ((node.type === "IfStatement" || node.type === "ConditionalExpression") &&
        asserts(node.consequent) !== asserts(node.alternate)) ||
      (node.type === "LogicalExpression" && asserts(node.right)) ||
      (node.type === "SwitchStatement" && switchAssertsOnlySometimes(node.cases as SyntaxNode[], asserts));
    if (oneSided && !branchesOf(node).some(holdsOwnAssertion)) found.push(node);
    return true;
  });
  return found;
}

/** Local names under which node:timers/promises' `setTimeout` (a promise that resolves after a delay) is imported. */
function timerPromiseNames(program: SyntaxNode): { functions: Set<string>; namespaces: Set<string> } {
  const functions = new Set<string>();
  const namespaces = new Set<string>();
  for (const statement of program.body as SyntaxNode[]) {
    if (statement.type !== "ImportDeclaration") continue;
    const source = (statement.source as SyntaxNode).value as string;
    if (source !== "node:timers/promises" && source !== "timers/promises") continue;
    for (const specifier of statement.specifiers as SyntaxNode[]) {
      const local = (specifier.local as SyntaxNode).name as string;
      // `* as timers` or a default import: the module, whose setTimeout a call may name.
      if (specifier.type !== "ImportSpecifier") namespaces.add(local);
      else if ((specifier.imported as SyntaxNode).name === "setTimeout") functions.add(local);
    }
  }
  return { functions, namespaces };
}

/** A timer with a delay: `setTimeout(fn, ms)` with `ms` other than a literal 0. */
function hasDelay(call: SyntaxNode): boolean {
  const delay = (call.arguments as SyntaxNode[])[1];
  // Of the expressions, only a number literal has the value 0.
  return delay !== undefined && delay.value !== 0;
}

/** `new Promise((resolve) => setTimeout(resolve, ms))`, also with `() => resolve()` as the timer's function. */
function isTimerResolvedPromise(node: SyntaxNode): boolean {
  if (node.type !== "NewExpression" || rootName(node.callee) !== "Promise") return false;
  const executor = (node.arguments as SyntaxNode[])[0];
  const resolve = isFunction(executor) ? (executor.params as SyntaxNode[])[0] : undefined;
  if (resolve?.type !== "Identifier") return false;
  const isResolve = (candidate: SyntaxNode) => candidate.type === "Identifier" && candidate.name === resolve.name;
  let timerResolves = false;
  let elseResolves = false;
  walk(executor.body as SyntaxNode, (inner) => {
    if (isCall(inner) && calleeName(inner) === "setTimeout" && hasDelay(inner)) {
      if (reachesName((inner.arguments as SyntaxNode[])[0], isResolve)) timerResolves = true;
      return false;
    }
    if (isResolve(inner)) elseResolves = true;
    return true;
  });
  // Resolved by something else as well (an event, a mark), the timer is a deadline, not a sleep.
  return timerResolves && !elseResolves;
}

function reachesName(node: SyntaxNode, test: (node: SyntaxNode) => boolean): boolean {
  let found = false;
  walk(node, (inner) => {
    if (test(inner)) found = true;
    return !found;
  });
  return found;
}

function sleeps(program: SyntaxNode): SyntaxNode[] {
  const timers = timerPromiseNames(program);
  const found: SyntaxNode[] = [];
  walk(program, (node) => {
    if (isCall(node)) {
      const callee = node.callee as SyntaxNode;
      const timerPromise =
        timers.functions.has(callee.name as string) ||
        // Stryker disable next-line StringLiteral: no name and any text that is not a namespace's are alike here
        (timers.namespaces.has(rootName(callee) ?? "") && calleeName(node) === "setTimeout");
      if (calleeName(node) === "waitForTimeout" || timerPromise) found.push(node);
    }
    if (isTimerResolvedPromise(node)) {
      found.push(node);
      return false;
    }
    return true;
  });
  return found;
}

/** The start lines of the statements around each node: a marker above a statement allows a sleep inside it. */
function statementLines(program: SyntaxNode): Map<SyntaxNode, number[]> {
  const lines = new Map<SyntaxNode, number[]>();
  const visit = (node: SyntaxNode, around: number[]) => {
    // Stryker disable next-line Regex: no node type of Babel's holds Statement or Declaration but at its end
    const here = /Statement$|Declaration$/.test(node.type) ? [...around, lineOf(node)] : around;
    lines.set(node, here);
    walk(node, (child) => {
      if (child === node) return true;
      visit(child, here);
      return false;
    });
  };
  // Stryker disable next-line ArrayDeclaration: a text among the lines is never a marked line, nor is it one less
  visit(program, []);
  return lines;
}

export function lintTestSource(source: string, file: string): Finding[] {
  const { program, comments } = parseSource(source, file);
  const functions = localFunctionsOf(program);
  const findings = new Map<string, Finding>();
  const report = (node: SyntaxNode, rule: RuleId, message: string) => {
    const finding = { file, line: lineOf(node), column: columnOf(node), rule, message };
    findings.set(`${finding.line}:${finding.column}:${rule}`, finding);
  };

  walk(program, (node) => {
    const body = isCall(node) ? testBodyOf(node, functions) : undefined;
    if (body) {
      if (!reachesAssertion(body, functions))
        report(node, "no-assertion", "this test asserts nothing: it passes whatever the code does");
      for (const fn of reachedFunctions(body, functions))
        for (const conditional of conditionalAssertions(fn, functions))
          report(
            conditional,
            "conditional-assertion",
            "an assertion only reached under a condition, through a helper or a callback: when it goes the other way, nothing is checked",
          );
    }
    return true;
  });

  const markedLines = new Set(comments.filter(({ text }) => SLEEP_MARKER.test(text)).map(({ line }) => line));
  const around = statementLines(program);
  for (const sleep of sleeps(program)) {
    // Stryker disable next-line ArrayDeclaration: every node has its statement lines; the fallback is there for the type
    const lines = [lineOf(sleep), ...(around.get(sleep) ?? [])];
    if (lines.some((line) => markedLines.has(line) || markedLines.has(line - 1))) continue;
    report(
      sleep,
      "sleep",
      "a sleep guesses how long something takes: wait for a signal instead, or say why with `// allow-sleep: <why>`",
    );
  }
  return [...findings.values()].sort((a, b) => a.line - b.line || a.column - b.column);
}
