/**
 * WebKit's console, watched from inside the page (run in the page through WebDriver).
 *
 */

/**
 * WebDriver classic cannot read the console, so each new document gets a watch of its own:
 * console.error and uncaught errors are noted in the page, where `takeErrors` reads them. The document
 * is known by its path and the story it shows (`id`), not its whole address: the catalogue rewrites its
 * query (args, globals) as the story loads, and a watch that came after that never found its page.
 */
export function watchConsole(url: string): "installed" | "late" | "not yet" {
  const page = window as unknown as { engineErrors?: string[] };
  const wanted = new URL(url);
  const story = (address: URL | Location) => new URLSearchParams(address.search).get("id");
  const isWanted =
    location.origin === wanted.origin && location.pathname === wanted.pathname && story(location) === story(wanted);
  if (!isWanted || page.engineErrors) return "not yet";
  const errors: string[] = [];
  page.engineErrors = errors;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(" ")}`);
    original.apply(console, args);
  };
  window.addEventListener("error", (event) => errors.push(`page error: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) => errors.push(`page error: ${String(event.reason)}`));
  // Once the page is live, errors from taking it over could have gone by unseen.
  return document.documentElement.hasAttribute("data-live") ? "late" : "installed";
}

export const readErrors = () => (window as unknown as { engineErrors?: string[] }).engineErrors?.splice(0) ?? [];
