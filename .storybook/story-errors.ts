/**
 * What a story logs as an error while it renders and plays: each `console.error` (a failed play
 * function is logged, not thrown) and each error nothing caught (an effect's, an event handler's,
 * a promise's). The catalogue sets them beside the story's finished mark (preview.tsx), where the
 * Firefox and WebKit pictures read them: their drivers cannot tell a story's console from the page's.
 */
export function noteStoryErrors() {
  const errors: string[] = [];
  const original = console.error;
  let stopped = false;
  const noting = (...args: unknown[]) => {
    if (!stopped) errors.push(args.map(String).join(" "));
    original.apply(console, args);
  };
  console.error = noting;
  const uncaught = (event: ErrorEvent) => errors.push(`uncaught: ${event.message}`);
  const unhandled = (event: PromiseRejectionEvent) => errors.push(`unhandled rejection: ${String(event.reason)}`);
  window.addEventListener("error", uncaught);
  window.addEventListener("unhandledrejection", unhandled);
  return {
    errors,
    /**
     * Stops noting: the window as it was, and the console too unless something replaced it since (a
     * story's spy, which Storybook puts back later): this then only passes the errors on.
     */
    stop() {
      stopped = true;
      if (console.error === noting) console.error = original;
      window.removeEventListener("error", uncaught);
      window.removeEventListener("unhandledrejection", unhandled);
    },
  };
}
