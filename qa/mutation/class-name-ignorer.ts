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

const isClassConstant = (id: babel.NodePath) => id.isIdentifier() && CLASS_CONSTANT.test(id.node.name);

function namesClassNames(path: babel.NodePath): boolean {
  return (
    (path.isJSXAttribute() && path.get("name").isJSXIdentifier({ name: "className" })) ||
    (path.isObjectProperty() && path.get("key").isIdentifier({ name: "className" })) ||
    (path.isVariableDeclarator() && isClassConstant(path.get("id")))
  );
}

export const classNameIgnorer = {
  shouldIgnore: (path: babel.NodePath) => (namesClassNames(path) ? CLASS_NAMES_REASON : undefined),
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, "class-names", classNameIgnorer)];
