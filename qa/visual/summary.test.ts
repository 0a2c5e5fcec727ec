import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { enginePictures } from "#qa/engines/pictures.ts";
import { sitePictures } from "#qa/plan/site-pictures.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import type { Change, CollectedRun } from "./change";
import { collectEnginePictures } from "./engine-changes";
import {
  type RecordedEngineRun,
  recordedCollection,
  recordedCollectionWithCauses,
  recordedEngineRun,
  recordedStories,
  VISUAL_RUN,
} from "./fixtures/load-fixture";
import { STICKY_MARKER, summaryMarkdown } from "./summary";

/** The recorded run as the last run compared it, and as a partial run of every baseline its tree declares. */
const compared = recordedCollection("compared");
const partial = recordedCollection("partial");
const where = "the `snapshot-review` artifact";

/** One of the recorded run's changes, to make small runs of. */
const recorded = (name: string) => compared.changes.find((change) => change.name === name) as Change;
const textChange = () => recorded("stories.spec.ts/notfound--page-mobile.aria.yml");
const lines = (count: number, text: (i: number) => string) =>
  `${Array.from({ length: count }, (_, i) => `- paragraph: ${text(i + 1)}`).join("\n")}\n`;
/** The rows of the diff block of the only text change in the markdown. */
const diffRows = (markdown: string) => (/```diff\n(.*?)\n```/s.exec(markdown)?.[1] ?? "").split("\n");

describe("the pull request's summary", () => {
  it("writes the recorded run's summary exactly as recorded, for a pull request and for a partial run", async () => {
    // The whole comment, so that any change to what a reviewer reads shows as a diff of these files
    // (after a deliberate one: `npx vitest run qa/visual/summary.test.ts -u`).
    await expect(summaryMarkdown(compared, { where, pullRequest: "42" })).toMatchFileSnapshot(
      join(VISUAL_RUN, "summary.md"),
    );
    await expect(summaryMarkdown(partial, { where })).toMatchFileSnapshot(join(VISUAL_RUN, "summary-partial.md"));
  });

  it("links the review in one file first, under the heading, where its address is known, and not otherwise", () => {
    const fileUrl = "https://github.com/vormis/site/actions/runs/7/artifacts/9";
    const markdown = summaryMarkdown(compared, { where, pullRequest: "42", fileUrl });
    expect(
      markdown.startsWith(
        `${STICKY_MARKER}\n### Visual changes\n\n**[Open the review (one file)](${fileUrl})**\n\n> [!WARNING]\n`,
      ),
    ).toBe(true);
    expect(markdown.match(/Open the review/g)).toHaveLength(1);
    expect(summaryMarkdown(compared, { where, pullRequest: "42" })).not.toContain("Open the review");
  });

  it("starts with the marker, then what was not compared, then the counts", async () => {
    const markdown = summaryMarkdown(compared, { where, pullRequest: "42" });
    expect(
      markdown.startsWith(
        `${STICKY_MARKER}\n### Visual changes\n\n> [!WARNING]\n> **Not a complete comparison.** 4 baseline(s) not compared: not-found.spec.ts/unknown-page-desktop.aria.yml`,
      ),
    ).toBe(true);
    expect(markdown).toContain("**4** not compared · **25** changed · **4** new · **0** obsolete · 21 unchanged");
  });

  it("puts a partial run first, saying how much of it ran", async () => {
    const markdown = summaryMarkdown(partial, { where });
    expect(markdown).toContain(
      "**Not a complete comparison.** Partial run: the last run compared 54 of the 138 baselines (a --grep, --project, --shard or file filter?). 88 baseline(s) not compared:",
    );
    expect(markdown).toContain("**88** not compared");
  });

  it("groups changes by page or story in collapsible blocks, with pixel counts and the same change named", async () => {
    const markdown = summaryMarkdown(compared, { where });
    expect(markdown).toContain("<details><summary><b>stories.spec.ts › header--on-home</b>: 2 (changed)</summary>");
    expect(markdown).toContain(
      "- **changed** picture `stories.spec.ts/header--on-home-desktop.png`: 80 pixels differ (0.10 %) in 1 region(s) " +
        "(the same change as `stories.spec.ts/header--on-about-desktop.png`, `stories.spec.ts/header--on-article-desktop.png`, " +
        "`stories.spec.ts/header--on-blog-desktop.png` and `stories.spec.ts/header--on-contact-desktop.png`)",
    );
    expect(markdown).toMatch(/`stories\.spec\.ts\/notfound--page-desktop\.png`: \d{2},\d{3} pixels differ/);
    expect(markdown).toContain(`Before, after and diff of each, with the changed regions: ${where}.`);
  });

  it("names the baselines with the same change: all of them up to five, so that a rename reads as one", () => {
    const picture = recorded("stories.spec.ts/thankyoupanel--shown-desktop.png");
    const renamed = {
      ...picture,
      name: "stories.spec.ts/thankyoupanel--default-desktop.png",
      status: "obsolete" as const,
    };
    const markdown = summaryMarkdown({ ...compared, changes: [picture, renamed] }, { where });
    expect(markdown).toContain(
      "- **new** picture `stories.spec.ts/thankyoupanel--shown-desktop.png` (the same change as `stories.spec.ts/thankyoupanel--default-desktop.png`)\n",
    );
    expect(markdown).toContain(
      "- **obsolete** picture `stories.spec.ts/thankyoupanel--default-desktop.png` (the same change as `stories.spec.ts/thankyoupanel--shown-desktop.png`)\n",
    );
  });

  it("names the first five baselines with the same change and counts the rest", () => {
    const picture = recorded("stories.spec.ts/header--on-home-desktop.png");
    const eight = Array.from({ length: 8 }, (_, i) => ({
      ...picture,
      name: `stories.spec.ts/header--s${i + 1}-desktop.png`,
    }));
    const markdown = summaryMarkdown({ ...compared, changes: eight }, { where });
    expect(markdown).toContain(
      "- **changed** picture `stories.spec.ts/header--s1-desktop.png`: 80 pixels differ (0.10 %) in 1 region(s) (the same change as " +
        "`stories.spec.ts/header--s2-desktop.png`, `stories.spec.ts/header--s3-desktop.png`, `stories.spec.ts/header--s4-desktop.png`, " +
        "`stories.spec.ts/header--s5-desktop.png`, `stories.spec.ts/header--s6-desktop.png` and 2 more)\n",
    );
  });

  it("shows each text change as a diff block", async () => {
    const markdown = summaryMarkdown(compared, { where });
    expect(markdown).toContain("```diff\n");
    expect(markdown).toMatch(/^- +- heading "Lehte ei leitud" \[level=1\]$/m);
    expect(markdown).toMatch(/^\+ +- heading "Seda lehte ei leitud" \[level=1\]$/m);
  });

  it("says how to accept on the pull request: the dispatch, its exact input, and the command", async () => {
    const markdown = summaryMarkdown(compared, { where, pullRequest: "42" });
    expect(markdown).toContain("with **Pull request number** `42`");
    expect(markdown).toContain("gh workflow run snapshots-render.yml -f pull_request=42 -f names='");
    const names = /-f names='([^']*)'/.exec(markdown)?.[1].split(" ") ?? [];
    expect(names).toHaveLength(29);
    expect(names).not.toContain("not-found.spec.ts/unknown-page-desktop.png");
    expect(markdown).toContain("- locally: `npm run snapshots:accept -- '<name>'`");
  });

  it("leaves the dispatch out where there is no pull request", async () => {
    const markdown = summaryMarkdown(compared, { where });
    expect(markdown).not.toContain("gh workflow run");
  });

  it("lists what was not compared in one block, by reason, before the changes", async () => {
    const markdown = summaryMarkdown(compared, { where });
    const block = markdown.indexOf("<details><summary><b>Not compared</b>: 4</summary>");
    expect(block).toBeGreaterThan(markdown.indexOf("**4** not compared"));
    expect(block).toBeLessThan(markdown.indexOf("stories.spec.ts › header--on-home"));
    expect(markdown).toContain(
      "- its test failed before comparing it: Error: expect(page).toHaveTitle(expected) failed: `not-found.spec.ts/unknown-page-desktop.aria.yml`,",
    );
  });

  it("stays within a GitHub comment with many text changes, leaving no code block open and the way to accept last", async () => {
    const run = compared;
    const text = run.changes.find((change) => change.name === "stories.spec.ts/notfound--page-desktop.aria.yml");
    const many = Array.from({ length: 400 }, (_, i) => ({
      ...(text as (typeof run.changes)[number]),
      name: `stories.spec.ts/story-${i}--text-desktop.aria.yml`,
      subject: `stories.spec.ts › story-${i}--text`,
      signature: `different-${i}`,
      actualText: `${text?.actualText}\n${"- paragraph: more words than before\n".repeat(30)}`,
    }));
    const markdown = summaryMarkdown({ ...run, changes: many }, { where, pullRequest: "7" });
    expect(markdown.length).toBeLessThan(65_536);
    expect((markdown.match(/^```/gm) ?? []).length % 2).toBe(0);
    expect(markdown).toMatch(/… and \d+ more page\(s\) or story\(ies\) with changes: the review page has them\./);
    expect(markdown).toContain("**To accept**");
  });

  it("says there is nothing to review when every baseline matched, and nothing more", () => {
    const markdown = summaryMarkdown({ changes: [], unchanged: 1380, claimed: 1380, compared: 1380 }, { where });
    expect(markdown).toBe(
      `${STICKY_MARKER}\n### Visual changes\n\n` +
        "**0** not compared · **0** changed · **0** new · **0** obsolete · 1,380 unchanged\n\n" +
        "No visual changes: all 1,380 baselines match.\n",
    );
  });

  it("raises no warning and lists nothing as not compared when the run compared every baseline", () => {
    const complete = compared.changes.filter((change) => change.status !== "not-compared");
    const markdown = summaryMarkdown({ ...compared, changes: complete }, { where });
    expect(markdown).toContain("**0** not compared · **25** changed");
    expect(markdown).not.toContain("WARNING");
    expect(markdown).not.toContain("Not compared");
    expect(markdown).toContain("<details><summary><b>stories.spec.ts › header--on-home</b>: 2 (changed)</summary>");
  });

  it("counts the changes accepted since the run and marks each, with nothing left to accept once all are", () => {
    const accepted = compared.changes.map((change) =>
      change.status === "not-compared" ? change : { ...change, accepted: true },
    );
    const markdown = summaryMarkdown({ ...compared, changes: accepted }, { where, pullRequest: "42" });
    expect(markdown).toContain("**4** new · **0** obsolete · 21 unchanged · 29 accepted since the run\n");
    expect(markdown).toContain(
      "- **changed** picture `stories.spec.ts/header--on-home-desktop.png` (accepted since): 80 pixels differ",
    );
    expect(markdown).not.toContain("To accept");
    expect(markdown.endsWith(`Before, after and diff of each, with the changed regions: ${where}.\n\n`)).toBe(true);
  });

  it("names every status a page or story's block holds, and lists a new text baseline without a diff", () => {
    const changes = compared.changes.map((change) =>
      change.name === textChange().name
        ? { ...change, status: "new" as const, baselineText: undefined, signature: "a new text" }
        : change,
    );
    const markdown = summaryMarkdown({ ...compared, changes }, { where });
    expect(markdown).toContain("<details><summary><b>stories.spec.ts › notfound--page</b>: 4 (changed, new)</summary>");
    expect(markdown).toContain(
      "- **new** text `stories.spec.ts/notfound--page-mobile.aria.yml`\n- **changed** picture `stories.spec.ts/notfound--page-mobile.png`",
    );
  });

  it("lists a changed picture it has no pixel count for on one line", () => {
    const change = {
      ...recorded("stories.spec.ts/header--on-home-desktop.png"),
      pixels: undefined,
      signature: "alone",
    };
    const markdown = summaryMarkdown({ ...compared, changes: [change] }, { where });
    expect(markdown).toContain(
      "<details><summary><b>stories.spec.ts › header--on-home</b>: 1 (changed)</summary>\n\n- **changed** picture `stories.spec.ts/header--on-home-desktop.png`\n</details>\n",
    );
  });

  it("shows a text change with three lines around each changed one, the rest folded", () => {
    const change = {
      ...textChange(),
      baselineText: lines(20, (i) => `line ${i}`),
      actualText: lines(20, (i) => (i === 10 ? "changed" : `line ${i}`)),
    };
    const markdown = summaryMarkdown({ ...compared, changes: [change] }, { where });
    expect(diffRows(markdown)).toEqual([
      "  … 6 unchanged line(s)",
      "  - paragraph: line 7",
      "  - paragraph: line 8",
      "  - paragraph: line 9",
      "- - paragraph: line 10",
      "+ - paragraph: changed",
      "  - paragraph: line 11",
      "  - paragraph: line 12",
      "  - paragraph: line 13",
      "  … 7 unchanged line(s)",
    ]);
  });

  it("cuts a text diff after 40 lines, saying how many more there are", () => {
    const changedLines = (count: number) => ({
      ...textChange(),
      baselineText: lines(count, (i) => `before ${i}`),
      actualText: lines(count, (i) => `after ${i}`),
    });
    const forty = diffRows(summaryMarkdown({ ...compared, changes: [changedLines(20)] }, { where }));
    expect(forty).toHaveLength(40);
    expect(forty.filter((row) => row.startsWith("  "))).toEqual([]);
    const sixty = diffRows(summaryMarkdown({ ...compared, changes: [changedLines(30)] }, { where }));
    expect(sixty).toHaveLength(41);
    expect(sixty.slice(0, 40).every((row) => /^[-+] - paragraph: (before|after) \d+$/.test(row))).toBe(true);
    expect(sixty[40]).toBe("  … 20 more line(s)");
  });

  it("fills the comment up to 60,000 characters with whole blocks, saying how many more the review page has", () => {
    // Blocks, the text between them and the way to accept; the newlines that join them are not counted.
    const picture = recorded("stories.spec.ts/header--on-home-desktop.png");
    const withLongLine = (length: number): CollectedRun => ({
      ...compared,
      changes: [
        picture,
        { ...textChange(), baselineText: "- paragraph: x\n", actualText: `- paragraph: ${"y".repeat(length)}\n` },
      ],
    });
    const short = summaryMarkdown(withLongLine(100), { where }).length;
    const fits = 100 + 60_002 - short;
    const whole = summaryMarkdown(withLongLine(fits), { where });
    expect(whole).toHaveLength(60_002);
    expect(whole).toContain("stories.spec.ts › notfound--page");
    expect(whole).not.toContain("more page(s)");
    const over = summaryMarkdown(withLongLine(fits + 1), { where });
    expect(over).toContain("stories.spec.ts › header--on-home");
    expect(over).not.toContain("stories.spec.ts › notfound--page");
    expect(over).toContain(
      "… and 1 more page(s) or story(ies) with changes: the review page has them.\n\nBefore, after and diff",
    );
  });

  it("keeps the HTML that GitHub renders around a page or story's name out of it", () => {
    const change = {
      ...recorded("stories.spec.ts/header--on-home-desktop.png"),
      subject: "stories.spec.ts › <b>Price</b> & more",
    };
    const markdown = summaryMarkdown({ ...compared, changes: [change] }, { where });
    expect(markdown).toContain(
      "<summary><b>stories.spec.ts › &#60;b&#62;Price&#60;/b&#62; &#38; more</b>: 1 (changed)</summary>",
    );
  });
});

describe("the summary's causes", () => {
  it("groups the changes by the changed files that reach them, as recorded", async () => {
    const run = recordedCollectionWithCauses("compared");
    const markdown = summaryMarkdown(run, { where, pullRequest: "42" });
    await expect(markdown).toMatchFileSnapshot(join(VISUAL_RUN, "summary-causes.md"));
    expect(markdown).toContain(
      "**Why**, from the module graph of the builds (4 changed file(s): the working tree against the run's commit):",
    );
    expect(markdown).toMatch(/^- 15 pictures ← `tailwind.config.ts`$/m);
  });

  it("says which changes no changed file reaches, which are obsolete, and which it cannot tell", () => {
    const base = recorded("stories.spec.ts/header--on-home-desktop.png");
    const text = textChange();
    const changes: Change[] = [
      { ...base, causes: [] },
      { ...text, causesUnknown: "no graph" },
      { ...base, name: "home.spec.ts/old-desktop.png", status: "obsolete", causes: ["specs/home.spec.ts"] },
      { ...base, name: "home.spec.ts/older-desktop.png", status: "obsolete", causes: [] },
    ];
    const run: CollectedRun & { changedFiles: { unknown: string } } = {
      changes,
      unchanged: 0,
      claimed: 2,
      compared: 2,
      changedFiles: { unknown: "no main" },
    };
    const markdown = summaryMarkdown(run, { where });
    expect(markdown).toContain(
      "**Why**, from the module graph of the builds (the changed files are not known: no main):",
    );
    expect(markdown).toContain("- 1 picture: no source change reaches it: a browser or environment change?\n");
    expect(markdown).toContain("- 1 text: causes unknown: no graph\n");
    expect(markdown).toContain("- 1 picture obsolete ← declared in `specs/home.spec.ts`, renamed or removed there?\n");
    expect(markdown).toContain(
      "- 1 picture obsolete: no changed file declares baselines of its folder: left over from before?\n",
    );
  });

  it("says nothing of causes when the review did not look for them", () => {
    expect(summaryMarkdown(compared, { where })).not.toContain("**Why**");
  });
});

/** A recorded engine run as the review collects it, taking these pictures beyond those the run took. */
async function engineCollection(name: RecordedEngineRun, alsoClaimed: string[] = []) {
  const run = recordedEngineRun(name);
  const files = [...run.pictures.map((picture) => picture.file), ...alsoClaimed];
  const claimed = enginePictures(sitePictures(recordedStories())).filter((picture) => files.includes(picture.file));
  return collectEnginePictures(run, run, { snapshotsDir: testFolder("snapshots"), claimed });
}

describe("the engine pictures in the summary", () => {
  it("names each engine's pictures in blocks of their own, the engine before the page, and in each picture's name", async () => {
    const markdown = summaryMarkdown(await engineCollection("both"), { where });
    expect(markdown).toContain("**0** not compared · **4** changed · **1** new · **0** obsolete · 2 unchanged");
    expect(markdown).toContain(
      [
        "<details><summary><b>Firefox › unknown-page</b>: 2 (changed)</summary>",
        "",
        "- **changed** picture `engines/firefox/unknown-page-desktop.png`: 7,091 pixels differ (0.69 %) in 1 region(s)",
        "- **changed** picture `engines/firefox/unknown-page-mobile.png`: 3,984 pixels differ (1.15 %) in 1 region(s)",
        "</details>",
        "",
        "<details><summary><b>WebKit › unknown-page</b>: 2 (changed)</summary>",
        "",
        "- **changed** picture `engines/webkit/unknown-page-desktop.png`: 6,948 pixels differ (0.68 %) in 1 region(s)",
        "- **changed** picture `engines/webkit/unknown-page-mobile-447px.png`: 4,014 pixels differ (1.07 %) in 1 region(s)",
        "</details>",
      ].join("\n"),
    );
    expect(markdown).toContain(
      "<details><summary><b>Firefox › about</b>: 1 (new)</summary>\n\n- **new** picture `engines/firefox/about-desktop.png`\n</details>",
    );
  });

  it("groups the same pages and sizes changed in several engines by status and engines, WebKit's 447 px pictures with the others' mobile ones", async () => {
    const markdown = summaryMarkdown(await engineCollection("both"), { where });
    expect(markdown).toContain(
      "**The same pages and sizes in several engines:**\n\n" +
        "- changed in Firefox, WebKit: `unknown-page-desktop`, `unknown-page-mobile`\n\n",
    );
    // Firefox's about-desktop is new, and no other engine's is: it is in no group.
    expect(markdown).not.toMatch(/in several engines:[^<]*about-desktop/);
  });

  it("show a group's engine picture before and after, and say that its changed regions are on the review page", async () => {
    const run = { ...(await engineCollection("across-versions")), changedFiles: { compared: "HEAD", files: [] } };
    const markdown = summaryMarkdown(run, { where, picturesUrl: PICTURES_URL });
    expect(markdown).toContain(
      `| <img src="${PICTURES_URL}1-engines-webkit-unknown-page-desktop-before.png" width="260" alt="engines/webkit/unknown-page-desktop.png, before"> ` +
        `| <img src="${PICTURES_URL}1-engines-webkit-unknown-page-desktop-after.png" width="260" alt="engines/webkit/unknown-page-desktop.png, after"> ` +
        "| *none: the review page outlines the changed regions* |",
    );
  });

  it("has no such section when no two engines changed the same page at the same size", async () => {
    expect(summaryMarkdown(await engineCollection("across-versions"), { where })).not.toContain("in several engines");
  });

  it("says a picture compared across engine versions was, with what the across-versions rule found", async () => {
    const markdown = summaryMarkdown(await engineCollection("across-versions"), { where });
    expect(markdown).toContain(
      "- **changed** picture `engines/webkit/unknown-page-desktop.png`: 6,948 pixels differ (0.68 %) in 1 region(s) " +
        "(compared across engine versions: 5,982 pixels differ beyond antialiasing)\n",
    );
  });

  it("lists an engine's pictures its run did not take by their names, which say the engine", async () => {
    const run = await engineCollection("firefox-only", ["engines/webkit/unknown-page-desktop.png"]);
    const markdown = summaryMarkdown(run, { where });
    expect(markdown).toContain(
      "> **Not a complete comparison.** Partial run: the engine pictures compared 2 of 3 (an engine did not take them all). 1 baseline(s) not compared: engines/webkit/unknown-page-desktop.png.",
    );
    expect(markdown).toContain(
      "- its engine did not run in the last run (npm run test:engines -- --pictures): `engines/webkit/unknown-page-desktop.png`",
    );
  });
});

describe("engines that moved version, in the summary", () => {
  it("are a note with both versions, the count compared across versions and the command, even when every picture passed", async () => {
    const run = await engineCollection("across-versions");
    const passed = { ...run, changes: [], unchanged: 2 };
    expect(summaryMarkdown(passed, { where })).toBe(
      [
        STICKY_MARKER,
        "### Visual changes",
        "",
        "> [!NOTE]",
        "> WebKit moved from 2.50.5 to 2.50.6: its 2 pictures were compared across versions, antialiasing forgiven. " +
          "`npm run snapshots:engines -- --engine webkit` remakes them.",
        "",
        "**0** not compared · **0** changed · **0** new · **0** obsolete · 2 unchanged",
        "",
        "No visual changes: all 2 baselines match.",
        "",
      ].join("\n"),
    );
  });

  it("are a line each under one note, after the warning of a comparison that is not complete", async () => {
    const run = await engineCollection("firefox-only", ["engines/webkit/unknown-page-desktop.png"]);
    const engineMoves = [
      {
        engine: "Firefox",
        from: "153.7.0 (firefox-esr 153.7.0esr-1~deb13u1)",
        to: "153.8.0 (firefox-esr 153.8.0esr-1~deb13u1)",
        acrossVersions: 1204,
      },
      { engine: "WebKit", from: "2.50.5", to: "2.50.6", acrossVersions: 1 },
    ];
    const markdown = summaryMarkdown({ ...run, engineMoves }, { where });
    expect(markdown).toContain(
      "(an engine did not take them all). 1 baseline(s) not compared: engines/webkit/unknown-page-desktop.png. Run `npm run test:visual` for a full comparison.\n\n" +
        "> [!NOTE]\n" +
        "> Firefox moved from 153.7.0 (firefox-esr 153.7.0esr-1~deb13u1) to 153.8.0 (firefox-esr 153.8.0esr-1~deb13u1): " +
        "its 1,204 pictures were compared across versions, antialiasing forgiven. `npm run snapshots:engines -- --engine firefox` remakes them.\n" +
        "> WebKit moved from 2.50.5 to 2.50.6: its 1 picture was compared across versions, antialiasing forgiven. " +
        "`npm run snapshots:engines -- --engine webkit` remakes them.\n\n" +
        "**1** not compared",
    );
  });

  it("are not mentioned when no engine moved", async () => {
    expect(summaryMarkdown(await engineCollection("both"), { where })).not.toContain("[!NOTE]");
  });
});

/** Where the recorded summary's pictures are said to be published. */
const PICTURES_URL = "https://raw.githubusercontent.com/vormis/site/refs/heads/visual-review/pr-42/run-7-1/";
/** Every picture address in a summary. */
const addresses = (markdown: string) => [...markdown.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
/** The part of the summary about the group whose line starts so, up to the next group's line. */
const groupPart = (markdown: string, line: string) => {
  const start = markdown.indexOf(`\n${line}`);
  return markdown.slice(start, markdown.indexOf("\n- ", start + 1));
};

describe("the summary's pictures and accept lines, group by group", () => {
  const withCauses = () => recordedCollectionWithCauses("compared");

  it("writes the recorded run's summary with its pictures exactly as recorded", async () => {
    const markdown = summaryMarkdown(withCauses(), { where, pullRequest: "42", picturesUrl: PICTURES_URL });
    await expect(markdown).toMatchFileSnapshot(join(VISUAL_RUN, "summary-pictures.md"));
  });

  it("shows each group's most changed picture before, after and as difference, side by side at a fixed width, from the address given", () => {
    const markdown = summaryMarkdown(withCauses(), { where, pullRequest: "42", picturesUrl: PICTURES_URL });
    const tailwind = groupPart(markdown, "- 15 pictures ← `tailwind.config.ts`");
    expect(tailwind).toContain(
      "  The most changed, `stories.spec.ts/packagecard--premium-mobile.png` (7.40 % of its pixels):\n\n" +
        "  | before | after | difference |\n  | --- | --- | --- |\n" +
        `  | <img src="${PICTURES_URL}1-stories.spec.ts-packagecard--premium-mobile-before.png" width="260" alt="stories.spec.ts/packagecard--premium-mobile.png, before"> ` +
        `| <img src="${PICTURES_URL}1-stories.spec.ts-packagecard--premium-mobile-after.png" width="260" alt="stories.spec.ts/packagecard--premium-mobile.png, after"> ` +
        `| <img src="${PICTURES_URL}1-stories.spec.ts-packagecard--premium-mobile-difference.png" width="260" alt="stories.spec.ts/packagecard--premium-mobile.png, difference"> |\n`,
    );
    expect(addresses(markdown)).toHaveLength(3 + 3 + 1);
    expect(addresses(markdown).every((address) => address.startsWith(PICTURES_URL))).toBe(true);
  });

  it("shows a group of new pictures by its first picture, after only", () => {
    const markdown = summaryMarkdown(withCauses(), { where, pullRequest: "42", picturesUrl: PICTURES_URL });
    expect(
      groupPart(
        markdown,
        "- 2 pictures and 2 texts ← `src/components/ThankYouPanel.stories.tsx`, `tailwind.config.ts`",
      ),
    ).toContain(
      "  The first by name, `stories.spec.ts/thankyoupanel--shown-desktop.png` (new):\n\n" +
        "  | before | after | difference |\n  | --- | --- | --- |\n" +
        `  | *none yet: a new picture* | <img src="${PICTURES_URL}3-stories.spec.ts-thankyoupanel--shown-desktop-after.png" width="260" alt="stories.spec.ts/thankyoupanel--shown-desktop.png, after"> | *nothing to compare* |\n`,
    );
  });

  it("gives each group on a pull request the dispatch that accepts exactly its baselines, as the names input takes them", () => {
    const run = withCauses();
    const markdown = summaryMarkdown(run, { where, pullRequest: "42" });
    const commands = [
      ...markdown.matchAll(/^ {2}gh workflow run snapshots-render\.yml -f pull_request=42 -f names='([^']*)'$/gm),
    ];
    const groups = [
      run.changes.filter((change) => change.causes?.join() === "tailwind.config.ts"),
      run.changes.filter((change) => change.causes?.includes("src/components/NotFound.tsx")),
      run.changes.filter((change) => change.causes?.includes("src/components/ThankYouPanel.stories.tsx")),
    ];
    expect(commands.map((command) => command[1].split(" "))).toEqual(groups.map((group) => group.map((c) => c.name)));
    expect(groupPart(markdown, "- 15 pictures ← `tailwind.config.ts`")).toContain(
      "\n\n  To accept this group:\n\n  ```sh\n",
    );
  });

  it("leaves a group's accepted baselines out of its accept line, and gives none to a group accepted whole", () => {
    const run = withCauses();
    const changes = run.changes.map((change) =>
      change.name.startsWith("stories.spec.ts/header--") || change.name.startsWith("stories.spec.ts/thankyoupanel--")
        ? { ...change, accepted: true }
        : change,
    );
    const markdown = summaryMarkdown({ ...run, changes }, { where, pullRequest: "42" });
    const tailwind = groupPart(markdown, "- 15 pictures ← `tailwind.config.ts`");
    expect(tailwind).toContain("To accept the 4 not accepted yet:");
    expect(tailwind).not.toContain("header--");
    expect(groupPart(markdown, "- 2 pictures and 2 texts ←")).not.toContain("To accept");
  });

  it("has neither pictures nor accept lines without the address and the pull request: the groups are one line each", () => {
    const markdown = summaryMarkdown(withCauses(), { where });
    expect(markdown).not.toContain("<img");
    expect(markdown).toContain(
      "- 15 pictures ← `tailwind.config.ts`\n- 8 pictures and 2 texts ← `src/components/NotFound.tsx`, `src/content/not-found.ts`, `tailwind.config.ts`\n",
    );
  });

  it("has no pictures where the review did not look for causes: there are no groups to show them in", () => {
    expect(addresses(summaryMarkdown(compared, { where, pullRequest: "42", picturesUrl: PICTURES_URL }))).toEqual([]);
  });

  it("says, for a fork's pull request, why it shows no pictures, where they are and how a maintainer renders them", () => {
    const markdown = summaryMarkdown(withCauses(), { where, pullRequest: "42", fork: true });
    expect(addresses(markdown)).toEqual([]);
    expect(markdown).toContain(
      "> [!NOTE]\n> **No pictures in this summary:** this pull request comes from a fork, and GitHub gives a fork's workflow no token that may write to this repository",
    );
    expect(markdown).toContain(`They are in ${where}.`);
    expect(markdown).toContain("the label `update snapshots`");
    expect(markdown.indexOf("[!NOTE]")).toBeLessThan(markdown.indexOf("**Why**"));
  });

  it("keeps a picture's name from ending its alt text or its table cell", () => {
    const run = withCauses();
    const odd = 'stories.spec.ts/a"b|c-mobile.png';
    const changes = run.changes.map((change) =>
      change.name === "stories.spec.ts/packagecard--premium-mobile.png" ? { ...change, name: odd } : change,
    );
    const markdown = summaryMarkdown({ ...run, changes }, { where, picturesUrl: PICTURES_URL });
    expect(markdown).toContain(
      `<img src="${PICTURES_URL}1-stories.spec.ts-a-b-c-mobile-before.png" width="260" alt="stories.spec.ts/a&#34;b&#124;c-mobile.png, before">`,
    );
  });

  it("says so where a changed picture's before or after is gone from the run", () => {
    const run = withCauses();
    const changes = run.changes.map((change) =>
      change.name === "stories.spec.ts/packagecard--premium-mobile.png"
        ? { ...change, files: { ...change.files, actual: join(VISUAL_RUN, "gone.png") } }
        : change,
    );
    const markdown = summaryMarkdown({ ...run, changes }, { where, picturesUrl: PICTURES_URL });
    expect(markdown).toContain('alt="stories.spec.ts/packagecard--premium-mobile.png, before"> | *no picture* | <img');
  });

  it("says nothing of a fork when nothing was pictured", () => {
    const texts = compared.changes.filter((change) => change.kind === "aria");
    expect(summaryMarkdown({ ...compared, changes: texts }, { where, fork: true })).not.toContain("fork");
  });
});
