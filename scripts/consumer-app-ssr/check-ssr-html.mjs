// Checks the HTML that `ng build ssr` rendered on the server (prerendering, in Node): the
// agent's run finished before the HTML was serialised (the page's status and the whole answer
// are in it), the citation markers are buttons that open cards, the sources list is there, and
// Angular marked the page for hydration. Any failure exits non-zero.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'dist/ssr/browser/index.html';
const html = readFileSync(file, 'utf8');
const count = (pattern) => (html.match(pattern) ?? []).length;

assert.match(html, /Run: success/, 'the run completed before the HTML was serialised');
assert.match(
  html,
  /Espresso is brewed by forcing hot water through finely ground coffee/,
  'the answer text',
);
assert.match(html, /pulled in 25 to 30 seconds/, 'the last delta of the answer');
assert.doesNotMatch(
  html,
  /\[\^(sca|guide)\]/,
  'the footnote markers are replaced by citation markers',
);
const markers = count(/<agui-citation-marker\b/g);
assert.equal(markers, 3, `3 markers (two for one source), found ${markers}`);
const triggers = count(/<button[^>]*aria-haspopup="dialog"/g);
assert.equal(triggers, 3, `3 card triggers, found ${triggers}`);
assert.match(html, /aria-expanded="false"/, 'the card triggers are closed');
assert.match(html, /<agui-sources\b/, 'the sources list');
assert.match(html, /Espresso brewing standards/, 'the first source');
assert.match(html, /A barista guide to shot sizes/, 'the second source');
assert.match(html, /href="https:\/\/coffee\.example\/standards\/espresso"/, 'the source links');
assert.match(html, /\bngh="/, 'hydration annotations');
assert.match(html, /<script id="ng-state" type="application\/json">/, 'the transfer state script');

console.log(
  `ssr: ${file}: run completed, ${markers} markers with card triggers, sources list, hydration data (${html.length} bytes)`,
);
