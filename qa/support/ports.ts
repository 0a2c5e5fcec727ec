/**
 * The ports our servers take: a free one unless a variable names one, and never one that
 * something already answers on. A run that reached a server left running (another checkout's,
 * an older build's) would test that server's build instead of its own, and pass.
 *
 */
import { once } from "node:events";
import { connect, createServer } from "node:net";
import { type PortVariable, readEnv } from "#qa/settings.ts";

/** Whether anything accepts a connection on the port (a plain socket: any server counts, not only ours). */
export function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port); // on localhost, Node's default host
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** `count` ports nothing listens on just now, all different: each held open until all are found. */
async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer().listen(0));
  try {
    // Stryker disable next-line ArrowFunction: listen(0) binds at once in the main process, so address() has the port before "listening" comes
    await Promise.all(probes.map((probe) => once(probe, "listening")));
    return probes.map((probe) => (probe.address() as { port: number }).port);
  } finally {
    await Promise.all(probes.map((probe) => new Promise((closed) => probe.close(closed))));
  }
}

/**
 * A port for each variable named: the one it gives, if nothing answers there yet, or else a free one.
 * (A free port may still be taken by something else before our server binds it; the server then
 * fails to start, which is the point: it is never mistaken for ours.) `findFree` is where free ports
 * come from: the system, unless a test gives ports the system could have given.
 */
export async function choosePorts<N extends PortVariable>(
  names: N[],
  env: NodeJS.ProcessEnv,
  findFree = freePorts,
): Promise<Record<N, number>> {
  const chosen = {} as Record<N, number>;
  const unset: N[] = [];
  for (const name of names) {
    const port = readEnv(name, env);
    if (port === undefined) {
      unset.push(name);
      continue;
    }
    if (await answers(port)) {
      throw new Error(
        `${name}=${port}: something already answers on that port (a server left running, another checkout's?). ` +
          `A run only talks to servers it started itself: stop that one, or leave ${name} unset for a free port.`,
      );
    }
    chosen[name] = port;
  }
  const taken = new Set(Object.values(chosen));
  const free = (await findFree(unset.length + taken.size)).filter((port) => !taken.has(port));
  for (const [index, name] of unset.entries()) chosen[name] = free[index];
  return chosen;
}
