/**
 * The review page's styles and script: static text, inlined into the page so that it works
 * opened from disk. The script takes every fact from the page's JSON data element; nothing is
 * interpolated into it.
 */

export const REVIEW_STYLE = `
[hidden]{display:none!important}
*,*::before,*::after{box-sizing:border-box}
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1400px;padding:1rem 1.5rem 4rem;color:#1a1a1a;background:#fff}
code,kbd,pre,textarea{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.875em}
h1{margin:.2rem 0}h2{margin:1.5rem 0 .5rem}h3{margin:0 0 .25rem;font-size:1.15rem;overflow-wrap:anywhere}
a{color:#0047a3}
:focus-visible{outline:3px solid #0050b3;outline-offset:2px}
.commit{margin:0;color:#444}
.warning{border:2px solid #a11d1d;background:#fff4f4;border-radius:6px;padding:.25rem 1rem .75rem;margin:1rem 0}
.warning h2{margin:.5rem 0;color:#7a1010}
.warning summary{cursor:pointer;font-weight:600}
.note{border:2px solid #1d4fa1;background:#f4f7ff;border-radius:6px;padding:.25rem 1rem .75rem;margin:1rem 0}
.note h2{margin:.5rem 0;color:#10357a}
.name-columns li:target{background:#ffe8a3;outline:2px solid #8a4b00}
.name-columns{columns:30rem;font-size:.9rem;margin:.25rem 0;padding-left:1.2rem}
.counts{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:1rem 0}.counts div{display:flex;gap:.4rem}
.counts dt{font-weight:600}.counts dd{margin:0}
.help{color:#333}
.filters{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:flex-end}
.filter{border:1px solid #8a8a8a;border-radius:6px;padding:.25rem .75rem .5rem;margin:0}
.filter label{margin-right:.75rem;white-space:nowrap}
div.filter{display:flex;flex-direction:column;border:0;padding:0}
select{font:inherit;max-width:28rem}
.shown-names{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.5rem 0}
.shown-names label{flex-basis:100%}
.shown-names textarea{flex:1;min-width:20rem;resize:vertical}
.list{width:100%;border-collapse:collapse;margin:.5rem 0 1rem;font-size:.95rem}
.list th,.list td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #c4c4c4;vertical-align:top}
.list th{border-bottom:2px solid #666}
.list td.share{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.group-names{color:#444;font-size:.9rem}
.status{display:inline-block;padding:0 .4rem;border-radius:4px;color:#fff;font-size:.8rem;font-weight:600;text-transform:uppercase;white-space:nowrap}
.status-changed{background:#8a4b00}.status-new{background:#1d6b2f}.status-obsolete{background:#a11d1d}.status-not-compared{background:#555}
.entry{border:1px solid #8a8a8a;border-radius:6px;padding:1rem;margin:1rem 0;scroll-margin-top:.5rem}
.entry .meta{margin:.25rem 0}
.names{margin:.25rem 0;overflow-wrap:anywhere}ul.names{padding-left:1.2rem}
.reason{font-weight:600;color:#7a1010}
.actions{margin:.5rem 0}.actions code{overflow-wrap:anywhere}
.accepted{display:inline-block;padding:0 .5rem;border-radius:4px;background:#e3f4e6;color:#0d4a1c;font-weight:600}
button{font:inherit;padding:.2rem .7rem;cursor:pointer}
button.accept{background:#1d6b2f;color:#fff;border:1px solid #0d4a1c;border-radius:4px}
.controls{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;margin:.5rem 0}
.controls p{margin:0}
.modes{border:1px solid #8a8a8a;border-radius:6px;margin:0;padding:.1rem .75rem .3rem}
.modes label{margin-right:.75rem;white-space:nowrap}
.range{display:flex;align-items:center;gap:.75rem;margin:.25rem 0}.range input{width:min(28rem,60%)}
figure{margin:0;min-width:0}figcaption{font-weight:600}
.side-by-side{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.frame{max-height:70vh;overflow:auto;width:fit-content;max-width:100%;border:1px solid #8a8a8a;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
.stage{position:relative;max-width:100%;overflow:hidden}
.stage img{position:absolute;top:0;left:0;height:auto;display:block;max-width:none}
.actual-layer,.diff-layer{position:absolute;inset:0}
.divider{position:absolute;top:0;bottom:0;left:var(--split);width:2px;margin-left:-1px;background:#0050b3;pointer-events:none}
.pictures:not([data-mode=slider]) :is(.divider,.range-slider),.pictures:not([data-mode=onion]) .range-onion,.pictures:not([data-mode=diff]) .diff-layer{display:none}
[data-mode=baseline] .actual-layer{display:none}
[data-mode=actual] .view-single > .frame .stage > img,[data-mode=diff] .view-single > .frame .stage > img{visibility:hidden}
[data-mode=slider] .actual-layer{clip-path:inset(0 0 0 var(--split))}
[data-mode=onion] .actual-layer{opacity:var(--fade)}
[data-mode=diff] .actual-layer{display:none}
.region{position:absolute;outline:2px solid #d0006f;outline-offset:1px;box-shadow:0 0 0 1px #fff;pointer-events:none}
.region.current{outline:3px solid #0050b3}
.crops{margin:.75rem 0}.crops summary{cursor:pointer;font-weight:600}
.crop-list{display:flex;flex-wrap:wrap;gap:.5rem 2rem}
.crop-pair p{margin:.5rem 0 .25rem}
.crop-row{display:flex;flex-wrap:wrap;gap:1rem}
.crop{position:relative;overflow:hidden;max-width:100%;border:1px solid #8a8a8a;background:#fff}
.crop img{position:absolute;max-width:none;height:auto}
.text-diff .legend{margin:.25rem 0;color:#333}
.aria-diff{background:#f6f6f6;padding:.5rem;margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.line{display:block}
.added{background:#dff5e3;color:#0d4a1c}.removed{background:#fbe2e2;color:#7a1010}.folded{color:#555;font-style:italic}
.move{margin:.75rem 0 0}
.all-clear{font-size:1.25rem;font-weight:600}
#announce{position:fixed;bottom:1rem;right:1rem;margin:0;max-width:40rem;background:#1a1a1a;color:#fff;padding:.5rem 1rem;border-radius:6px}
#announce:empty{padding:0}
`;

export const REVIEW_SCRIPT = `
(() => {
const data = JSON.parse(document.getElementById('review-data').textContent);
const entries = data.entries;
const byId = new Map(entries.map((entry) => [entry.id, entry]));
// A baseline not compared has no article of its own: its place is in the warning's list.
const article = (entry) => {
  const box = document.getElementById('change-' + entry.id);
  return box && box.classList.contains('entry') ? box : null;
};
const row = (entry) => document.querySelector('tr[data-entry="' + entry.id + '"]');
const announce = document.getElementById('announce');
const say = (text) => { announce.textContent = text; };
const form = document.getElementById('filters');

function checkedValues(name) {
  return new Set([...form.querySelectorAll('input[name="' + name + '"]:checked')].map((input) => input.value));
}
function filter() {
  const statuses = checkedValues('status'), kinds = checkedValues('kind'), viewports = checkedValues('viewport');
  const engines = checkedValues('engine');
  const subject = form.elements.subject.value;
  let shown = 0, changes = 0;
  const names = [];
  for (const entry of entries) {
    const on = entry.statuses.some((s) => statuses.has(s)) && entry.kinds.some((k) => kinds.has(k)) &&
      entry.viewports.some((v) => viewports.has(v)) && entry.engines.some((e) => engines.has(e)) &&
      (subject === '' || entry.subjects.includes(subject));
    row(entry).hidden = !on;
    if (article(entry)) article(entry).hidden = !on;
    if (on) { shown++; changes += entry.names.length; names.push(...entry.acceptable); }
  }
  document.getElementById('shown').textContent = 'Showing ' + shown + ' of ' + entries.length + ' entries (' + changes + ' changes).';
  const field = document.getElementById('shown-names');
  if (field) field.value = names.join(' ');
}
function order() {
  const byShare = form.elements.order.value === 'share';
  const sorted = entries.slice().sort((a, b) => (byShare ? b.share - a.share : 0) || a.id - b.id);
  for (const entry of sorted) {
    row(entry).parentElement.appendChild(row(entry));
    if (article(entry)) article(entry).parentElement.appendChild(article(entry));
  }
}
if (form) {
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('change', (event) => { if (event.target.name === 'order') order(); filter(); });
}

// j and k: the next or previous change shown, from wherever focus is, except while typing.
let current = null;
document.addEventListener('focusin', (event) => {
  const entry = event.target.closest && event.target.closest('.entry');
  if (entry) current = entry;
});
const NOT_TEXT = ['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'color', 'file', 'image'];
function typing(target) {
  if (!(target instanceof Element)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA') return true;
  return target.tagName === 'INPUT' && !NOT_TEXT.includes(target.type);
}
function move(step, from) {
  const shown = [...document.querySelectorAll('#entries > .entry:not([hidden])')];
  if (shown.length === 0) return;
  const at = shown.indexOf(from);
  const next = at === -1 ? (step > 0 ? shown[0] : shown[shown.length - 1]) : shown[Math.min(shown.length - 1, Math.max(0, at + step))];
  next.focus({ preventScroll: true });
  next.scrollIntoView({ block: 'start' });
  current = next;
}
document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
  if (event.key !== 'j' && event.key !== 'k') return;
  event.preventDefault();
  const from = (document.activeElement && document.activeElement.closest('.entry')) || current;
  move(event.key === 'j' ? 1 : -1, from);
});

// A link to a baseline not compared opens the list it is in.
function reveal() {
  const target = location.hash && document.getElementById(location.hash.slice(1));
  const details = target && target.closest('details');
  if (details && !details.open) { details.open = true; target.scrollIntoView(); }
}
window.addEventListener('hashchange', reveal);
reveal();

for (const entry of entries) {
  const box = article(entry);
  if (!box) continue;
  const pictures = box.querySelector('.pictures');
  box.addEventListener('change', (event) => {
    const target = event.target;
    if (!target.matches('input[data-mode]')) return;
    pictures.dataset.mode = target.value;
    for (const view of box.querySelectorAll('.view')) view.hidden = (view.dataset.view === 'side') !== (target.value === 'side');
  });
  box.addEventListener('input', (event) => {
    const target = event.target;
    if (target.matches('.slider-range')) pictures.style.setProperty('--split', target.value + '%');
    else if (target.matches('.onion-range')) pictures.style.setProperty('--fade', String(target.value / 100));
  });
  for (const button of box.querySelectorAll('[data-move]')) {
    button.addEventListener('click', () => move(Number(button.dataset.move), box));
  }
  // Side by side, the two pictures scroll together.
  for (const pair of box.querySelectorAll('.side-by-side')) {
    const frames = [...pair.querySelectorAll('.frame')];
    for (const frame of frames) {
      frame.addEventListener('scroll', () => {
        for (const other of frames) {
          if (other !== frame && Math.abs(other.scrollTop - frame.scrollTop) > 1) other.scrollTop = frame.scrollTop;
        }
      }, { passive: true });
    }
  }
  const next = box.querySelector('.next-region');
  if (next) {
    let at = -1;
    next.addEventListener('click', () => {
      at = (at + 1) % entry.regions.length;
      const region = entry.regions[at];
      for (const frame of box.querySelectorAll('.view:not([hidden]) .frame')) {
        const scale = frame.querySelector('.stage').clientWidth / entry.width;
        frame.scrollTo({ top: Math.max(0, region.y * scale - 32), left: Math.max(0, region.x * scale - 32) });
      }
      for (const outline of box.querySelectorAll('.region')) outline.classList.toggle('current', Number(outline.dataset.region) === at);
      box.querySelector('.region-status').textContent = 'Region ' + (at + 1) + ' of ' + entry.regions.length + ': ' +
        region.width + ' × ' + region.height + ' px at ' + region.x + ', ' + region.y;
    });
  }
}

function markAccepted(entry) {
  entry.acceptable = [];
  const box = article(entry);
  const actions = box.querySelector('.actions');
  const done = document.createElement('span');
  done.className = 'accepted';
  done.textContent = 'accepted';
  actions.replaceChildren(done);
  row(entry).querySelector('.state').append(' accepted');
  box.focus({ preventScroll: true });
}

document.addEventListener('click', async (event) => {
  const button = event.target.closest && event.target.closest('button[data-accept], button[data-copy]');
  if (!button) return;
  if (button.dataset.copy) {
    const text = button.dataset.copy === 'shown'
      ? document.getElementById('shown-names').value
      : byId.get(Number(button.dataset.copy)).acceptable.join(' ');
    try {
      await navigator.clipboard.writeText(text);
      say('Copied ' + (text ? text.split(' ').length : 0) + ' name(s).');
    } catch {
      say('Copying failed: select the names shown and copy them.');
    }
    return;
  }
  const entry = byId.get(Number(button.dataset.accept));
  button.disabled = true;
  say('Accepting ' + entry.acceptable.length + ' change(s)…');
  try {
    const response = await fetch('/accept', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ names: entry.acceptable }),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(answer.error || response.statusText);
    markAccepted(entry);
    const count = document.querySelector('[data-count="accepted"]');
    count.textContent = String(Number(count.textContent) + answer.done.length);
    // An accept from another tab or button may have written some of them first: said, not counted again.
    const already = (answer.already || []).map((name) => name + ' was accepted already');
    say(answer.done.concat(already).join(', ') + (answer.warning ? '. ' + answer.warning : ''));
  } catch (error) {
    button.disabled = false;
    say('Not accepted: ' + error.message);
  }
});
})();
`;

/** The single-file review's own styles: where a picture left out of it would be. */
export const SINGLE_FILE_STYLE = `
.left-out{margin:0;padding:.5rem .75rem;background:#fff4f4;color:#7a1010;font-weight:600;border:2px dashed #a11d1d}
.crop .left-out{position:absolute;inset:0;overflow:auto}
.left-out-link{color:#444}
`;

/**
 * The single-file review's pictures: each is in the page once, as the data: address of the first
 * image that shows it (data-picture="<id>"), which shows without this script. Every other image
 * and link of it gets one short address of the same bytes, made once; an image still loads only
 * when it is about to be seen (loading=lazy). It removes the notice of what the page cannot do
 * without it. Runs before the review's script, in the same script element.
 */
export const SCRIPTS_OFF_ID = "scripts-off";
export const PICTURES_SCRIPT = `
(() => {
document.getElementById('${SCRIPTS_OFF_ID}').remove();
const held = new Map();
for (const image of document.querySelectorAll('img[data-picture][src^="data:"]')) held.set(image.dataset.picture, image.src);
const addresses = new Map();
function address(id) {
  let url = addresses.get(id);
  if (url === undefined) {
    const text = held.get(id).slice(held.get(id).indexOf(',') + 1);
    const bytes = Uint8Array.fromBase64 ? Uint8Array.fromBase64(text) : Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    url = URL.createObjectURL(new Blob([bytes], { type: 'image/png' }));
    addresses.set(id, url);
  }
  return url;
}
for (const element of document.querySelectorAll('[data-picture]')) {
  element.setAttribute(element.tagName === 'A' ? 'href' : 'src', address(element.dataset.picture));
}
})();
`;
