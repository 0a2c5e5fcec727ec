/**
 * Waiting for a condition in a page that changes on its own: asks again until the answer is
 * the wanted one or the time is up, and then says what it waited for and what it saw last.
 *
 */
import { readEnv } from "#qa/settings.ts";

export const WAIT_TIMEOUT_MS = readEnv("ENGINES_WAIT_MS");
const INTERVAL_MS = 50;

export async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  isWanted: (value: T) => boolean,
  timeoutMs = WAIT_TIMEOUT_MS,
  intervalMs = INTERVAL_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isWanted(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`waited ${timeoutMs} ms for ${what}; last saw ${JSON.stringify(value)}`);
    }
    // allow-sleep: the interval of a poll that ends at the wanted value (WebDriver pages give no signal).
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The work's own result, or an error naming it once `ms` have passed. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
