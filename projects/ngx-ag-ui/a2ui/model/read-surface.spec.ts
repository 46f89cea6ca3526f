import { A2UI_LIMITS } from './a2ui-limits';
import type { A2uiWarningKind } from './a2ui-warning';
import { readSurface } from './read-surface';

const v = 'v0.9';
const create = { version: v, createSurface: { surfaceId: 's', catalogId: 'basic' } };
const components = (list: readonly Record<string, unknown>[]) => ({
  version: v,
  updateComponents: { surfaceId: 's', components: list },
});
const data = (value: unknown, path?: string) => ({
  version: v,
  updateDataModel: { surfaceId: 's', ...(path ? { path } : {}), value },
});
const ops = (...list: unknown[]) => ({ a2ui_operations: list });
const kinds = (result: ReturnType<typeof readSurface>): A2uiWarningKind[] =>
  result.warnings.map((w) => w.a2ui);

describe('readSurface', () => {
  it('replays the operations into components by id, data and status', () => {
    const { surface, warnings } = readSurface(
      undefined,
      ops(
        create,
        components([
          { id: 'root', component: 'Column', children: ['t'] },
          { id: 't', component: 'Text', text: { path: '/name' } },
        ]),
        data({ name: 'Ada' }),
        data('Grace', '/name'),
      ),
    );
    expect(warnings).toEqual([]);
    expect(surface.surfaceId).toBe('s');
    expect(surface.catalogId).toBe('basic');
    expect(surface.status).toBe('ready');
    expect([...surface.components.keys()]).toEqual(['root', 't']);
    expect(surface.data).toEqual({ name: 'Grace' });
  });

  it('keeps the identity of every component and data branch a new snapshot repeats', () => {
    const first = readSurface(
      undefined,
      ops(
        create,
        components([
          { id: 'a', component: 'Text', text: 'A' },
          { id: 'b', component: 'Text', text: 'B' },
        ]),
        data({ left: { n: 1 }, right: { n: 2 } }),
      ),
    ).surface;
    const second = readSurface(
      first,
      ops(
        create,
        components([
          { id: 'a', component: 'Text', text: 'A' },
          { id: 'b', component: 'Text', text: 'B!' },
        ]),
        data({ left: { n: 1 }, right: { n: 3 } }),
      ),
    ).surface;
    expect(second.components.get('a')).toBe(first.components.get('a'));
    expect(second.components.get('b')).not.toBe(first.components.get('b'));
    const [d1, d2] = [first.data, second.data] as Record<string, unknown>[];
    expect(d2['left']).toBe(d1['left']);
    expect(d2['right']).toEqual({ n: 3 });
    // A snapshot equal to the last returns the same maps.
    const third = readSurface(
      second,
      ops(
        create,
        components([
          { id: 'a', component: 'Text', text: 'A' },
          { id: 'b', component: 'Text', text: 'B!' },
        ]),
        data({ left: { n: 1 }, right: { n: 3 } }),
      ),
    ).surface;
    expect(third.components).toBe(second.components);
    expect(third.data).toBe(second.data);
  });

  it('reads the lifecycle, and a failure after painting keeps the painted surface', () => {
    const building = readSurface(undefined, { status: 'building', progressTokens: 40 }).surface;
    expect(building.status).toBe('building');
    expect(building.lifecycle.progressTokens).toBe(40);
    const painted = readSurface(
      building,
      ops(create, components([{ id: 'root', component: 'Text', text: 'hi' }])),
    ).surface;
    const failed = readSurface(painted, {
      status: 'failed',
      error: 'gave up',
      attempts: [],
      maxAttempts: 3,
    }).surface;
    expect(failed.status).toBe('failed');
    expect(failed.lifecycle.error).toBe('gave up');
    expect(failed.components).toBe(painted.components);
  });

  it('marks a deleted surface', () => {
    const { surface } = readSurface(
      undefined,
      ops(create, { version: v, deleteSurface: { surfaceId: 's' } }),
    );
    expect(surface.status).toBe('deleted');
  });

  describe('hostile content: a typed warning each, the rest kept', () => {
    it('content that is not an object keeps the last surface', () => {
      const painted = readSurface(undefined, ops(create)).surface;
      const result = readSurface(painted, 'nope');
      expect(result.surface).toBe(painted);
      expect(kinds(result)).toEqual(['invalid-content']);
      expect(kinds(readSurface(painted, { other: 1 }))).toEqual(['invalid-content']);
    });

    it('skips operations that are unknown, double, surfaceless or for another surface', () => {
      const result = readSurface(
        undefined,
        ops(
          create,
          { version: v, explode: { surfaceId: 's' } },
          { version: v, createSurface: { surfaceId: 's' }, deleteSurface: { surfaceId: 's' } },
          { version: v, updateComponents: { components: [] } },
          { version: v, deleteSurface: { surfaceId: 'other' } },
          7,
        ),
      );
      expect(result.surface.status).toBe('ready');
      expect(kinds(result)).toEqual(Array(5).fill('invalid-operation'));
      expect(result.warnings.every((w) => w.kind === 'other' && w.surfaceId === 's')).toBe(true);
    });

    it(`keeps at most ${A2UI_LIMITS.maxComponents} of 10,000 components`, () => {
      const list = Array.from({ length: 10_000 }, (_, i) => ({
        id: `c${i}`,
        component: 'Text',
        text: `${i}`,
      }));
      const result = readSurface(undefined, ops(create, components(list)));
      expect(result.surface.components.size).toBe(A2UI_LIMITS.maxComponents);
      expect(kinds(result)).toEqual(['too-many-components']);
    });

    it('drops __proto__, constructor and prototype keys from components and data', () => {
      const hostile = JSON.parse(
        '{"id":"root","component":"Text","text":"x","__proto__":{"polluted":true},"nested":{"constructor":{"prototype":{"p":1}}}}',
      );
      const result = readSurface(
        undefined,
        ops(
          create,
          components([hostile]),
          data(JSON.parse('{"__proto__":{"polluted":true},"ok":1}')),
          data(1, '/__proto__/polluted'),
        ),
      );
      expect(kinds(result)).toEqual(['unsafe-key', 'unsafe-key', 'unsafe-key', 'unsafe-key']);
      expect(result.surface.data).toEqual({ ok: 1 });
      expect(Object.getPrototypeOf(result.surface.data)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      expect(result.surface.components.get('root')).toEqual({
        id: 'root',
        component: 'Text',
        text: 'x',
        nested: {},
      });
    });

    it('cuts huge strings and deep values', () => {
      let deep: unknown = 'bottom';
      for (let i = 0; i < 100; i++) deep = { d: deep };
      const result = readSurface(
        undefined,
        ops(
          create,
          components([{ id: 'root', component: 'Text', text: 'x'.repeat(1_000_000) }]),
          data(deep),
        ),
      );
      const text = result.surface.components.get('root')!['text'] as string;
      expect(text.length).toBe(A2UI_LIMITS.maxStringLength);
      expect(kinds(result)).toEqual(['oversized-value', 'oversized-value']);
    });
  });
});
