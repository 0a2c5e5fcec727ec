import type { Verdict } from "./verdict.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const list = (heading: string, items: string[]) =>
  items.length > 0 ? `<h2>${heading}</h2><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "";

/**
 * The stability run's page: flaky and failing tests, and each unstable picture with its two
 * images side by side. `pictures` are the images' addresses relative to the page, pair by pair.
 */
export function stabilityPage(verdict: Verdict, repeats: number, pictures: [string, string][]): string {
  const unstable = verdict.unstable.map(
    (
      entry,
      index,
    ) => `<section><h3>${escapeHtml(entry.screenshot)}: ${escapeHtml(entry.test)}</h3><p>${escapeHtml(entry.why)}</p>
<div class="pair">${pictures[index].map((src, side) => `<figure><img src="${escapeHtml(src)}" alt="${side === 0 ? "first" : "second"} picture of ${escapeHtml(entry.screenshot)}"><figcaption>${side === 0 ? "first" : "second"}</figcaption></figure>`).join("")}</div></section>`,
  );
  const clean = verdict.flaky.length + verdict.failing.length + verdict.unstable.length + verdict.changed.length === 0;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stability run</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; margin: 2rem auto; max-width: 90rem; padding: 0 1rem; }
.pair { display: flex; gap: 1rem; flex-wrap: wrap; } figure { margin: 0; flex: 1 1 20rem; } img { max-width: 100%; border: 1px solid #888; }</style></head>
<body><main>
<h1>Stability run: each test ${repeats} times</h1>
<p>${clean ? "Every test passed every time, and every picture came out the same." : "Some tests or pictures did not come out the same each time."}</p>
${list("Flaky: passed in some runs, failed in others", verdict.flaky)}
${list("Failing in every run", verdict.failing)}
${list("Differing from the approved picture in every run, the same way each time", verdict.changed)}
${unstable.length > 0 ? `<h2>Unstable pictures</h2>${unstable.join("\n")}` : ""}
</main></body>
</html>
`;
}
