/**
 * The timers a story starts end with it, as they would in a page loaded afresh for the next story:
 * the catalogue shows story after story in one page (qa/plan/story-in-place.ts), and a timeout or
 * interval that outlived its story would act on the next. A component's own clean-up ends its timers
 * already; this ends those of anything else the story ran (a play function, a helper, a test acting in
 * the page). Tracked are the timers started through `window` from the story's `beforeEach` to its
 * clean-up: Storybook's own started meanwhile too (a moment's waits, run out by the time the story has
 * finished), not those started before, as MSW's keep-alive is, from a loader. React's scheduler took
 * `setTimeout` as it loaded. A docs page shows several stories at once, whose clean-ups may come in any
 * order: the window gets back what it had only from the wrapper it has, and a wrapper whose story has
 * ended only passes its calls on.
 */
export function keepStoryTimers() {
  const { setTimeout: startTimeout, setInterval: startInterval } = window;
  const started = new Set<number>();
  let ended = false;
  const track = (id: number) => {
    if (!ended) started.add(id);
    return id;
  };
  const timeout = ((...args: Parameters<typeof setTimeout>) => track(startTimeout(...args))) as typeof setTimeout;
  const interval = ((...args: Parameters<typeof setInterval>) => track(startInterval(...args))) as typeof setInterval;
  window.setTimeout = timeout;
  window.setInterval = interval;
  /** Ends every timer the story started that has not run out, and gives the window its own functions back. */
  return function endStoryTimers() {
    ended = true;
    if (window.setTimeout === timeout) window.setTimeout = startTimeout;
    if (window.setInterval === interval) window.setInterval = startInterval;
    // A timeout's and an interval's ids are one set: clearTimeout ends either.
    for (const id of started) window.clearTimeout(id);
  };
}
