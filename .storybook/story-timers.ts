/**
 * The timers a story starts end with it, as they would in a page loaded afresh for the next story:
 * the catalogue shows story after story in one page (qa/support/story-in-place.ts), and a timeout
 * or interval that outlived its story would act on the next. A component's own clean-up ends its
 * timers already; this ends those of anything else the story ran (a play function, a helper, a test
 * acting in the page). Timers the catalogue's libraries keep for themselves (React's scheduler,
 * Storybook's own) took `setTimeout` as they loaded, and are left alone.
 */
export function keepStoryTimers() {
  const { setTimeout: startTimeout, setInterval: startInterval } = window;
  const started = new Set<number>();
  window.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
    const id = startTimeout(...args);
    started.add(id);
    return id;
  }) as typeof setTimeout;
  window.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const id = startInterval(...args);
    started.add(id);
    return id;
  }) as typeof setInterval;
  /** Ends every timer the story started that has not run out, and gives the window its own functions back. */
  return function endStoryTimers() {
    window.setTimeout = startTimeout;
    window.setInterval = startInterval;
    // A timeout's and an interval's ids are one set: clearTimeout ends either.
    for (const id of started) window.clearTimeout(id);
  };
}
