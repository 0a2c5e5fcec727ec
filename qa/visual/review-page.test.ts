import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import type { Change } from "./change";
import type { ReviewedRun } from "./change.ts";
import { NOT_RUN } from "./collect";
import { recordedCollection, recordedCollectionWithCauses, VISUAL_RUN } from "./fixtures/load-fixture";
import { recordedEngineReview, recordedReview } from "./fixtures/recorded-review";
import { REVIEW_SCRIPT, REVIEW_STYLE } from "./review-client";
import type { ReviewData } from "./review-data";
import { acceptCommand, writeReview } from "./review-page";

function written(run: ReviewedRun, serve = false) {
  const dir = testFolder("review");
  // React prints its warnings (a list item without a key) to the terminal of whoever writes the review.
  const warnings = vi.spyOn(console, "error");
  writeReview(dir, run, { serve });
  expect(warnings, "React's warnings").not.toHaveBeenCalled();
  return {
    dir,
    html: readFileSync(join(dir, "index.html"), "utf8"),
    data: JSON.parse(readFileSync(join(dir, "changes.json"), "utf8")) as ReviewData,
  };
}

/** The page's own data for its script, as the browser reads it. */
function pageData(html: string) {
  const json = /<script type="application\/json" id="review-data">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

/** A run of the recorded changes as the given function picks and changes them. */
async function recordedWith(pick: (changes: Change[]) => Change[]): Promise<ReviewedRun> {
  const run = await recordedReview();
  return { ...run, changes: pick(run.changes) };
}

/** The recorded change of that name. */
const named = (changes: Change[], name: string) => changes.find((change) => change.name === name) as Change;

/** The page's text without its markup. */
const text = (html: string) => html.replace(/<[^>]*>/g, "");

/** The entry (its row in the list of all changes, its view under "Each change") that shows the named change. */
function entryShowing(html: string, name: string) {
  const { id } = pageData(html).entries.find((entry: { names: string[] }) => entry.names.includes(name));
  return {
    row: new RegExp(`<tr data-entry="${id}">.*?</tr>`).exec(html)?.[0] ?? "",
    view: new RegExp(`<article [^>]*id="change-${id}".*?</article>`).exec(html)?.[0] ?? "",
  };
}

/** The header story on five pages, on desktop: the same change in each, so one entry. */
const HEADER_DESKTOP = [
  "stories.spec.ts/header--on-about-desktop.png",
  "stories.spec.ts/header--on-article-desktop.png",
  "stories.spec.ts/header--on-blog-desktop.png",
  "stories.spec.ts/header--on-contact-desktop.png",
  "stories.spec.ts/header--on-home-desktop.png",
];

describe("the review folder", () => {
  it("writes the recorded run's review page exactly as recorded, to serve and to open as a file", async () => {
    // The whole page, so that any change to what a reviewer reads shows as a diff of these files
    // (after a deliberate one: `npx vitest run qa/visual/review-page.test.ts -u`, and look at the page).
    // The shared style and script are review-client.ts's, proved in the browser: named here, not copied.
    const rendered = (html: string) =>
      html.replace(REVIEW_STYLE, "/* REVIEW_STYLE */").replace(REVIEW_SCRIPT, "/* REVIEW_SCRIPT */");
    const run = await recordedReview();
    await expect(rendered(written(run, true).html)).toMatchFileSnapshot(join(VISUAL_RUN, "review-served.html"));
    await expect(rendered(written(run).html)).toMatchFileSnapshot(join(VISUAL_RUN, "review.html"));
  });

  it("writes changes.json with every change, its counts and its files copied in beside it", async () => {
    const run = await recordedReview();
    const { dir, data } = written(run);
    expect(data).toMatchObject({
      commit: "27fc6b4",
      partial: expect.stringMatching(/compared \d+ of the \d+ baselines/),
      needsReview: true,
      counts: { changed: 25, new: 4, obsolete: 4, accepted: 0, unchanged: run.unchanged },
      claimed: run.claimed,
      compared: run.compared,
    });
    expect(data.counts.notCompared).toBe(run.changes.filter((c) => c.status === "not-compared").length);
    expect(data.changes.map((c) => c.name)).toEqual(run.changes.map((c) => c.name));

    const picture = data.changes.find((c) => c.name === "stories.spec.ts/packagecard--premium-desktop.png");
    expect(picture).toEqual({
      name: "stories.spec.ts/packagecard--premium-desktop.png",
      kind: "image",
      status: "changed",
      subject: "stories.spec.ts › packagecard--premium",
      viewport: "desktop",
      engine: "Chromium",
      accepted: false,
      signature: expect.stringMatching(/^[0-9a-f]{16}$/),
      pixels: { count: 29329, ratio: expect.any(Number), regions: expect.any(Array), width: 1248, height: 624 },
      files: {
        baseline: expect.stringMatching(/^files\/\d+-baseline\.png$/),
        actual: expect.stringMatching(/^files\/\d+-actual\.png$/),
        diff: expect.stringMatching(/^files\/\d+-diff\.png$/),
      },
    });
    expect(picture?.pixels?.regions).toHaveLength(6);

    const text = data.changes.find((c) => c.name === "stories.spec.ts/notfound--page-desktop.aria.yml");
    expect(text?.files).toEqual({
      baseline: expect.stringMatching(/\.aria\.yml$/),
      actual: expect.stringMatching(/\.aria\.yml$/),
    });
    const source = run.changes.find((c) => c.name === text?.name);
    expect(readFileSync(join(dir, text?.files.actual ?? ""), "utf8")).toBe(source?.actualText);
    expect(readFileSync(join(dir, text?.files.baseline ?? ""), "utf8")).toBe(source?.baselineText);

    const uncompared = data.changes.find((c) => c.status === "not-compared");
    expect(uncompared).toMatchObject({ reason: "its test did not run in the last run", files: {} });
    expect(data.changes.find((c) => c.status === "new" && c.kind === "image")?.files).toEqual({
      actual: expect.any(String),
    });
    expect(data.changes.find((c) => c.status === "obsolete" && c.kind === "image")?.files).toEqual({
      baseline: expect.any(String),
    });
    for (const change of data.changes) {
      for (const file of Object.values(change.files)) expect(existsSync(join(dir, file)), file).toBe(true);
    }
  });

  it("says no review is needed once every change is accepted and the run was complete", () => {
    const { data, html } = written({ changes: [], unchanged: 138, claimed: 138, compared: 138, commit: "abc" });
    expect(data).toMatchObject({ needsReview: false, partial: null, changes: [] });
    expect(html).toContain("<title>Visual changes: none</title>");
    expect(html).toContain('<p class="all-clear">No visual changes: all 138 baselines match.</p>');
    expect(html).not.toContain("Press ");
    expect(html).not.toContain("All changes");
    expect(html).not.toContain("Not a complete comparison");
  });

  it("writes the review folder where there is none yet, and replaces an old one whole", async () => {
    const dir = join(testFolder("review"), "visual-review");
    const run = await recordedReview();
    writeReview(dir, run, { serve: false });
    const left = join(dir, "files", "0-left-from-before.png");
    writeFileSync(left, "");
    writeReview(dir, run, { serve: false });
    expect(existsSync(left)).toBe(false);
    expect(readFileSync(join(dir, "index.html"), "utf8")).toContain("<title>Visual changes: 121</title>");
  });

  it("warns of the baselines a failing test kept from view, listed open, without calling a run partial that was not", async () => {
    const run = recordedCollection("compared");
    const { html } = written({ ...run, commit: "27fc6b4" });
    expect(text(html)).toContain(
      "Not a complete comparison4 of the 54 baselines the tests declare were not compared, so this page cannot say whether they changed.",
    );
    expect(html).toContain('<details open=""><summary>The 4 baselines not compared, and why</summary>');
    expect(html).not.toContain("Partial run");
  });

  it("raises no warning for a complete run that compared every baseline", async () => {
    const run = await recordedWith((changes) => changes.filter((c) => c.status !== "not-compared"));
    const { html } = written({ ...run, partial: undefined });
    expect(html).not.toContain("Not a complete comparison");
    expect(html).not.toContain("were not compared");
    expect(html).toContain('<dd data-count="notCompared">0</dd>');
  });

  it("warns of a partial run even when every baseline of the tests that ran was compared", async () => {
    const run = await recordedWith((changes) => changes.filter((c) => c.status !== "not-compared"));
    const { html } = written(run);
    expect(text(html)).toContain(
      "Not a complete comparisonPartial run: the last run compared 54 of the 138 baselines (a --grep, --project, --shard or file filter?).",
    );
    expect(html).not.toContain("were not compared");
    expect(html).not.toContain("baselines not compared, and why");
  });

  it("lists up to 12 baselines not compared open, and more folded away", async () => {
    const notRun = (count: number) =>
      recordedWith((changes) => [
        ...changes.filter((c) => c.status !== "not-compared"),
        ...changes.filter((c) => c.reason === NOT_RUN).slice(0, count),
      ]);
    expect(written(await notRun(12)).html).toContain('<details open=""><summary>The 12 baselines not compared');
    expect(written(await notRun(13)).html).toContain("<details><summary>The 13 baselines not compared");
  });

  it("offers as filters only the statuses, kinds, viewports and engines the run has, viewports in name order", async () => {
    const pictures = await recordedWith((changes) =>
      changes.filter((c) => c.status === "changed" && c.kind === "image").reverse(),
    );
    expect(pictures.changes[0].viewport).toBe("mobile");
    const filters = text(/<form id="filters".*?<\/form>/.exec(written(pictures).html)?.[0] ?? "");
    expect(filters).toContain(
      "Status changed (23)Kind picture (23)Viewport desktop (11) mobile (12)Engine Chromium (23)Page or story",
    );
  });

  it("marks what was accepted since the run, and offers only the rest of a group", async () => {
    const oneAccepted = await recordedWith((changes) =>
      changes.map((c) => (c.name === HEADER_DESKTOP[4] ? { ...c, accepted: true } : c)),
    );
    const served = entryShowing(written(oneAccepted, true).html, HEADER_DESKTOP[0]);
    expect(served.view).toContain(`<li><code>${HEADER_DESKTOP[4]}</code> (accepted)</li>`);
    expect(served.view).toContain(`<li><code>${HEADER_DESKTOP[0]}</code></li>`);
    expect(served.view).toContain(">Accept all 4 in this group</button>");
    expect(text(served.row)).not.toContain("accepted");
    const fixed = entryShowing(written(oneAccepted).html, HEADER_DESKTOP[0]);
    expect(fixed.view).toContain(`>${acceptCommand(...HEADER_DESKTOP.slice(0, 4)).replaceAll("'", "&#x27;")}</code>`);

    const allAccepted = await recordedWith((changes) =>
      changes.map((c) => (HEADER_DESKTOP.includes(c.name) ? { ...c, accepted: true } : c)),
    );
    const done = entryShowing(written(allAccepted, true).html, HEADER_DESKTOP[0]);
    expect(text(done.row)).toContain("changed accepted");
    expect(done.view).toContain(
      `<code>${HEADER_DESKTOP[4]}</code> (accepted)</li></ul><p class="actions"><span class="accepted">accepted</span></p>`,
    );
    expect(done.view).not.toContain('<button type="button" class="accept"');
  });

  it("names the pages or stories of a group: two by name, more by number", async () => {
    const two = await recordedWith((changes) => changes.filter((c) => !HEADER_DESKTOP.slice(2).includes(c.name)));
    expect(text(entryShowing(written(two).html, HEADER_DESKTOP[0]).view)).toContain(
      "changed picture · Chromium · desktop · stories.spec.ts › header--on-about, stories.spec.ts › header--on-article · ",
    );
    expect(text(entryShowing(written(await recordedReview()).html, HEADER_DESKTOP[0]).view)).toContain(
      "changed picture · Chromium · desktop · 5 pages or stories · ",
    );
  });

  it("lists each baseline not compared on its own, even where two share a signature", async () => {
    const run = await recordedWith((changes) => {
      const [first, second] = changes.filter((c) => c.reason === NOT_RUN && c.kind === "image");
      return [{ ...first }, { ...second, signature: first.signature }];
    });
    const { html } = written(run);
    expect(pageData(html).entries.map((entry: { names: string[] }) => entry.names)).toEqual([
      [run.changes[0].name],
      [run.changes[1].name],
    ]);
  });

  it("offers no diff view of a picture pair Playwright kept no diff of", async () => {
    const name = "stories.spec.ts/packagecard--premium-desktop.png";
    const run = await recordedWith((changes) => {
      const change = named(changes, name);
      return [{ ...change, files: { baseline: change.files.baseline, actual: change.files.actual } }];
    });
    const { view } = entryShowing(written(run).html, name);
    expect(view).toContain(' value="onion"/> onion skin</label></fieldset>');
    expect(view).not.toContain("diff");
    expect(text(view)).toContain("Full size: baseline, actual");
  });

  it("shows a picture pair that has no pixel comparison at the larger size of the two, with no regions", async () => {
    const name = "stories.spec.ts/header--on-home-desktop.png";
    const run = await recordedWith((changes) => {
      // 1280 × 65 before, 1248 × 544 after.
      const wider = named(changes, name);
      const taller = named(changes, "stories.spec.ts/notfound--page-desktop.png");
      return [{ ...wider, pixels: undefined, files: { baseline: wider.files.baseline, actual: taller.files.actual } }];
    });
    const { view } = entryShowing(written(run).html, name);
    expect(view).toContain('style="width:1280px;aspect-ratio:1280 / 544"');
    expect(view).not.toContain("region");
  });

  it("shows no picture of a picture change whose files are gone, and the rest of the page all the same", async () => {
    const name = "stories.spec.ts/header--on-home-desktop.png";
    const run = await recordedWith((changes) => [{ ...named(changes, name), files: {} }]);
    const { view } = entryShowing(written(run).html, name);
    expect(view).not.toContain("<img");
    expect(view).toContain(">Next change</button>");
  });

  it("crops the first 20 changed regions of a picture and says how many more are outlined", async () => {
    const name = "stories.spec.ts/packagecard--premium-desktop.png";
    const withRegions = (count: number) =>
      recordedWith((changes) => {
        const change = named(changes, name);
        const regions = Array.from({ length: count }, (_, i) => ({ x: 10 + 40 * i, y: 20, width: 30, height: 10 }));
        return [{ ...change, pixels: change.pixels && { ...change.pixels, regions } }];
      });
    const many = text(entryShowing(written(await withRegions(23)).html, name).view);
    expect(many).toContain("Changed regions, cropped (23)");
    expect(many).toContain("Region 20: 30 × 10 px at 770, 20");
    expect(many).not.toContain("Region 21");
    expect(many).toContain("and 3 more regions, outlined above.");
    const twenty = text(entryShowing(written(await withRegions(20)).html, name).view);
    expect(twenty).toContain("Region 20: 30 × 10 px at 770, 20");
    expect(twenty).not.toContain("more regions");
  });

  it("shows a text change with three lines around each changed one, the rest folded", async () => {
    const name = "stories.spec.ts/notfound--page-desktop.aria.yml";
    const lines = (changed: string) =>
      `${Array.from({ length: 20 }, (_, i) => `- paragraph: ${i === 9 ? changed : `line ${i + 1}`}`).join("\n")}\n`;
    const run = await recordedWith((changes) => [
      { ...named(changes, name), baselineText: lines("line 10"), actualText: lines("changed") },
    ]);
    const diff = /<pre class="aria-diff">(.*?)<\/pre>/.exec(entryShowing(written(run).html, name).view)?.[1] ?? "";
    expect(diff.split("</span>").map(text)).toEqual([
      "⋯ 6 unchanged line(s)",
      "  - paragraph: line 7",
      "  - paragraph: line 8",
      "  - paragraph: line 9",
      "- - paragraph: line 10",
      "+ - paragraph: changed",
      "  - paragraph: line 11",
      "  - paragraph: line 12",
      "  - paragraph: line 13",
      "⋯ 7 unchanged line(s)",
      "",
    ]);
  });

  it("quotes each name of the local accept command for the shell, an apostrophe too", () => {
    expect(acceptCommand("stories.spec.ts/it's-desktop.png", "home-*.png")).toBe(
      "npm run snapshots:accept -- 'stories.spec.ts/it'\\''s-desktop.png' 'home-*.png'",
    );
  });

  it("shows identical differences as one entry, with every baseline it covers named", async () => {
    const { html } = written(await recordedReview());
    const { entries } = pageData(html);
    const headers = entries.find((entry: { names: string[] }) =>
      entry.names.includes("stories.spec.ts/header--on-home-desktop.png"),
    );
    expect(headers.names).toEqual([
      "stories.spec.ts/header--on-about-desktop.png",
      "stories.spec.ts/header--on-article-desktop.png",
      "stories.spec.ts/header--on-blog-desktop.png",
      "stories.spec.ts/header--on-contact-desktop.png",
      "stories.spec.ts/header--on-home-desktop.png",
    ]);
    expect(html).toContain("The same change in 5 baselines");
    // 34 changes + 4 obsolete, of which 4 + 4 + 1 + 1 + 1 are twins of another.
    const changes = (await recordedReview()).changes.length;
    expect(entries).toHaveLength(changes - 11);
  });

  it("offers Accept buttons only when served, and copyable names and the command otherwise", async () => {
    const run = await recordedReview();
    const served = written(run, true).html;
    expect(served).toContain(">Accept all 5 in this group</button>");
    expect(served).toContain(">Accept packagecard--premium-desktop.png</button>");
    expect(served).not.toContain("Copy names</button>");
    const fixed = written(run).html;
    expect(fixed).not.toMatch(/>Accept /);
    expect(fixed).toContain("Copy names</button>");
    expect(fixed).toContain("npm run snapshots:accept -- &#x27;stories.spec.ts/packagecard--premium-desktop.png&#x27;");
    expect(pageData(fixed).serve).toBe(false);
  });

  it("shows names, subjects and reasons as text, whatever characters they hold", async () => {
    const run = await recordedReview();
    const hostile: Change = {
      ...run.changes[0],
      name: 'stories.spec.ts/tühi--"quoted"-desktop.png',
      subject: "stories.spec.ts › <script>alert(1)</script>",
      reason: "Tühi </script><img src=x onerror=alert(2)> 'single' \"double\" & more",
      status: "not-compared",
    };
    const { html, data } = written({ ...run, changes: [hostile, ...run.changes.slice(1)] });
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("Tühi &lt;/script&gt;");
    expect(html).toContain("tühi--&quot;quoted&quot;-desktop.png");
    expect(html).not.toContain("t%FChi");
    // The page's data holds the same strings, and no "</script" can end its script element early.
    const entries: { names: string[]; subjects: string[] }[] = pageData(html).entries;
    expect(entries.filter((entry) => entry.names.includes(hostile.name))).toEqual([
      expect.objectContaining({ names: [hostile.name], subjects: [hostile.subject] }),
    ]);
    expect(html.match(/<\/script/g)).toHaveLength(2);
    expect(data.changes[0].reason).toBe(hostile.reason);
  });

  it("needs no network: no absolute http(s) address anywhere on the page", async () => {
    const { html } = written(await recordedReview(), true);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toMatch(/<img [^>]*loading="lazy"/);
    expect(html).not.toMatch(/<img (?![^>]*loading="lazy")/);
  });
});

describe("the review's causes", () => {
  /** The recorded run with its causes, as the review gives them (fixtures/load-fixture.ts). */
  const withCauses = (): ReviewedRun => ({ ...recordedCollectionWithCauses("compared"), commit: "27fc6b4" });

  it("writes each change's page or story and causes into changes.json, and what the files were compared with", () => {
    const { data } = written(withCauses());
    expect(data.changedFiles).toEqual({ compared: "the working tree against the run's commit", count: 4 });
    const premium = data.changes.find((change) => change.name === "stories.spec.ts/packagecard--premium-desktop.png");
    expect(premium).toMatchObject({
      source: { kind: "story", id: "packagecard--premium" },
      causes: ["tailwind.config.ts"],
    });
    const uncompared = data.changes.find((change) => change.status === "not-compared");
    expect(uncompared && "causes" in uncompared).toBe(false);
  });

  it("groups the changes by cause at the top, and says each entry's causes, files as code", () => {
    const { html } = written(withCauses());
    const section = /<section class="causes".*?<\/section>/s.exec(html)?.[0] ?? "";
    expect(text(section)).toContain("Why they changed4 changed file(s): the working tree against the run");
    expect(section).toContain("<li>15 pictures ← <code>tailwind.config.ts</code></li>");
    expect(section).toContain(
      "<li>8 pictures and 2 texts ← <code>src/components/NotFound.tsx</code>, <code>src/content/not-found.ts</code>, <code>tailwind.config.ts</code></li>",
    );
    const { view } = entryShowing(html, "stories.spec.ts/packagecard--premium-desktop.png");
    expect(view).toContain("<p><strong>Why</strong> ← <code>tailwind.config.ts</code></p>");
  });

  it("says when no changed file reaches a change, when an obsolete one was declared, and when it cannot tell", () => {
    const run = withCauses();
    const [first, second, third] = run.changes.filter((change) => change.status === "changed");
    const changes: Change[] = [
      { ...first, causes: [] },
      { ...second, causes: undefined, causesUnknown: "no graph" },
      { ...third, status: "obsolete", causes: ["specs/stories.spec.ts"] },
    ];
    const { html } = written({ ...run, changes, changedFiles: { unknown: "no main" } });
    const section = /<section class="causes".*?<\/section>/s.exec(html)?.[0] ?? "";
    expect(text(section)).toContain("The changed files are not known: no main.");
    expect(section).toContain(
      '<li>1 picture<span class="no-cause">: no source change reaches it: a browser or environment change?</span></li>',
    );
    expect(section).toContain('<li>1 picture<span class="no-cause">: causes unknown: no graph</span></li>');
    expect(section).toContain("<li>1 picture obsolete ← declared in <code>specs/stories.spec.ts</code></li>");
    expect(entryShowing(html, first.name).view).toContain(
      '<strong>Why</strong><span class="no-cause">: no source change reaches it',
    );
  });

  it("shows each group's causes in an entry whose changes have different ones", () => {
    const run = withCauses();
    const [first, second] = run.changes.filter((change) => change.status === "changed" && change.kind === "image");
    const changes: Change[] = [
      { ...first, signature: "same", causes: ["a.ts"] },
      { ...second, signature: "same", causes: ["b.ts"] },
    ];
    const { view } = entryShowing(written({ ...run, changes }).html, first.name);
    expect(view).toContain("<strong>Why</strong> (1 picture) ← <code>a.ts</code>");
    expect(view).toContain("<strong>Why</strong> (1 picture) ← <code>b.ts</code>");
  });

  it("shows no causes where the review did not look for them", async () => {
    const { html } = written(await recordedReview());
    expect(html).not.toContain('class="causes"');
    expect(html).not.toContain("entry-causes");
  });
});

describe("the engines in the review", () => {
  // The recorded engine run's entries: 1 Firefox about-desktop (new), 2 and 3 Firefox unknown-page
  // desktop and mobile, 4 and 5 WebKit's (all changed).

  it("offers each engine the run has as a filter, in name order, with its count", async () => {
    const run = await recordedEngineReview();
    const { html } = written({ ...run, changes: [...run.changes].reverse() });
    expect(html).toContain(
      '<fieldset class="filter"><legend>Engine</legend>' +
        '<label><input type="checkbox" name="engine" checked="" value="Firefox"/> Firefox (3)</label>' +
        '<label><input type="checkbox" name="engine" checked="" value="WebKit"/> WebKit (2)</label></fieldset>',
    );
    const joined = await recordedWith((changes) => [...changes, ...run.changes]);
    const filters = text(/<form id="filters".*?<\/form>/.exec(written(joined).html)?.[0] ?? "");
    expect(filters).toContain("Engine Chromium (121) Firefox (3) WebKit (2)Page or story");
  });

  it("gives the page's script each entry's engines to filter by", async () => {
    const { html } = written(await recordedEngineReview());
    expect(pageData(html).entries.map((entry: { engines: string[] }) => entry.engines)).toEqual([
      ["Firefox"],
      ["Firefox"],
      ["Firefox"],
      ["WebKit"],
      ["WebKit"],
    ]);
  });

  it("names each entry's engine in the list of all changes, in a column of its own", async () => {
    const { html } = written(await recordedEngineReview());
    expect(html).toContain(
      '<th scope="col">Viewport</th><th scope="col">Engine</th><th scope="col">Share of pixels</th>',
    );
    expect(entryShowing(html, "engines/webkit/unknown-page-desktop.png").row).toBe(
      '<tr data-entry="4"><td><a href="#change-4">unknown-page-desktop.png</a></td>' +
        '<td class="state"><span class="status status-changed">changed</span></td><td>picture</td><td>desktop</td>' +
        '<td>WebKit</td><td class="share">0.68 %</td></tr>',
    );
  });

  it("names each entry's engine in its view, before the viewport", async () => {
    const { html } = written(await recordedEngineReview());
    expect(entryShowing(html, "engines/firefox/unknown-page-desktop.png").view).toContain(
      '<p class="meta"><span class="status status-changed">changed</span> picture · Firefox · desktop · ' +
        "Firefox › unknown-page · 0.69 % of the pixels (7,091) in 1 region(s)</p>",
    );
  });

  it("links an entry to the same pages and sizes in the other engines, with the same status", async () => {
    const run = await recordedEngineReview();
    const { html } = written(run);
    expect(entryShowing(html, "engines/firefox/unknown-page-desktop.png").view).toContain(
      '<p class="names"><code>engines/firefox/unknown-page-desktop.png</code></p>' +
        '<p class="also-in">The same pages and sizes, with the same status, in <a href="#change-4">WebKit (change 4)</a>.</p>',
    );
    expect(entryShowing(html, "engines/webkit/unknown-page-mobile-447px.png").view).toContain(
      '<p class="also-in">The same pages and sizes, with the same status, in <a href="#change-3">Firefox (change 3)</a>.</p>',
    );
    expect(entryShowing(html, "engines/firefox/about-desktop.png").view).not.toContain("also-in");

    // Chromium's picture of the same page: both others named, in the page's order.
    const chromium = await recordedWith((changes) => [
      {
        ...named(changes, "not-found.spec.ts/unknown-article-desktop.png"),
        name: "not-found.spec.ts/unknown-page-desktop.png",
      },
    ]);
    const three = written({ ...run, changes: [...chromium.changes, ...run.changes] }).html;
    expect(entryShowing(three, "not-found.spec.ts/unknown-page-desktop.png").view).toContain(
      '<p class="also-in">The same pages and sizes, with the same status, in ' +
        '<a href="#change-3">Firefox (change 3)</a>, <a href="#change-5">WebKit (change 5)</a>.</p>',
    );
  });

  it("says an engine picture was compared across engine versions, and what that found, and nothing of one compared exactly", async () => {
    const name = "engines/webkit/unknown-page-desktop.png";
    const across = entryShowing(written(await recordedEngineReview("across-versions")).html, name).view;
    expect(across).toContain(
      `<p class="names"><code>${name}</code></p>` +
        '<p class="reason">compared across engine versions: 5,982 pixels differ beyond antialiasing</p>',
    );
    const exact = entryShowing(written(await recordedEngineReview()).html, name).view;
    expect(exact).toContain(`<p class="names"><code>${name}</code></p><p class="also-in">`);
    expect(exact).not.toContain('class="reason"');
  });

  it("writes each change's engine to changes.json", async () => {
    const { data } = written(await recordedEngineReview());
    expect(data.changes.map((change) => [change.name, change.engine])).toEqual([
      ["engines/firefox/about-desktop.png", "Firefox"],
      ["engines/firefox/unknown-page-desktop.png", "Firefox"],
      ["engines/firefox/unknown-page-mobile.png", "Firefox"],
      ["engines/webkit/unknown-page-desktop.png", "WebKit"],
      ["engines/webkit/unknown-page-mobile-447px.png", "WebKit"],
    ]);
  });
});

describe("engines that moved version, in the review", () => {
  const sentence =
    "WebKit moved from 2.50.5 to 2.50.6: its 2 pictures were compared across versions, antialiasing forgiven.";

  it("are said at the top of the page, with the command that remakes their baselines, even when nothing changed", async () => {
    const run = await recordedEngineReview("across-versions");
    const { html } = written({ ...run, changes: [], unchanged: 2 });
    expect(html).toContain(
      '<p class="commit">Commit <code>6d65216</code></p>' +
        '<section class="note" aria-labelledby="moves-title"><h2 id="moves-title">Engines in another version than their baselines</h2>' +
        `<p>${sentence} <code>npm run snapshots:engines -- --engine webkit</code> remakes them.</p></section>` +
        '<dl class="counts">',
    );
    expect(html).toContain("No visual changes: all 2 baselines match.");
  });

  it("are written to changes.json with the summary's sentence", async () => {
    const { data } = written(await recordedEngineReview("across-versions"));
    expect(data.engineMoves).toStrictEqual([
      {
        engine: "WebKit",
        from: "2.50.5",
        to: "2.50.6",
        acrossVersions: 2,
        sentence: `${sentence} \`npm run snapshots:engines -- --engine webkit\` remakes them.`,
      },
    ]);
  });

  it("are none on the page and in changes.json when no engine moved", async () => {
    const { html, data } = written(await recordedEngineReview());
    expect(data.engineMoves).toStrictEqual([]);
    expect(html).not.toContain('class="note"');
    expect(html).not.toContain("moved from");
  });
});
