import { stateSnapshot } from 'ngx-ag-ui/testing';

import { op, setUpSurface } from '../render/a2ui-surface.test-helpers';

const sources = [
  {
    id: 'sse',
    title: 'Server-sent events',
    url: 'https://html.spec.whatwg.org/multipage/server-sent-events.html',
    snippet: 'A server pushes events to the page over HTTP.',
  },
  { id: 'ws', title: 'The WebSocket API', url: 'https://websockets.spec.whatwg.org/' },
];

/** A surface whose message cites `sources` in the agent state, painted with `texts`. */
async function citedSurface(texts: readonly Record<string, unknown>[]) {
  const surface = await setUpSurface();
  await surface.emit(stateSnapshot({ citations: { 'a2ui-surface-1': sources } }));
  await surface.paint(
    op.create(),
    op.components([
      { id: 'root', component: 'Column', children: texts.map((text) => text['id']) },
      ...texts,
    ]),
  );
  await surface.finish();
  return surface;
}

const markers = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLButtonElement>('agui-citation-marker button'),
];

describe('Text with citations', () => {
  it('draws a [^id] that names a source of the surface message as a marker opening its card', async () => {
    const { root, fixture, warnings } = await citedSurface([
      { id: 'a', component: 'Text', text: 'Server-sent events are one-way.[^sse]' },
      { id: 'b', component: 'Text', text: 'WebSockets go both ways.[^ws]', variant: 'h4' },
    ]);
    const [sse, ws] = markers(root);
    expect(markers(root)).toHaveLength(2);
    expect(sse.textContent).toContain('Source 1: Server-sent events');
    // Numbered across the surface, as the message lists its sources, not from 1 in each text.
    expect(ws.textContent).toContain('Source 2: The WebSocket API');
    expect(ws.closest('h4')).not.toBeNull();
    // The marker is taken out of the text; the rest is drawn as text.
    expect(root.querySelector('agui-a2ui-text')!.textContent).toContain(
      'Server-sent events are one-way.',
    );
    expect(root.textContent).not.toContain('[^sse]');
    sse.focus();
    await fixture.whenStable();
    const card = root.querySelector('agui-citation-card')!;
    expect(card.getAttribute('role')).toBe('dialog');
    expect(card.querySelector('a')!.getAttribute('href')).toBe(sources[0].url);
    expect(warnings()).toEqual([]);
  });

  it('leaves a text with no marker, or an unknown one, as plain text', async () => {
    const { root } = await citedSurface([
      { id: 'a', component: 'Text', text: 'No sources here.' },
      { id: 'b', component: 'Text', text: 'An unknown one.[^nope]' },
    ]);
    expect(markers(root)).toEqual([]);
    expect(root.querySelector('agui-cited-text')).toBeNull();
    expect(root.textContent).toContain('An unknown one.[^nope]');
  });

  it('shows [^id] as written when the surface message has no citations', async () => {
    const { root, paint } = await setUpSurface();
    await paint(
      op.create(),
      op.components([{ id: 'root', component: 'Text', text: 'Cited.[^sse]' }]),
    );
    expect(markers(root)).toEqual([]);
    expect(root.textContent!.trim()).toBe('Cited.[^sse]');
  });
});
