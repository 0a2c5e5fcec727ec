/**
 * Whether this machine has the engines: each comes from Debian packages, never a download. On CI a
 * missing engine is an error; locally the runner says which apt command brings it and goes on
 * with the engines it has.
 *
 */

export const INSTALL_COMMAND = "sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb";

export interface Presence {
  name: string;
  /** The engine's programs this machine lacks. */
  missing: string[];
}

export interface Verdict {
  /** Engines to run. */
  run: string[];
  /** What to print before anything starts; empty when every engine is here. */
  message: string;
  /** Whether the run must fail (CI without an engine). */
  fatal: boolean;
}

export function preflight(engines: Presence[], onCI: boolean): Verdict {
  const absent = engines.filter((engine) => engine.missing.length);
  const run = engines.filter((engine) => !engine.missing.length).map((engine) => engine.name);
  if (!absent.length) return { run, message: "", fatal: false };
  const lines = absent.map((engine) => `  ${engine.name}: ${engine.missing.join(", ")} not found`);
  const message = onCI
    ? ["✗ Engines missing on CI (.ci/setup installs them):", ...lines].join("\n")
    : ["! Not run here, engines missing:", ...lines, `  To run them: ${INSTALL_COMMAND}`].join("\n");
  return { run: onCI ? [] : run, message, fatal: onCI };
}
