/**
 * Stryker ignorer plugin "class-names": mutants inside Tailwind class-name
 * strings change only how a thing looks, which the screenshot specs prove, not
 * the unit tests that Stryker runs. A class-name string is one the code names
 * as such: the value of a `className` attribute or property, or of a constant
 * whose name ends in `Class` or `Classes`. Nothing else is ignored here.
 */
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";
import type { babel } from "@stryker-mutator/instrumenter";

export const CLASS_NAMES_REASON = "Tailwind class names: presentation only, proved by the screenshot specs";

const CLASS_CONSTANT = /(Class|Classes)$/;

function namesClassNames(path: babel.NodePath): boolean {
  const { node } = path;
  if (node.type === "JSXAttribute") return node.name.type === "JSXIdentifier" && node.name.name === "className";
  if (node.type === "ObjectProperty") return node.key.type === "Identifier" && node.key.name === "className";
  if (node.type === "VariableDeclarator") return node.id.type === "Identifier" && CLASS_CONSTANT.test(node.id.name);
  return false;
}

export const classNameIgnorer = {
  shouldIgnore: (path: babel.NodePath) => (namesClassNames(path) ? CLASS_NAMES_REASON : undefined),
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, "class-names", classNameIgnorer)];
