/**
 * `npm run bench`: Lighthouse 13 (mobile and desktop presets) against every public page of a
 * separate build (build-bench/) whose stock photos come from a local stand-in image host.
 * A benchmark, not a test: missed targets still exit 0; only a failed run exits non-zero.
 * Progress goes to stderr, the results table to stdout, full reports to bench-results/.
 *
 * Runs under plain Node (type stripping), so only erasable TypeScript here.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { type Config, type Flags, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import sharp from "sharp";
import { chromiumBuild } from "../specs/chromium.ts";
import { publicPaths } from "../src/lib/paths.ts";

const ROOT = join(import.meta.dirname, "..");
const BUILD_DIR = "build-bench";
const CLIENT_DIR = join(ROOT, BUILD_DIR, "client");
const RESULTS_DIR = join(ROOT, "bench-results");
const IMAGE_PORT = 4180;
const IMAGE_HOST = `http://127.0.0.1:${IMAGE_PORT}`;
const SITE_PORT = 4181;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const CHROMIUM = chromiumBuild().path;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/**
 * Runs per page and preset; the table shows the median one (Lighthouse's own pick: the run
 * closest to the median first paint and time to interactive). Single runs on a busy 2-core
 * machine swing by a few hundred ms, more than the margins the targets leave.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PRESETS: { name: string; config?: Config }[] = [{ name: "mobile" }, { name: "desktop", config: desktopConfig }];
// Without these, Chromium's background services fail noisily on this machine's closed network.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Everything started so far, stopped in reverse order at the end, on failure, or on Ctrl-C. */
const cleanups: (() => void)[] = [];
function shutdown() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup();
    } catch (error) {
      console.error("cleanup failed:", error);
    }
  }
}
// Also on a crash outside main()'s try (e.g. an unhandled 'error' event), where `finally` never runs.
process.on("exit", shutdown);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    shutdown();
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

/** Runs a command to completion; its output goes to stderr so stdout keeps only the results. */
function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", 2, 2] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")}: ${code}`))));
  });
}

// --- The stand-in for the stock-photo host (images.unsplash.com, imgix-style URL parameters) ---

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
 * The scene is a 3:2 "original" and the requested box its centred crop, as with fit=crop.
 */
function photoPixels(id: string, width: number, height: number): Buffer {
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
  const [spanU, spanV] = width / height > 1.5 ? [1, (1.5 * height) / width] : [width / height / 1.5, 1];
  const grain = seededRandom(`${id}@${width}x${height}`);
  const pixels = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) {
    const v = (1 - spanV) / 2 + (y / height) * spanV;
    for (let x = 0; x < width; x++) {
      const u = (1 - spanU) / 2 + (x / width) * spanU;
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

type ImageFormat = "avif" | "webp" | "jpeg";
const photoCache = new Map<string, Promise<Buffer>>();

/** Encoded once per id, size, format and quality; kept in memory for the whole run. */
function encodedPhoto(id: string, width: number, height: number, format: ImageFormat, quality: number) {
  const key = `${id} ${width}x${height} ${format} q${quality}`;
  let photo = photoCache.get(key);
  if (!photo) {
    const image = sharp(photoPixels(id, width, height), { raw: { width, height, channels: 3 } });
    // AVIF's quality scale runs lower than JPEG's for the same look (sharp's default 50 ≈ JPEG 75-80).
    if (format === "avif") photo = image.avif({ quality: Math.round((quality * 2) / 3), effort: 2 }).toBuffer();
    else if (format === "webp") photo = image.webp({ quality }).toBuffer();
    else photo = image.jpeg({ quality, mozjpeg: true }).toBuffer();
    photoCache.set(key, photo);
  }
  return photo;
}

async function serveImage(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", IMAGE_HOST);
  const id = /^\/(photo-[\w-]+)$/.exec(url.pathname)?.[1];
  const [width, height, quality] = ["w", "h", "q"].map((name) =>
    Number(url.searchParams.get(name) ?? (name === "q" ? 75 : 0)),
  );
  if (!id || ![width, height, quality].every((n) => Number.isInteger(n) && n > 0 && n <= 4000)) {
    response.writeHead(400, { "content-type": "text/plain" }).end("unknown photo or bad w/h/q");
    return;
  }
  // Like the real host's auto=format: the best format the Accept header allows, else JPEG.
  const accept = request.headers.accept ?? "";
  const auto = url.searchParams.get("auto")?.split(",").includes("format");
  const format: ImageFormat =
    auto && accept.includes("image/avif") ? "avif" : auto && accept.includes("image/webp") ? "webp" : "jpeg";
  const body = await encodedPhoto(id, width, height, format, Math.min(quality, 100));
  response.writeHead(200, {
    "content-type": `image/${format}`,
    "content-length": body.length,
    "cache-control": "public, max-age=31536000, immutable",
    vary: "Accept",
    "access-control-allow-origin": "*",
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

function startImageHost(): Promise<void> {
  const server = createServer((request, response) => {
    serveImage(request, response).catch((error: unknown) => {
      console.error("image host:", error);
      response.destroy();
    });
  });
  cleanups.push(() => server.close());
  return new Promise((resolve, reject) => {
    server.once("error", reject).listen(IMAGE_PORT, "127.0.0.1", resolve);
  });
}

/** Encodes every image the pages reference up front, so no Lighthouse run waits on an encoder. */
async function prewarmImages(pages: string[]) {
  const pattern = new RegExp(`${IMAGE_HOST.replaceAll(".", "\\.")}/photo-[^"'\\s,)]+`, "g");
  const urls = new Set(
    pages.flatMap((html) =>
      (html.match(pattern) ?? []).map((u) => u.replaceAll("&amp;", "&").replaceAll("\\u0026", "&")),
    ),
  );
  const queue = [...urls];
  const accept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"; // what Chromium sends
  const worker = async () => {
    for (let url = queue.pop(); url; url = queue.pop()) {
      const response = await fetch(url, { headers: { accept } });
      if (!response.ok) throw new Error(`image host answered ${response.status} for ${url}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all([worker(), worker()]);
  console.error(`Prewarmed ${urls.size} images.`);
}

// --- The site and the Lighthouse runs ---

/** Whether anything answers at the URL at all. */
const answers = (url: string) => fetch(url).then(Boolean, () => false);

async function startSite(): Promise<void> {
  // A leftover server on the port would silently be measured instead of this build.
  if (await answers(SITE)) throw new Error(`port ${SITE_PORT} is already in use`);
  const child: ChildProcess = spawn(process.execPath, ["src/server/start.ts"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR, PORT: String(SITE_PORT) },
    stdio: ["ignore", 2, 2],
  });
  cleanups.push(() => child.kill());
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`site server exited with ${child.exitCode}`);
    if (await answers(SITE)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("site server did not answer within 10 s");
}

interface Run {
  lhr: Result;
  /** The JSON and HTML reports. */
  reports: string[];
}

/** One Lighthouse run in a fresh Chromium (as the Lighthouse CLI does), so runs share no cache or profile. */
async function audit(route: string, preset: (typeof PRESETS)[number]): Promise<Run> {
  const chrome: LaunchedChrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // our own handler stops everything
  });
  const stop = () => chrome.kill();
  cleanups.push(stop);
  try {
    const flags: Flags = { port: chrome.port, output: ["json", "html"], logLevel: "error", onlyCategories: CATEGORIES };
    const result = await lighthouse(`${SITE}${route}`, flags, preset.config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    return { lhr: result.lhr, reports: result.report as string[] };
  } finally {
    cleanups.splice(cleanups.indexOf(stop), 1);
    stop();
  }
}

/** A run that Lighthouse completed, retried twice on runtime errors such as NO_NAVSTART (often transient). */
async function auditWithRetries(route: string, preset: (typeof PRESETS)[number]): Promise<Run> {
  let run = await audit(route, preset);
  for (let attempt = 2; run.lhr.runtimeError && attempt <= 3; attempt++) {
    console.error(`  ${run.lhr.runtimeError.code}; attempt ${attempt} of 3…`);
    run = await audit(route, preset);
  }
  return run;
}

/** The median of RUNS runs (its reports are the ones saved), and every run that could be ranked. */
async function medianRun(
  route: string,
  preset: (typeof PRESETS)[number],
): Promise<{ median: Result; measured: Result[] }> {
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++) {
    console.error(`Lighthouse ${preset.name} ${route} (run ${i} of ${RUNS})…`);
    runs.push(await auditWithRetries(route, preset));
  }
  // Runs without a first paint or time to interactive (failed ones) cannot be ranked; if none can, report the first.
  const measured = filterToValidRuns(runs.map((run) => run.lhr));
  const median = measured.length ? computeMedianRun(measured) : runs[0].lhr;
  const [json, html] = (runs.find((run) => run.lhr === median) as Run).reports;
  const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "-")}.${preset.name}`;
  writeFileSync(join(RESULTS_DIR, `${name}.report.json`), json);
  writeFileSync(join(RESULTS_DIR, `${name}.report.html`), html);
  return { median, measured };
}

interface Row {
  route: string;
  preset: string;
  /** The median run, which the table's main columns show. */
  lhr: Result;
  /** All ranked runs, for the spread column: a median can hide a page that misses a target every other run. */
  measured: Result[];
}

/** A category score as 0–100, or "err" when Lighthouse could not compute it. */
const fmtScore = (score: number | null | undefined) =>
  typeof score === "number" ? String(Math.round(score * 100)) : "err";

/** "lowest–highest" of the runs' values, or the one value when they all agree. */
function spread(values: number[], format: (value: number) => string): string {
  if (values.length === 0) return "–";
  const [low, high] = [format(Math.min(...values)), format(Math.max(...values))];
  return low === high ? low : `${low}–${high}`;
}

/** The results table, and the targets each row misses. */
function report(rows: Row[]): { table: string; missed: string[] } {
  const header = ["route", "preset", "performance", "accessibility", "best practices", "SEO", "LCP (s)", "CLS"];
  header.push("TBT (ms)", "transferred (KB)", "all runs: perf. · LCP (s) · TBT (ms)");
  const missed: string[] = [];
  const lines = rows.map(({ route, preset, lhr, measured }) => {
    const scores = CATEGORIES.map((id) => lhr.categories[id]?.score);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const [lcp, cls] = [metric("largest-contentful-paint") / 1000, metric("cumulative-layout-shift")];
    const [tbt, bytes] = [metric("total-blocking-time"), metric("total-byte-weight")];
    const misses = CATEGORIES.flatMap((id, i) => (scores[i] === 1 ? [] : [`${id} ${fmtScore(scores[i])}`]));
    if (!(cls === 0)) misses.push(`CLS ${cls}`);
    if (preset === "mobile" && !(lcp <= 1.5)) misses.push(`LCP ${lcp.toFixed(2)} s`);
    if (lhr.runtimeError) misses.push(`runtime error ${lhr.runtimeError.code}`);
    if (misses.length) missed.push(`${route} ${preset}: ${misses.join(", ")}`);
    const numbers = [lcp.toFixed(2), cls.toFixed(3), tbt.toFixed(0), (bytes / 1024).toFixed(0)];
    const ofRuns = (id: string) => measured.map((run) => run.audits[id]?.numericValue ?? Number.NaN);
    const runs = [
      spread(
        measured.map((run) => (run.categories.performance?.score ?? Number.NaN) * 100),
        (value) => value.toFixed(0),
      ),
      spread(ofRuns("largest-contentful-paint"), (ms) => (ms / 1000).toFixed(2)),
      spread(ofRuns("total-blocking-time"), (ms) => ms.toFixed(0)),
    ].join(" · ");
    return [route, preset, ...scores.map(fmtScore), ...numbers, runs];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  // Text columns left-aligned, numbers right-aligned.
  const isText = (column: number) => column < 2 || column === header.length - 1;
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (isText(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  const table = [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n");
  return { table, missed };
}

async function main() {
  const started = performance.now();
  if (!(Number.isInteger(RUNS) && RUNS >= 1)) throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${RUNS}`);
  console.log(
    `Note: stock photos were served by a local stand-in host (${IMAGE_HOST}) with the same paths and parameters, pixel dimensions, ` +
      "formats (AVIF/WebP/JPEG by Accept) and cache headers, because the real stock-photo host (images.unsplash.com) " +
      "is unreachable here. Its generated pictures weigh about what real photos do, but real ones may differ.\n",
  );
  console.error(`Building ${BUILD_DIR}/ (build/ is left alone)…`);
  await run("npm", ["run", "build"], { BUILD_DIR, VITE_IMAGE_HOST: IMAGE_HOST });
  await startImageHost();
  // `npm run bench -- /contact /blog` measures only those pages.
  const chosen = process.argv.slice(2);
  const routes = publicPaths.filter((route) => chosen.length === 0 || chosen.includes(route));
  if (routes.length === 0) throw new Error(`no public page matches ${chosen.join(" ")}`);
  const pages = routes.map((route) => readFileSync(join(CLIENT_DIR, route, "index.html"), "utf8"));
  await prewarmImages(pages);
  await startSite();
  mkdirSync(RESULTS_DIR, { recursive: true });

  // Sequential on purpose: parallel runs would compete for the machine's 2 cores and skew the timings.
  const rows: Row[] = [];
  for (const route of routes) {
    for (const preset of PRESETS) {
      const { median, measured } = await medianRun(route, preset);
      rows.push({ route, preset: preset.name, lhr: median, measured });
    }
  }

  const { table, missed } = report(rows);
  console.log(table);
  console.log(
    missed.length
      ? `\nTargets missed (100 in every category, CLS 0, mobile LCP ≤ 1.5 s):\n  ${missed.join("\n  ")}`
      : "\nAll targets met: 100 in every category, CLS 0, mobile LCP ≤ 1.5 s.",
  );
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(
    `\nMedian of ${RUNS} Lighthouse runs for each of the ${rows.length} rows; wall time ${Math.floor(seconds / 60)} min ${seconds % 60} s. Reports: bench-results/`,
  );
  // A page Lighthouse could not measure at all is a failed run, not a missed target.
  if (rows.some(({ lhr }) => lhr.runtimeError)) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error("Benchmark failed:", error);
  process.exitCode = 1;
} finally {
  shutdown();
}
