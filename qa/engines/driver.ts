/**
 * The few things a journey asks of a browser, the same for every engine. Each engine has one
 * adapter (firefox.ts, webkit.ts); the journeys (journeys.ts) see only this.
 *
 */

/** A function the page runs; its arguments and result cross the wire as JSON. */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>;

export interface EngineDriver {
  /** The engine's name and version, as the browser itself reports them. */
  engine: { name: string; version: string };
  /**
   * Opens an address of the site (a path), or a whole address (a story in the catalogue), waits until
   * its document has loaded and returns the status it got.
   */
  goto(path: string): Promise<number | undefined>;
  /** Runs a function in the page and returns its result. */
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  /** Runs a classic script's source in the page (as a browser extension would: the page's CSP does not apply). */
  runScript(source: string): Promise<void>;
  /** Clicks the element a CSS selector names, the way a pointer does. */
  click(selector: string): Promise<void>;
  /** Clicks a point of the viewport (CSS pixels from its top left corner). */
  clickAt(x: number, y: number): Promise<void>;
  /** Types text into the element a CSS selector names, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses one key on the focused element (a W3C key name such as "Escape"). */
  press(key: "Escape" | "Tab" | "Enter"): Promise<void>;
  /** Resizes the viewport; the engine may keep a larger width, so read `innerWidth` back. */
  resize(width: number, height: number): Promise<void>;
  /** Console errors and uncaught page errors since the last call. */
  takeErrors(): Promise<string[]>;
  /** The viewport as it is now, into a PNG file (a failed journey's last sight). */
  screenshot(file: string): Promise<void>;
  /**
   * Shows the whole page for `use`, whose `shoot` gives it the page from its top, as wide as the
   * viewport and as long as the document, as PNG, as often as it asks (until two shots agree).
   */
  wholePage<T>(use: (shoot: () => Promise<Buffer>) => Promise<T>): Promise<T>;
  /**
   * The same browser as if just started, where the engine can give one without starting anew: a page
   * with nothing of this one's (cache, cookies, storage, pointer). This driver's page is closed.
   */
  startAfresh?(): Promise<EngineDriver>;
  /**
   * Asked of a browser that stopped answering, before it is killed: what still answers, each part bounded
   * (WebKit: the window handles, which only the browser's UI process answers, and the title, which the
   * page answers), said in a line for the hang's record and the run's line.
   */
  stallSigns?(): Promise<string>;
  /** Ends the browser politely (bounded: one that does not answer is killed). */
  close(): Promise<void>;
  /** Ends the browser and everything it started at once, whatever state it is in (a frozen one too). */
  kill(): void;
  /** The process above everything the browser started, which `kill` ends: read for the record of a hang. */
  pid?: number;
}

/** An engine this machine may or may not have: how to find it and how to start it. */
export interface Engine {
  name: string;
  /** How the journeys reach it: the browser, the protocol, the client. */
  via: string;
  /** The programs it needs (all from Debian packages), checked before anything starts. */
  programs: string[];
  /** Starts the browser for the run's own servers: the site's, and the catalogue's where the run serves it. */
  launch(origins: { origin: string; catalogue?: string }): Promise<EngineDriver>;
}
