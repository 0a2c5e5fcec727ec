/**
 * The tools' command lines, read by Node's `parseArgs`, strictly: an option a tool does not know, an
 * option without its value, or an argument a tool takes none of is refused in one message that ends
 * with how the command goes, never left unread or taken for something else.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";

/** `parseArgs`' configuration, never made lenient (`strict` is true unless given). */
type StrictConfig = ParseArgsConfig & { strict?: true };

/** `config.args` as `config` reads them; else an error saying what is wrong, then `Usage: <usage>`. */
export function parseCommandLine<T extends StrictConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new Error(`${(error as Error).message.replace(/\.$/, "")}. Usage: ${usage}`);
  }
}

/**
 * What `read` makes of the tool's arguments. A refusal is a mistake in the command line, not a failure
 * of the tool: it is printed alone (no stack) and the tool exits 2.
 */
export function fromCommandLine<T>(read: (args: string[]) => T, args = process.argv.slice(2)): T {
  try {
    return read(args);
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    return process.exit(2);
  }
}
