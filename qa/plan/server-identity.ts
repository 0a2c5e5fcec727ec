/**
 * Whether a server answering on a port is the one this run started for this tree: each of our
 * servers names, in a header, the stamp of the build it serves (src/build/builds.ts), and the run
 * compares it with the stamp of the tree's current inputs before any test.
 */
import { BUILD_HEADER } from "#src/build/build-stamp.ts";

/** What is wrong with the server at `origin` as the server of `folder`'s current build (`expected`), if anything. */
export async function identityProblem(
  what: string,
  origin: string,
  folder: string,
  expected: string,
): Promise<string | undefined> {
  let served: string | null;
  try {
    served = (await fetch(origin, { method: "HEAD" })).headers.get(BUILD_HEADER);
  } catch (error) {
    return `${what} on ${origin} does not answer (${(error as Error).message}).`;
  }
  if (served === expected) return undefined;
  if (served === null) {
    return (
      `${what} on ${origin} does not say which build it serves (no ${BUILD_HEADER} header): ` +
      "it is not a server this run started. Stop whatever listens there and run again."
    );
  }
  return (
    `${what} on ${origin} serves another build (${served.slice(0, 12)}) than the one this tree's current files ` +
    `make (${expected.slice(0, 12)}, ${folder}/): another checkout's server, or files changed since the run began. Run again.`
  );
}
