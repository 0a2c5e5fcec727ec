/**
 * A browser that stops answering is a fault of the machinery, never a verdict on the site. Every
 * command a journey or a picture sends has a bounded wait; a command that gets no answer in time, or
 * that fails while the browser no longer answers at all (it died), becomes `EngineStoppedAnswering`.
 * `withRestart` then ends that browser, starts a new one and does the journey or picture once more
 * from its start; a second such fault fails it, saying what was seen both times. Any other failure (an
 * assertion, a wait for the page that ran out) passes through untouched: it is the run's verdict.
 *
 */
import { readEnv } from "#qa/settings.ts";
import type { EngineDriver } from "./driver.ts";
import { keepHang } from "./hang-record.ts";

/**
 * The longest a single command may go unanswered. The slowest command seen on the 2-core machine with
 * both engines and the unit specs at work was axe on the home page in WebKit, about 3 s (decision 0010).
 */
export const COMMAND_LIMIT_MS = readEnv("ENGINES_COMMAND_LIMIT_MS");
/** How long a browser may take to answer "are you there?" after a command failed. */
const PROBE_LIMIT_MS = 5_000;

/** The browser or its driver did not answer, or died: restart it and do the work again. */
export class EngineStoppedAnswering extends Error {
  override name = "EngineStoppedAnswering";
}

/** A command without an answer in time (the adapters' transports throw it, or `answerWithin`). */
export class NoAnswer extends Error {
  override name = "NoAnswer";
}

/** The work's own result, or `NoAnswer` naming it once `ms` have passed. */
export function answerWithin<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`no answer to ${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Why a command went unanswered, when it did: our own limit's words, or puppeteer's (its protocol
 * timeout, "script.callFunction timed out. Increase the 'protocolTimeout' setting…", or a navigation's
 * TimeoutError) said the same way, with what it was waiting for.
 */
function noAnswer(error: unknown, command: string): string | undefined {
  if (error instanceof NoAnswer) return error.message;
  if (!(error instanceof Error)) return undefined;
  const waitedFor = /^(\S+) timed out\. Increase the 'protocolTimeout' setting/.exec(error.message)?.[1];
  if (waitedFor) return `no answer to ${command} (${waitedFor}) within ${COMMAND_LIMIT_MS / 1000} s`;
  if (error.name === "TimeoutError")
    return `no answer to ${command} within ${COMMAND_LIMIT_MS / 1000} s (${messageOf(error)})`;
  return undefined;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message.split("\n")[0] || error.name : String(error);

/** The methods that talk to the browser; `engine`, `kill`, `close`, `startAfresh`, `stallSigns` and `pid` are handled apart. */
type Command = Exclude<keyof EngineDriver, "engine" | "kill" | "close" | "startAfresh" | "stallSigns" | "pid">;
const COMMANDS: Command[] = [
  "goto",
  "evaluate",
  "runScript",
  "click",
  "clickAt",
  "type",
  "press",
  "resize",
  "takeErrors",
  "screenshot",
  "wholePage",
];

/**
 * The driver with every command's failure sorted: no answer in time, or a failure after which the
 * browser does not answer a trivial script, is `EngineStoppedAnswering`; anything else is the page's.
 * The adapters bound each low-level command themselves (`COMMAND_LIMIT_MS`); `limits` bounds the whole
 * of a command that is made of several (a WebDriver `goto` waits for the load with many).
 */
export function guarded(driver: EngineDriver, limits: { commandMs: number; probeMs?: number }): EngineDriver {
  const probeMs = limits.probeMs ?? PROBE_LIMIT_MS;
  const sorted = async (command: string, work: Promise<unknown>) => {
    try {
      return await work;
    } catch (error) {
      if (error instanceof EngineStoppedAnswering) throw error;
      const unanswered = noAnswer(error, command);
      if (unanswered) throw new EngineStoppedAnswering(unanswered);
      const answers = await answerWithin(
        driver.evaluate(() => true),
        probeMs,
        "a probe",
      ).then(
        () => true,
        () => false,
      );
      if (!answers) {
        throw new EngineStoppedAnswering(`${command} failed (${messageOf(error)}), and the browser no longer answers`);
      }
      throw error;
    }
  };
  const guardedDriver = { ...driver } as Record<Command, (...args: unknown[]) => Promise<unknown>>;
  for (const command of COMMANDS) {
    const method = driver[command] as (...args: unknown[]) => Promise<unknown>;
    // The whole page's shots are bounded one by one, inside: the caller's own work runs between them.
    guardedDriver[command] =
      command === "wholePage"
        ? (use) =>
            sorted(
              command,
              method((shoot: () => Promise<Buffer>) =>
                (use as (shoot: () => Promise<Buffer>) => Promise<unknown>)(
                  () => sorted("a shot", answerWithin(shoot(), limits.commandMs, "a shot")) as Promise<Buffer>,
                ),
              ),
            )
        : (...args) => sorted(command, answerWithin(method(...args), limits.commandMs, command));
  }
  return guardedDriver as unknown as EngineDriver;
}

/** A browser that can be ended and started anew, as the work goes on. */
export interface EngineSession {
  readonly engine: string;
  driver: EngineDriver;
  /** Starts a fresh browser of the same engine (its launch, bounded). */
  relaunch(): Promise<EngineDriver>;
  /** Where what a browser's processes were doing when it stopped answering is kept, and the gdb that reads their threads (hang-record.ts). */
  hangs?: { dir: string; gdb?: string };
}

/**
 * The session's browser as if just started: the driver's own fresh page where its engine gives one
 * (bounded, and guarded as the driver was), else the browser closed and a new one launched.
 */
export async function startAfresh(
  session: EngineSession,
  limits: { commandMs: number; probeMs?: number },
): Promise<EngineDriver> {
  const { startAfresh: freshPage } = session.driver;
  if (freshPage) return guarded(await answerWithin(freshPage(), limits.commandMs, "a fresh page"), limits);
  await session.driver.close();
  return session.relaunch();
}

export interface Outcome<T> {
  value: T;
  /**
   * What went wrong with the machinery on the way (empty when nothing did): "WebKit stopped answering
   * during `…` (…); restarted", to which the caller adds how the second go ended.
   */
  restarts: string[];
}

/** Thrown when the browser stopped answering on both goes: the run fails, naming the hang. */
export class EngineGaveUp extends Error {
  override name = "EngineGaveUp";
}

/**
 * Where what the session's hung browser was doing is kept, said as an addition to what was seen; made
 * before the browser is killed, while its processes are still there to be read.
 */
async function hangRecord(session: EngineSession): Promise<string> {
  const { pid, stallSigns } = session.driver;
  const signs = stallSigns ? await stallSigns().catch((error: unknown) => `not asked: ${messageOf(error)}`) : undefined;
  const asked = signs ? `; asked then, ${signs}` : "";
  if (!session.hangs || pid === undefined) return asked;
  return `${asked}; its processes then: ${await keepHang({ engine: session.engine, root: pid, signs, ...session.hangs })}`;
}

/**
 * Does the work in the session's browser; if the browser stops answering, ends it, starts another and
 * does the work once more from its start, logging why. A second hang is `EngineGaveUp`; a failure of the
 * work itself on the second go is thrown as it is, with the restart added to its message.
 */
export async function withRestart<T>(
  session: EngineSession,
  what: string,
  work: (driver: EngineDriver) => Promise<T>,
  log: (line: string) => void,
): Promise<Outcome<T>> {
  let first: EngineStoppedAnswering;
  try {
    return { value: await work(session.driver), restarts: [] };
  } catch (error) {
    if (!(error instanceof EngineStoppedAnswering)) throw error;
    first = error;
  }
  const seen = `${session.engine} stopped answering during \`${what}\` (${first.message}${await hangRecord(session)})`;
  log(`  ↻ ${seen}; restarting it`);
  session.driver.kill();
  try {
    session.driver = await session.relaunch();
  } catch (error) {
    throw new EngineGaveUp(`${seen}; it did not start again: ${messageOf(error)}`);
  }
  try {
    const value = await work(session.driver);
    return { value, restarts: [`${seen}; restarted`] };
  } catch (error) {
    if (error instanceof EngineStoppedAnswering) {
      throw new EngineGaveUp(
        `${seen}; restarted, and it stopped answering again (${error.message}${await hangRecord(session)})`,
      );
    }
    if (error instanceof Error) error.message = `${error.message}\n(on the second go: ${seen}; restarted)`;
    throw error;
  }
}
