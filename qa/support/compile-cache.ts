/**
 * Node's module compile cache for a run and every Node process it starts (npm test's and test:changed's
 * stages, Playwright's workers, the servers): each loads the same modules (Playwright's alone are megabytes),
 * and compiles them from V8's code cache on disk instead of anew, about a third less CPU for a process that
 * mostly loads. Kept in the checkout (node_modules/.cache), so that two checkouts never share one; a module
 * whose text changed misses it and is compiled as without it. A cache the run's caller named is kept.
 */
import { enableCompileCache } from "node:module";
import { resolve } from "node:path";
import { readEnv } from "#qa/settings.ts";

export function shareCompileCache(env: NodeJS.ProcessEnv = process.env): string {
  // Where every process of the run looks, whatever folder it starts in.
  const cache = resolve(readEnv("NODE_COMPILE_CACHE", env));
  env.NODE_COMPILE_CACHE = cache;
  enableCompileCache(cache);
  return cache;
}
