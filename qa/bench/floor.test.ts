import { describe, expect, it } from "vitest";
import { BENCH_PHONE, floorMs, type LoadTimings } from "./floor.ts";

/** A real throttled load of /about (as qa/bench/live.ts records it; on a busy machine, so the CPU part is long). */
const aboutLoad: LoadTimings = {
  paint: 2292,
  live: 5786,
  scripts: [
    { transferSize: 826, responseEnd: 3343 },
    { transferSize: 57_794, responseEnd: 3929 },
    { transferSize: 627, responseEnd: 3400 },
    { transferSize: 39_399, responseEnd: 3832 },
    { transferSize: 2_611, responseEnd: 3418 },
    { transferSize: 3_385, responseEnd: 3501 },
    { transferSize: 1_996, responseEnd: 3952 },
  ],
};

describe("floor of first paint → live on the bench's phone", () => {
  it("is one request's wait, plus the scripts' bytes at the phone's throughput, plus the work after the last byte", () => {
    const bytes = aboutLoad.scripts.reduce((sum, script) => sum + script.transferSize, 0);
    const transfer = (bytes / BENCH_PHONE.bytesPerSecond) * 1000;
    const work = (aboutLoad.live ?? 0) - 3952;
    expect(floorMs(aboutLoad)).toBeCloseTo(BENCH_PHONE.requestLatencyMs + transfer + work, 6);
  });

  it("uses Lighthouse's own mobile network: 562.5 ms per request and 1.44 Mbit/s", () => {
    expect(BENCH_PHONE.requestLatencyMs).toBe(562.5);
    expect(BENCH_PHONE.bytesPerSecond).toBe(Math.floor((1474.56 * 1024) / 8));
  });

  it("counts only scripts that arrived before the page went live", () => {
    const withLateScript = {
      ...aboutLoad,
      scripts: [...aboutLoad.scripts, { transferSize: 100_000, responseEnd: 6000 }],
    };
    expect(floorMs(withLateScript)).toBe(floorMs(aboutLoad));
  });

  it("counts a script that arrived in the very millisecond the page went live", () => {
    const lastScript = { transferSize: 1_000, responseEnd: 5786 };
    const withLastScript = { ...aboutLoad, scripts: [...aboutLoad.scripts, lastScript] };
    const before = floorMs(aboutLoad) ?? Number.NaN;
    // Its bytes join the line, and the work after the last byte shrinks to nothing.
    const expected = before + (1_000 / BENCH_PHONE.bytesPerSecond) * 1000 - (5786 - 3952);
    expect(floorMs(withLastScript)).toBeCloseTo(expected, 6);
  });

  it("has none for a load that never went live or ran no script", () => {
    expect(floorMs({ ...aboutLoad, live: undefined })).toBeNull();
    expect(floorMs({ ...aboutLoad, scripts: [] })).toBeNull();
  });
});
