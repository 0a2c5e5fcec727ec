/**
 * One engine's journeys in turn, in one browser: each walked from the size it starts in, its failure
 * reported with a screenshot and the next one walked all the same. A browser that stops answering is
 * restarted and the journey walked again from its start (answering.ts); twice in a row, and the
 * journeys left are not walked, each saying why.
 *
 */
import { join } from "node:path";
import type { JourneyResult } from "#qa/results/index.ts";
import { EngineGaveUp, type EngineSession, withRestart } from "./answering.ts";
import type { Journey, Site } from "./journey.ts";
import { type EngineInfo, failureReport, passLine, screenshotName } from "./report.ts";

export interface JourneysWalked {
  passed: number;
  failed: number;
  ms: number;
  outcomes: JourneyResult[];
}

export async function runJourneys(
  session: EngineSession,
  journeys: Journey[],
  site: Site,
  info: EngineInfo,
  screenshotDir: string,
  log: (line: string) => void,
): Promise<JourneysWalked> {
  const started = Date.now();
  const outcomes: JourneyResult[] = [];
  /** The size the window has now: unknown after a failure, a resizing journey, and in a browser started anew. */
  let sized: ({ driver: unknown } & Journey["viewport"]) | undefined;
  /** Once the browser has stopped answering twice in a row, the journeys left are not walked. */
  let gaveUp: string | undefined;
  for (const journey of journeys) {
    const journeyStarted = Date.now();
    try {
      if (gaveUp) throw new Error(gaveUp);
      const walked = await withRestart(
        session,
        journey.name,
        async (driver) => {
          const { width, height } = journey.viewport;
          if (sized?.driver !== driver || sized.width !== width || sized.height !== height) {
            await driver.resize(width, height);
          }
          sized = journey.resizes ? undefined : { driver, width, height };
          await driver.takeErrors(); // what an earlier, failed journey left behind is not this one's
          await journey.run(driver, site);
        },
        log,
      );
      const restarts = walked.restarts.map((restart) => `${restart}; passed on the second go`);
      for (const restart of restarts) log(`  ↻ ${restart}`);
      log(passLine(info, journey.name, Date.now() - journeyStarted));
      outcomes.push({ engine: info.name, title: journey.name, status: "passed", ...(restarts.length && { restarts }) });
    } catch (error) {
      sized = undefined;
      if (error instanceof EngineGaveUp) gaveUp = `not walked: ${error.message}`;
      const message = error instanceof Error ? error.message || error.name : String(error);
      outcomes.push({ engine: info.name, title: journey.name, status: "failed", error: message });
      // A browser that gave up answers no screenshot either.
      const file = join(screenshotDir, screenshotName(info, journey.name));
      const screenshot = gaveUp
        ? undefined
        : await session.driver.screenshot(file).then(
            () => file,
            () => undefined,
          );
      log(failureReport(info, journey.name, error, screenshot));
    }
  }
  const failed = outcomes.filter((outcome) => outcome.status === "failed").length;
  return { passed: journeys.length - failed, failed, ms: Date.now() - started, outcomes };
}
