import { type BinaryLike, createHash } from "node:crypto";

/**
 * Short names for content, as the tools give pictures, changes and stamps: the first hexadecimal digits of
 * its SHA-256. Sixteen (64 bits) unless a name asks for more.
 */
const HEX_DIGITS = 16;

/** The short hash of content fed in parts (files one after another, pixels chunk by chunk). */
export function runningHash(hexDigits = HEX_DIGITS) {
  const hash = createHash("sha256");
  const running = {
    update(part: BinaryLike) {
      hash.update(part);
      return running;
    },
    digest: () => hash.digest("hex").slice(0, hexDigits),
  };
  return running;
}

/** The short hash of content whole. */
export const hashOf = (content: BinaryLike, hexDigits = HEX_DIGITS) => runningHash(hexDigits).update(content).digest();
