import fc from 'fast-check';
import {
  expectUnreadablePayload,
  expectWellFormedForAnyPayload,
} from '../adapter-spec.test-helpers';
import { fromMoveworksPlugin } from './from-moveworks-plugin';
import type { MoveworksPluginPayload } from './moveworks-plugin';

const TEXT = 'Jane Doe leads Platform; see the VPN guide.';

describe('fromMoveworksPlugin', () => {
  it('reads `results`: friendly_id as the label, every other field kept in extra', () => {
    const cited = fromMoveworksPlugin({
      text: TEXT,
      pluginResponse: {
        results: [
          {
            id: 'emp-42',
            friendly_id: 'Jane Doe',
            department: 'Platform',
            email: 'jane@corp.example',
          },
          {
            id: 'kb-7',
            friendly_id: 'VPN guide',
            title: 'Connect to the VPN',
            url: 'https://kb.corp.example/vpn',
            snippet: 'Open the client…',
          },
        ],
      },
    });
    expect(cited.text).toBe(TEXT);
    expect(cited.diagnostics).toEqual([]);
    expect(cited.citations).toEqual([
      {
        id: 'emp-42',
        index: 1,
        kind: 'record',
        href: null,
        domain: null,
        label: 'Jane Doe',
        recordId: 'emp-42',
        displayTitle: 'Jane Doe',
        spans: [],
        provider: 'moveworks',
        extra: { department: 'Platform', email: 'jane@corp.example' },
      },
      expect.objectContaining({
        id: 'kb-7',
        index: 2,
        kind: 'record',
        title: 'Connect to the VPN',
        url: 'https://kb.corp.example/vpn',
        href: 'https://kb.corp.example/vpn',
        domain: 'kb.corp.example',
        label: 'VPN guide',
        snippet: 'Open the client…',
        displayTitle: 'Connect to the VPN',
      }),
    ]);
    expect(cited.citations[1].extra).toBeUndefined();
  });

  it('reads a single `result`', () => {
    const cited = fromMoveworksPlugin({
      text: TEXT,
      pluginResponse: { result: { id: 'emp-42', friendly_id: 'Jane Doe' } },
    });
    expect(cited.citations.map((c) => [c.index, c.id, c.displayTitle])).toEqual([
      [1, 'emp-42', 'Jane Doe'],
    ]);
  });

  it('reads `result` before `results` when both are present', () => {
    const cited = fromMoveworksPlugin({
      text: TEXT,
      pluginResponse: { result: { id: 'a', name: 'A' }, results: [{ id: 'b', name: 'B' }] },
    });
    expect(cited.citations.map((c) => c.id)).toEqual(['a', 'b']);
  });

  describe('rule 12: field mapping for loose objects', () => {
    it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]>([
      ['title ← title', { title: 'T', name: 'N' }, { title: 'T' }, { name: 'N' }],
      ['title ← name', { name: 'N' }, { title: 'N' }, {}],
      [
        'url ← url',
        { url: 'https://u.example/', href: 'https://h.example/' },
        { url: 'https://u.example/' },
        { href: 'https://h.example/' },
      ],
      ['url ← href', { href: 'https://h.example/' }, { url: 'https://h.example/' }, {}],
      ['url ← source', { source: 'https://s.example/' }, { url: 'https://s.example/' }, {}],
      ['snippet ← snippet', { snippet: 'S', content: 'C' }, { snippet: 'S' }, { content: 'C' }],
      ['snippet ← content', { content: 'C' }, { snippet: 'C' }, {}],
      ['snippet ← excerpt', { excerpt: 'E' }, { snippet: 'E' }, {}],
      ['label ← label', { label: 'L', friendly_id: 'F' }, { label: 'L' }, { friendly_id: 'F' }],
      ['label ← friendly_id', { friendly_id: 'F' }, { label: 'F' }, {}],
      [
        'recordId ← recordId',
        { recordId: 'R', record_id: 'r' },
        { recordId: 'R' },
        { record_id: 'r' },
      ],
      ['recordId ← record_id', { record_id: 'r' }, { recordId: 'r' }, {}],
      ['recordId ← id when neither is given', {}, { recordId: 'x1' }, {}],
      ['blank values fall through', { title: '  ', name: 'N' }, { title: 'N' }, { title: '  ' }],
      [
        'values that are not strings stay in extra',
        { title: 7, name: 'N' },
        { title: 'N' },
        { title: 7 },
      ],
    ])('%s', (_name, fields, expected, extra) => {
      const cited = fromMoveworksPlugin({
        text: TEXT,
        pluginResponse: { results: [{ id: 'x1', ...fields }] },
      });
      expect(cited.citations[0]).toMatchObject(expected);
      expect(cited.citations[0].extra ?? {}).toEqual(extra);
    });
  });

  describe('schema violations drop all plugin citations, with the reason', () => {
    it.each<[string, unknown, RegExp]>([
      [
        'an item without an id',
        { results: [{ id: 'a' }, { friendly_id: 'B' }] },
        /item 1 has no string id/,
      ],
      ['a numeric id', { results: [{ id: 1 }] }, /item 0 has no string id/],
      ['duplicate ids', { results: [{ id: 'a' }, { id: 'a' }] }, /"a" appears more than once/],
      [
        'duplicate ids across result and results',
        { result: { id: 'a' }, results: [{ id: 'a' }] },
        /"a" appears more than once/,
      ],
      ['a string entry', { results: ['https://x.example'] }, /item 0 is not an object/],
      ['a null entry', { results: [{ id: 'a' }, null] }, /item 1 is not an object/],
      ['results not a list', { results: { id: 'a' } }, /results is not an array/],
      ['result not an object', { result: ['a'] }, /result is not an object/],
      ['pluginResponse not an object', 'oops', /pluginResponse is not an object/],
    ])('%s', (_name, pluginResponse, reason) => {
      const cited = fromMoveworksPlugin({ text: TEXT, pluginResponse } as MoveworksPluginPayload);
      expect(cited.citations).toEqual([]);
      expect(cited.text).toBe(TEXT);
      expect(cited.diagnostics).toEqual([
        { code: 'schema-violation', message: expect.stringMatching(reason) },
      ]);
    });
  });

  it('has no citations and no diagnostics when the plugin returned none', () => {
    expect(fromMoveworksPlugin({ text: TEXT, pluginResponse: {} })).toEqual({
      text: TEXT,
      citations: [],
      diagnostics: [],
    });
    expect(fromMoveworksPlugin({ text: TEXT })).toEqual({
      text: TEXT,
      citations: [],
      diagnostics: [],
    });
  });

  it('dedups by URL, keeping the first id', () => {
    const cited = fromMoveworksPlugin({
      text: TEXT,
      pluginResponse: {
        results: [
          { id: 'a', url: 'https://kb.example/x#1' },
          { id: 'b', url: 'https://kb.example/x#2' },
        ],
      },
    });
    expect(cited.citations.map((c) => c.id)).toEqual(['a']);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '/relative',
    's3://b/k',
  ])('never links %p', (url) => {
    const cited = fromMoveworksPlugin({
      text: TEXT,
      pluginResponse: { results: [{ id: 'a', url }] },
    });
    expect(cited.citations[0]).toMatchObject({ url, href: null, domain: null });
  });

  it('keeps markup in names literal', () => {
    const cited = fromMoveworksPlugin({
      text: TEXT,
      pluginResponse: { result: { id: 'a', friendly_id: '<b>Jane</b>' } },
    });
    expect(cited.citations[0].displayTitle).toBe('<b>Jane</b>');
  });

  it('treats a missing text as empty, with a diagnostic', () => {
    const cited = fromMoveworksPlugin(null as unknown as MoveworksPluginPayload);
    expectUnreadablePayload(cited);
  });

  it('never throws on random payloads and numbers its sources 1..N', () => {
    expectWellFormedForAnyPayload(
      fromMoveworksPlugin,
      fc.record({
        text: fc.oneof(fc.string(), fc.anything()),
        pluginResponse: fc.oneof(
          fc.anything(),
          fc.record({
            results: fc.array(
              fc.dictionary(
                fc.constantFrom('id', 'friendly_id', 'title', 'url', 'name', 'x'),
                fc.oneof(fc.string(), fc.anything()),
              ),
            ),
          }),
        ),
      }),
    );
  });
});
