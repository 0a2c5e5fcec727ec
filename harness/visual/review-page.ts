import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { Change, CollectedRun } from "./collect.ts";
import { lineDiff } from "./line-diff.ts";
import type { ReviewedRun } from "./load-run.ts";
import { formatShare } from "./summary.ts";
import { countsOf } from "./verdict.ts";

/** The review folder: git-ignored, opened from disk, uploaded by CI as an artifact. */
export const REVIEW_DIR = "snapshot-review";

/** One entry of changes.json; file paths are relative to the review folder. */
export interface ChangeRecord {
  name: string;
  kind: Change["kind"];
  status: Change["status"];
  files: { baseline?: string; actual?: string; diff?: string };
}

export const acceptCommand = (name: string) => `npm run snapshots:accept -- '${name}'`;

/**
 * Writes the review folder: every file a change needs copied in (numbered, so names cannot
 * collide), changes.json for machines and index.html for people. The page needs no server and
 * no network: styles and script are inline, pictures are relative files.
 */
export function writeReview(dir: string, run: ReviewedRun, _options: { serve: boolean }): ChangeRecord[] {
  const commit = run.commit;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "files"), { recursive: true });
  const records = run.changes.map((change, index) => {
    const files: ChangeRecord["files"] = {};
    for (const role of ["baseline", "actual", "diff"] as const) {
      const source = change.files[role];
      const text = role === "actual" ? change.actualText : undefined;
      if (!source && text === undefined) continue;
      const ext = change.kind === "image" ? ".png" : ".aria.yml";
      const target = `files/${index + 1}-${role}${source && extname(source) === ".png" ? ".png" : ext}`;
      if (source) copyFileSync(source, join(dir, target));
      else writeFileSync(join(dir, target), text ?? "");
      files[role] = target;
    }
    return { name: change.name, kind: change.kind, status: change.status, files };
  });
  writeFileSync(join(dir, "changes.json"), `${JSON.stringify(records, null, 2)}\n`);
  const read = (file?: string) => (file ? readFileSync(join(dir, file), "utf8") : "");
  writeFileSync(join(dir, "index.html"), reviewPage(run, records, commit, read));
  return records;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

function reviewPage(run: CollectedRun, records: ChangeRecord[], commit: string, read: (file?: string) => string) {
  const counts = countsOf(run);
  const groups = new Map<string, number[]>();
  run.changes.forEach((change, index) => {
    const key = change.subject;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const body =
    run.changes.length === 0
      ? `<p class="all-clear">No visual changes: every baseline matches (${counts.unchanged} compared).</p>`
      : [...groups]
          .map(
            ([subject, indexes]) =>
              `<section aria-labelledby="group-${indexes[0]}"><h2 id="group-${indexes[0]}">${escapeHtml(subject)}</h2>${indexes
                .map((index) => changeSection(run.changes[index], records[index], index, read))
                .join("")}</section>`,
          )
          .join("");
  const notCompared = "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes: ${run.changes.length === 0 ? "none" : run.changes.length}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Visual changes</h1>
<p class="commit">Commit <code>${escapeHtml(commit)}</code></p>
<dl class="counts">
<div><dt>Changed</dt><dd data-count="changed">${counts.changed}</dd></div>
<div><dt>New</dt><dd data-count="new">${counts.new}</dd></div>
<div><dt>Obsolete</dt><dd data-count="obsolete">${counts.obsolete}</dd></div>
<div><dt>Unchanged</dt><dd data-count="unchanged">${counts.unchanged}</dd></div>
</dl>
${run.changes.length > 0 ? `<p class="help">Press <kbd>j</kbd> or <kbd>k</kbd> (or use the buttons) to move to the next or previous change. Accept all: <code>npm run snapshots:accept -- --all</code></p>` : ""}
</header>
<main>
${notCompared}
${body}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function changeSection(change: Change, record: ChangeRecord, index: number, read: (file?: string) => string) {
  const id = `change-${index + 1}`;
  const pixels = change.pixels
    ? `<p>${change.pixels.count} pixels differ (${formatShare(change.pixels.ratio)} of the picture).</p>`
    : "";
  const views = change.kind === "image" ? imageViews(record, id) : ariaView(record, read);
  return `<article class="change" id="${id}" tabindex="-1" aria-labelledby="${id}-title">
<h3 id="${id}-title"><span class="status status-${change.status}">${change.status}</span> ${change.kind === "image" ? "picture" : "text"} · ${escapeHtml(change.viewport)}</h3>
<p class="name"><code>${escapeHtml(change.name)}</code></p>
${pixels}
<p class="accept"><code>${escapeHtml(acceptCommand(change.name))}</code> <button type="button" class="copy" data-command="${escapeHtml(acceptCommand(change.name))}">Copy accept command</button> <span class="copied" role="status"></span></p>
${views}
<p class="move"><button type="button" data-move="-1">Previous change</button> <button type="button" data-move="1">Next change</button></p>
</article>`;
}

function imageViews(record: ChangeRecord, id: string) {
  const { baseline, actual, diff } = record.files;
  const figure = (file: string | undefined, caption: string) =>
    file ? `<figure><img src="${file}" alt="${caption}"><figcaption>${caption}</figcaption></figure>` : "";
  if (!baseline || !actual) {
    return `<div class="side-by-side">${figure(baseline, "Baseline (no test takes it any more)")}${figure(actual, "Actual (no baseline yet)")}</div>`;
  }
  return `<fieldset class="modes"><legend>View</legend>
${["side-by-side", "slider", "onion skin"].map((mode, i) => `<label><input type="radio" name="${id}-mode" value="${mode.replace(" ", "-")}"${i === 0 ? " checked" : ""}> ${mode}</label>`).join(" ")}
</fieldset>
<div class="view view-side-by-side">${figure(baseline, "Baseline")}${figure(actual, "Actual")}${figure(diff, "Difference (red)")}</div>
<div class="view view-slider" hidden><label>Slider position <input type="range" min="0" max="100" value="50" class="slide"></label>
<div class="stack"><img src="${baseline}" alt="Baseline"><img src="${actual}" alt="Actual, shown right of the slider position" class="top slider-top"></div></div>
<div class="view view-onion-skin" hidden><label>Actual's opacity <input type="range" min="0" max="100" value="50" class="fade"></label>
<div class="stack"><img src="${baseline}" alt="Baseline"><img src="${actual}" alt="Actual, faded over the baseline" class="top onion-top"></div></div>`;
}

/** Lines kept around each change in a text diff; longer unchanged runs fold into one line. */
const CONTEXT_LINES = 3;

function ariaView(record: ChangeRecord, read: (file?: string) => string) {
  const lines = lineDiff(read(record.files.baseline), read(record.files.actual));
  const near = (index: number) =>
    lines.slice(Math.max(0, index - CONTEXT_LINES), index + CONTEXT_LINES + 1).some((line) => line.op !== " ");
  const rows: string[] = [];
  let folded = 0;
  lines.forEach(({ op, text }, index) => {
    if (!near(index)) {
      folded++;
      return;
    }
    if (folded > 0) rows.push(`<span class="line folded">⋯ ${folded} unchanged line(s)</span>`);
    folded = 0;
    const kind = op === "+" ? "added" : op === "-" ? "removed" : "kept";
    rows.push(`<span class="line ${kind}">${op} ${escapeHtml(text)}</span>`);
  });
  if (folded > 0) rows.push(`<span class="line folded">⋯ ${folded} unchanged line(s)</span>`);
  return `<p class="legend">Accessibility tree, lines marked − are in the baseline only, + in the actual only.</p><pre class="aria-diff" tabindex="0" aria-label="Line diff of the accessibility tree">${rows.join("")}</pre>`;
}

const STYLE = `
[hidden]{display:none!important}
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1400px;padding:1rem;color:#1a1a1a;background:#fff}
code,kbd,pre{font-family:ui-monospace,monospace}
.counts{display:flex;gap:1.5rem;margin:0}.counts div{display:flex;gap:.4rem}.counts dt{font-weight:600}.counts dd{margin:0}
.change{border:1px solid #8a8a8a;border-radius:6px;padding:1rem;margin:1rem 0}
.change:focus{outline:3px solid #0050b3;outline-offset:2px}
.status{display:inline-block;padding:0 .4rem;border-radius:4px;color:#fff;text-transform:uppercase;font-size:.85rem}
.status-changed{background:#8a4b00}.status-new{background:#1d6b2f}.status-obsolete{background:#a11d1d}
.side-by-side,.view-side-by-side{display:flex;gap:1rem;flex-wrap:wrap;align-items:flex-start}
figure{margin:0;max-width:32%}figure img{max-width:100%;border:1px solid #8a8a8a}
.stack{position:relative;display:inline-block;max-width:100%}.stack img{display:block;max-width:100%}
.stack .top{position:absolute;top:0;left:0}
.aria-diff{background:#f6f6f6;padding:.5rem;overflow:auto;max-height:40rem}.line{display:block}
.added{background:#dff5e3;color:#0d4a1c}.removed{background:#fbe2e2;color:#7a1010}
.folded{color:#555;font-style:italic}
.all-clear{font-size:1.25rem;font-weight:600}.warning{color:#7a1010}
button{font:inherit;padding:.2rem .6rem}
`;

/** Mode switch, slider and onion skin, copying the accept command, and j/k between changes. */
const SCRIPT = `
const changes=[...document.querySelectorAll('.change')];
function move(from,step){const i=changes.indexOf(from);const next=changes[Math.min(changes.length-1,Math.max(0,i+step))];if(next){next.focus();next.scrollIntoView({block:'start'});}}
document.addEventListener('keydown',e=>{if(e.target.closest('input,textarea')||e.ctrlKey||e.metaKey||e.altKey)return;
if(e.key==='j'||e.key==='k'){e.preventDefault();const current=document.activeElement.closest('.change');
if(!current){(e.key==='j'?changes[0]:changes[changes.length-1])?.focus();return;}move(current,e.key==='j'?1:-1);}});
for(const change of changes){
change.querySelectorAll('[data-move]').forEach(b=>b.addEventListener('click',()=>move(change,Number(b.dataset.move))));
change.querySelectorAll('.modes input').forEach(r=>r.addEventListener('change',()=>{change.querySelectorAll('.view').forEach(v=>{v.hidden=!v.classList.contains('view-'+r.value);});}));
const slide=change.querySelector('.slide'),top=change.querySelector('.slider-top');
const clip=()=>{top.style.clipPath='inset(0 0 0 '+slide.value+'%)';};if(slide){slide.addEventListener('input',clip);clip();}
const fade=change.querySelector('.fade'),onion=change.querySelector('.onion-top');
const opacity=()=>{onion.style.opacity=fade.value/100;};if(fade){fade.addEventListener('input',opacity);opacity();}
const copy=change.querySelector('.copy');copy.addEventListener('click',async()=>{const status=change.querySelector('.copied');
try{await navigator.clipboard.writeText(copy.dataset.command);status.textContent='Copied.';}catch{status.textContent='Copy failed: select the command and copy it.';}});
}
`;
