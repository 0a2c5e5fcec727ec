import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp, { type PngOptions } from "sharp";
import { describe, expect, it } from "vitest";
import { samePixels } from "./same-pixels.ts";

const dir = mkdtempSync(join(tmpdir(), "stability-pixels-"));
async function png(name: string, colour: string, options: PngOptions = {}, size = { width: 4, height: 3 }) {
  const file = join(dir, name);
  await sharp({ create: { ...size, channels: 4, background: colour } })
    .png(options)
    .toFile(file);
  return file;
}

describe("comparing two screenshots", () => {
  it("finds the same pixels the same even when the files are encoded differently", async () => {
    expect(
      await samePixels(await png("a.png", "#14622e"), await png("b.png", "#14622e", { compressionLevel: 0 })),
    ).toBe(true);
  });

  it("finds a different colour or size different", async () => {
    const green = await png("green.png", "#14622e");
    expect(await samePixels(green, await png("red.png", "#a4161a"))).toBe(false);
    const wide = join(dir, "wide.png");
    await sharp({ create: { width: 5, height: 3, channels: 4, background: "#14622e" } })
      .png()
      .toFile(wide);
    expect(await samePixels(green, wide)).toBe(false);
  });

  it("finds a picture turned on its side different, though it holds as many pixels of the same colour", async () => {
    const landscape = await png("landscape.png", "#14622e");
    const portrait = await png("portrait.png", "#14622e", {}, { width: 3, height: 4 });
    expect(await samePixels(landscape, portrait)).toBe(false);
    expect(await samePixels(portrait, landscape)).toBe(false);
  });
});
