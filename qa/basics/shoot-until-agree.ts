/**
 * Pictures of a page that may still be changing, taken as Playwright's toHaveScreenshot takes its own:
 * shot after shot until two in a row are the same bytes, that shot being the picture. A page that draws
 * something else every time never agrees, so the shots stop at a limit, and the error names the picture.
 */
export async function shootUntilTwoAgree({
  shoot,
  limit,
  picture,
  first,
}: {
  /** Takes one shot. */
  shoot: () => Promise<Buffer>;
  /** How many shots at most, the first included. */
  limit: number;
  /** The picture as the error names it. */
  picture: string;
  /** A first shot taken before (a caller compares it with its baseline first); otherwise one is taken here. */
  first?: Buffer;
}): Promise<Buffer> {
  let previous = first ?? (await shoot());
  for (let shot = 2; shot <= limit; shot++) {
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(`${picture} did not settle: ${limit} shots in a row differed.`);
}
