/**
 * Everything the benchmark starts (servers, browsers) is stopped in reverse order at the end,
 * on failure, or on Ctrl-C, so no run leaves a port taken.
 *
 */
const cleanups: (() => void)[] = [];

/** Registers something to stop at shutdown; the function returned stops it now instead. */
export function stopAtShutdown(stop: () => void): () => void {
  cleanups.push(stop);
  return () => {
    // Already gone when a shutdown has begun.
    const index = cleanups.indexOf(stop);
    if (index >= 0) cleanups.splice(index, 1);
    stop();
  };
}

export function shutdown() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup();
    } catch (error) {
      console.error("cleanup failed:", error);
    }
  }
}

/** Shuts down on Ctrl-C and kill, and on a crash outside the entry's try (e.g. an unhandled 'error' event). */
export function shutdownOnExit() {
  process.on("exit", shutdown);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      shutdown();
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  }
}
