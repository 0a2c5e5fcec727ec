/**
 * Photo-like pictures for the stand-in stock-photo host: each photo id gets its own scene,
 * encoded to about what a real photo of that size weighs.
 *
 */
import sharp from "sharp";
import type { PhotoAnswer } from "#qa/plan/stock-photos.ts";

/** A small seeded PRNG (FNV-1a hash of the seed, then mulberry32), so each photo id gets its own picture. */
function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Raw RGB pixels of a photo-like picture: gradient "sky and ground", soft blobs, hard-edged boxes,
 * fractal texture and grain. Flat colours would compress to almost nothing and flatter the page's
 * LCP and byte weight; this encodes to roughly what real photos weigh (1200×600 AVIF ≈ 50 KB).
 * The scene fills the answer's original, and the picture shows the part of it the host's answer shows
 * (stock-photos.ts), at the answer's size.
 */
function photoPixels({ id, width, height, original, shows }: PhotoAnswer): Buffer {
  const random = seededRandom(id);
  const colour = () => {
    const base = 40 + random() * 160;
    return [0, 1, 2].map(() => base + (random() - 0.5) * 120);
  };
  const [sky, ground, haze] = [colour(), colour(), colour()];
  const horizon = 0.35 + random() * 0.3;
  const shapes = (count: number, size: number) =>
    Array.from({ length: count }, () => ({
      x: random(),
      y: random(),
      w: 0.05 + random() * size,
      h: 0.1 + random() * size,
      colour: colour(),
    }));
  const [blobs, boxes] = [shapes(7, 0.25), shapes(4, 0.3)];
  const octaves = [12, 48, 192, 640].map((cells, i) => ({
    cells,
    amplitude: 80 / (i + 1),
    grid: Float32Array.from({ length: (cells + 1) ** 2 }, () => random() - 0.5),
  }));
  const texture = (u: number, v: number) => {
    let sum = 0;
    for (const { cells, amplitude, grid } of octaves) {
      const [gx, gy] = [u * cells, v * cells];
      const [ix, iy] = [Math.min(cells - 1, Math.floor(gx)), Math.min(cells - 1, Math.floor(gy))];
      const [fx, fy, i] = [gx - ix, gy - iy, iy * (cells + 1) + ix];
      const top = grid[i] * (1 - fx) + grid[i + 1] * fx;
      const bottom = grid[i + cells + 1] * (1 - fx) + grid[i + cells + 2] * fx;
      sum += (top * (1 - fy) + bottom * fy) * amplitude;
    }
    return sum;
  };
  const [fromU, fromV] = [shows.x / original.width, shows.y / original.height];
  const [spanU, spanV] = [shows.width / original.width, shows.height / original.height];
  const grain = seededRandom(`${id}@${width}x${height}`);
  const pixels = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) {
    const v = fromV + (y / height) * spanV;
    for (let x = 0; x < width; x++) {
      const u = fromU + (x / width) * spanU;
      const [detail, toHorizon] = [texture(u, v), Math.min(1, Math.abs(v - horizon) * 4)];
      for (let c = 0; c < 3; c++) {
        let value = (v < horizon ? sky[c] : ground[c]) * toHorizon + haze[c] * (1 - toHorizon);
        for (const blob of blobs) {
          const d = ((u - blob.x) / blob.w) ** 2 + ((v - blob.y) / blob.h) ** 2;
          if (d < 1) value += (blob.colour[c] - value) * (1 - d) * 0.8;
        }
        for (const box of boxes) {
          if (u > box.x && u < box.x + box.w && v > box.y && v < box.y + box.h)
            value = box.colour[c] + (v - box.y) * 60;
        }
        pixels[(y * width + x) * 3 + c] = value + detail * (1 + c * 0.2) + (grain() - 0.5) * 20;
      }
    }
  }
  return Buffer.from(pixels.buffer);
}

export type ImageFormat = "avif" | "webp" | "jpeg";
const photoCache = new Map<string, Promise<Buffer>>();

/** Encoded once per answer and format; kept in memory for the whole run. */
export function encodedPhoto(answer: PhotoAnswer, format: ImageFormat) {
  const { id, width, height, shows, quality } = answer;
  const key = `${id} ${width}x${height} ${shows.x},${shows.y},${shows.width},${shows.height} ${format} q${quality}`;
  let photo = photoCache.get(key);
  if (!photo) {
    const image = sharp(photoPixels(answer), { raw: { width, height, channels: 3 } });
    // AVIF's quality scale runs lower than JPEG's for the same look (sharp's default 50 ≈ JPEG 75-80).
    if (format === "avif") photo = image.avif({ quality: Math.round((quality * 2) / 3), effort: 2 }).toBuffer();
    else if (format === "webp") photo = image.webp({ quality }).toBuffer();
    else photo = image.jpeg({ quality, mozjpeg: true }).toBuffer();
    photoCache.set(key, photo);
  }
  return photo;
}
