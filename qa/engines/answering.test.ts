import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import {
  answerWithin,
  EngineGaveUp,
  type EngineSession,
  EngineStoppedAnswering,
  guarded,
  NoAnswer,
  startAfresh,
  withRestart,
} from "./answering.ts";
import type { EngineDriver } from "./driver.ts";
import { fakeDriver, openFakePage } from "./fixtures/fake-driver.ts";
import { asleepInSleep, started } from "./fixtures/processes.ts";
import { recordedGdb } from "./fixtures/recorded-gdb.ts";
import { killTree } from "./process-tree.ts";

/** Where a command never answers: the outcome is the same at any length, so a short one keeps the specs quick. */
const LIMIT_MS = 50;
const never = () => new Promise<never>(() => undefined);

/** A `sleep` standing for a hung browser's process, once it sleeps; ended with the test. */
const asleep = (seconds: string) => started(`exec sleep ${seconds}`, "sleep to sleep", asleepInSleep);

/** A fake browser whose page answers scripts, with the given commands replaced. */
function browser(replaced: Partial<EngineDriver> = {}) {
  const driver = fakeDriver(openFakePage(), { name: "WebKit", version: "2.50.6" });
  return Object.assign(driver, replaced);
}

describe("a command the browser does not answer in time", () => {
  it("is the machinery's fault, naming the command and the limit, not a failure of the page", async () => {
    const driver = guarded(browser({ goto: never }), { commandMs: LIMIT_MS });
    const failure = await driver.goto("/").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EngineStoppedAnswering);
    expect((failure as Error).message).toBe("no answer to goto within 0.05 s");
  });

  it("is the machinery's fault when the adapter's own transport gave up waiting (puppeteer's protocol timeout)", async () => {
    const timedOut = new Error(
      "Runtime.callFunctionOn timed out. Increase the 'protocolTimeout' setting in launch/connect calls for a higher timeout if needed.",
    );
    const driver = guarded(browser({ evaluate: () => Promise.reject(timedOut) }), { commandMs: LIMIT_MS });
    const failure = await driver.evaluate(() => 1).catch((error: unknown) => error);
    expect([failure instanceof EngineStoppedAnswering, (failure as Error).message]).toEqual([
      true,
      "no answer to evaluate (Runtime.callFunctionOn) within 20 s",
    ]);
  });

  it("is the machinery's fault when puppeteer's own wait for a navigation ran out", async () => {
    const timedOut = Object.assign(new Error("Navigation timeout of 20000 ms exceeded"), { name: "TimeoutError" });
    const driver = guarded(browser({ goto: () => Promise.reject(timedOut) }), { commandMs: LIMIT_MS });
    await expect(driver.goto("/")).rejects.toThrow(
      new EngineStoppedAnswering("no answer to goto within 20 s (Navigation timeout of 20000 ms exceeded)"),
    );
  });

  it("is a shot of the whole page too, counted shot by shot while the caller's own work runs between them", async () => {
    const driver = guarded(browser({ wholePage: (use) => use(never) }), { commandMs: LIMIT_MS });
    const failure = await driver.wholePage((shoot) => shoot()).catch((error: unknown) => error);
    expect([failure instanceof EngineStoppedAnswering, (failure as Error).message]).toEqual([
      true,
      "no answer to a shot within 0.05 s",
    ]);
  });
});

describe("a command that fails", () => {
  it("is the page's own failure, passed on untouched, while the browser still answers", async () => {
    const refused = new Error("no such element: a[href='/blogi']");
    const driver = guarded(browser({ click: () => Promise.reject(refused) }), { commandMs: LIMIT_MS });
    await expect(driver.click("a")).rejects.toBe(refused);
  });

  it("is the machinery's fault when the browser then answers nothing at all (it died)", async () => {
    const driver = guarded(
      browser({ click: () => Promise.reject(new Error("ECONNREFUSED 127.0.0.1:4444")), evaluate: never }),
      { commandMs: LIMIT_MS, probeMs: LIMIT_MS },
    );
    const failure = await driver.click("a").catch((error: unknown) => error);
    expect([failure instanceof EngineStoppedAnswering, (failure as Error).message]).toEqual([
      true,
      "click failed (ECONNREFUSED 127.0.0.1:4444), and the browser no longer answers",
    ]);
  });

  it("answers with its own result when it answers in time", async () => {
    await expect(answerWithin(Promise.resolve(7), LIMIT_MS, "a sum")).resolves.toBe(7);
    await expect(answerWithin(never(), LIMIT_MS, "a sum")).rejects.toThrow(NoAnswer);
  });
});

describe("work in a browser that stops answering", () => {
  const session = (first: EngineDriver, next: () => Promise<EngineDriver>): EngineSession => ({
    engine: "WebKit",
    driver: first,
    relaunch: next,
  });

  it("is done again from its start in a browser started anew, after the first is killed, and the restart is told", async () => {
    const first = browser();
    const second = browser();
    const lines: string[] = [];
    const goes: EngineDriver[] = [];
    const outcome = await withRestart(
      session(first, async () => second),
      "page / @axe-clean",
      async (driver) => {
        goes.push(driver);
        if (driver === first) throw new EngineStoppedAnswering("no answer to evaluate within 20 s");
        return "walked";
      },
      (line) => lines.push(line),
    );
    const seen = "WebKit stopped answering during `page / @axe-clean` (no answer to evaluate within 20 s)";
    expect(outcome).toEqual({ value: "walked", restarts: [`${seen}; restarted`] });
    expect(lines).toEqual([`  ↻ ${seen}; restarting it`]);
    expect([goes, first.log.at(-1)]).toEqual([[first, second], "kill"]);
  });

  it("keeps what the hung browser's processes were doing, read before they are killed, and names the record", async () => {
    // A real process stands for the hung browser, and killing the fake browser kills it.
    const hung = await asleep("300");
    const first = browser({ pid: hung, kill: () => killTree(hung) });
    const hangs = { dir: testFolder("hangs"), gdb: recordedGdb() };
    const outcome = await withRestart(
      { ...session(first, async () => browser()), hangs },
      "picture home-desktop.png",
      async (driver) => {
        if (driver === first) throw new EngineStoppedAnswering("no answer to WebDriver's executeScript within 20 s");
        return "taken";
      },
      () => undefined,
    );
    const [restart] = outcome.restarts;
    const file = /; its processes then: (\S+)\)/.exec(restart)?.[1] ?? "";
    expect(restart).toBe(
      `WebKit stopped answering during \`picture home-desktop.png\` (no answer to WebDriver's executeScript within 20 s; its processes then: ${file}); restarted`,
    );
    expect(file.startsWith(`${hangs.dir}/webkit-hang-`)).toBe(true);
    expect(readFileSync(file, "utf8")).toContain(`process ${hung} (sleep), parent ${process.pid}: sleep 300`);
  });

  it("asks the hung browser what still answers before it is killed, and says so in the restart's line and its record", async () => {
    const hung = await asleep("300");
    const order: string[] = [];
    const signs = "window handles (the browser's own): 1; title (the page's): no answer within 3 s";
    const first = browser({
      pid: hung,
      stallSigns: async () => {
        order.push("asked");
        return signs;
      },
      kill: () => {
        order.push("killed");
        killTree(hung);
      },
    });
    const outcome = await withRestart(
      { ...session(first, async () => browser()), hangs: { dir: testFolder("hangs"), gdb: recordedGdb() } },
      "page / @axe-clean",
      async (driver) => {
        if (driver === first) throw new EngineStoppedAnswering("no answer to WebDriver's executeScript within 20 s");
        return "walked";
      },
      () => undefined,
    );
    const [restart] = outcome.restarts;
    expect(restart).toMatch(
      /^WebKit stopped answering during `page \/ @axe-clean` \(no answer to WebDriver's executeScript within 20 s; asked then, window handles \(the browser's own\): 1; title \(the page's\): no answer within 3 s; its processes then: \S+\); restarted$/,
    );
    const file = /; its processes then: (\S+)\)/.exec(restart)?.[1] ?? "";
    const [said, blank, heading] = readFileSync(file, "utf8").split("\n");
    expect([said, blank]).toEqual([`Asked before the kill: ${signs}.`, ""]);
    expect(heading).toMatch(/^WebKit stopped answering; its processes at \S+:$/);
    expect(order).toEqual(["asked", "killed"]);
  });

  it("keeps no record when there is no place for one, or no process known to read", async () => {
    const hung = await asleep("300");
    const hangs = { dir: testFolder("hangs"), gdb: recordedGdb() };
    const stopped = () => Promise.reject(new EngineStoppedAnswering("no answer to goto within 20 s"));
    const restarted = (driver: EngineDriver, place?: typeof hangs) =>
      withRestart(
        { ...session(driver, async () => browser()), hangs: place },
        "page /",
        stopped,
        () => undefined,
      ).catch((error: unknown) => String(error));
    const unrecorded =
      "EngineGaveUp: WebKit stopped answering during `page /` (no answer to goto within 20 s); restarted, and it stopped answering again (no answer to goto within 20 s)";
    expect(await restarted(browser({ pid: hung }))).toBe(unrecorded);
    expect(await restarted(browser(), hangs)).toBe(unrecorded);
    expect(readdirSync(hangs.dir)).toEqual([]);
  });

  it("keeps a record of the second hang too, when the new browser stops answering as well", async () => {
    const hung = [await asleep("300"), await asleep("301")];
    const [first, second] = hung.map((pid) => browser({ pid, kill: () => killTree(pid) }));
    const failure = await withRestart(
      { ...session(first, async () => second), hangs: { dir: testFolder("hangs"), gdb: recordedGdb() } },
      "page /",
      () => Promise.reject(new EngineStoppedAnswering("no answer to goto within 20 s")),
      () => undefined,
    ).catch((error: unknown) => error);
    const records = [...String(failure).matchAll(/; its processes then: (\S+)\)/g)].map((match) => match[1]);
    expect(records.map((file) => readFileSync(file, "utf8").split("\n")[2])).toEqual([
      `process ${hung[0]} (sleep), parent ${process.pid}: sleep 300`,
      `process ${hung[1]} (sleep), parent ${process.pid}: sleep 301`,
    ]);
  });

  it("fails at once, naming both hangs, when the new browser stops answering too", async () => {
    const work = () => Promise.reject(new EngineStoppedAnswering("no answer to goto within 20 s"));
    const failure = await withRestart(
      session(browser(), async () => browser()),
      "page /",
      work,
      () => undefined,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EngineGaveUp);
    expect((failure as Error).message).toBe(
      "WebKit stopped answering during `page /` (no answer to goto within 20 s); restarted, and it stopped answering again (no answer to goto within 20 s)",
    );
  });

  it("fails at once when no new browser starts, saying why", async () => {
    const work = () => Promise.reject(new EngineStoppedAnswering("no answer to goto within 20 s"));
    const noBrowser = () => Promise.reject(new Error("waited 10000 ms for WebKitWebDriver on port 4444"));
    await expect(withRestart(session(browser(), noBrowser), "page /", work, () => undefined)).rejects.toThrow(
      "WebKit stopped answering during `page /` (no answer to goto within 20 s); it did not start again: waited 10000 ms for WebKitWebDriver on port 4444",
    );
  });

  it("keeps an assertion's failure on the second go as the verdict, with the restart in its message", async () => {
    const first = browser();
    const work = async (driver: EngineDriver) => {
      if (driver === first) throw new EngineStoppedAnswering("no answer to goto within 20 s");
      throw new Error("axe violations on /");
    };
    await expect(
      withRestart(
        session(first, async () => browser()),
        "page /",
        work,
        () => undefined,
      ),
    ).rejects.toThrow(
      "axe violations on /\n(on the second go: WebKit stopped answering during `page /` (no answer to goto within 20 s); restarted)",
    );
  });

  it("never does an assertion's failure again: one go, the browser kept", async () => {
    const first = browser();
    let goes = 0;
    const work = async () => {
      goes++;
      throw new Error("axe violations on /");
    };
    const restart = () => Promise.reject(new Error("must not restart"));
    await expect(withRestart(session(first, restart), "page /", work, () => undefined)).rejects.toThrow(
      "axe violations on /",
    );
    expect([goes, first.log.includes("kill")]).toEqual([1, false]);
  });
});

describe("a browser started afresh between the pictures and the journeys", () => {
  const sessionOf = (driver: EngineDriver, relaunch: () => Promise<EngineDriver>): EngineSession => ({
    engine: "Firefox",
    driver,
    relaunch,
  });

  it("is the driver's own fresh page where its engine gives one: the browser is neither closed nor launched again", async () => {
    const calls: string[] = [];
    const fresh = browser({ goto: () => Promise.reject(new Error("a closed tab")) });
    const first = browser({
      startAfresh: async () => fresh,
      close: async () => void calls.push("close"),
    });
    const driver = await startAfresh(
      sessionOf(first, async () => {
        calls.push("relaunch");
        return browser();
      }),
      { commandMs: LIMIT_MS },
    );
    expect(calls).toEqual([]);
    // The fresh page's commands, guarded as every driver's are: its failure is the page's, as it still answers.
    await expect(driver.goto("/")).rejects.toThrow("a closed tab");
    const silent = await startAfresh(sessionOf(browser({ startAfresh: async () => browser({ goto: never }) }), never), {
      commandMs: LIMIT_MS,
    });
    await expect(silent.goto("/")).rejects.toThrow(EngineStoppedAnswering);
  });

  it("is given up as unanswered when the fresh page does not come in time", async () => {
    const stuck = browser({ startAfresh: never });
    await expect(startAfresh(sessionOf(stuck, never), { commandMs: LIMIT_MS })).rejects.toThrow(
      "no answer to a fresh page within 0.05 s",
    );
  });

  it("is a new browser where the engine gives no fresh page: the old one closed first", async () => {
    const calls: string[] = [];
    const second = browser();
    const first = browser({ close: async () => void calls.push("close") });
    const driver = await startAfresh(
      sessionOf(first, async () => {
        calls.push("relaunch");
        return second;
      }),
      { commandMs: LIMIT_MS },
    );
    expect(calls).toEqual(["close", "relaunch"]);
    expect(driver).toBe(second);
  });
});
