import fc from 'fast-check';
import { expectWellFormedForAnyPayload } from '../adapter-spec.test-helpers';
import type { AgentforceCitation, AgentforceMessage } from './agentforce-message';
import { fromAgentforceMessage } from './from-agentforce-message';

function link(
  url: string,
  extra: Record<string, string> = {},
  details: { at: number; claim?: [number, number] }[] = [],
): AgentforceCitation {
  return {
    citedReference: { citedReferenceType: 'Link', link: { url }, ...extra },
    citedDetails: {
      citedDetailsType: 'InlineMetadata',
      inlineMetadata: details.map(({ at, claim }) => ({
        citedLocationOffset: at,
        ...(claim ? { claim: { claimStartOffset: claim[0], claimEndOffset: claim[1] } } : {}),
      })),
    },
  };
}

function message(text: string, citations: readonly AgentforceCitation[]): AgentforceMessage {
  return { staticContent: { text, citationContent: { citations } } };
}

describe('fromAgentforceMessage', () => {
  it('places markers at citedLocationOffset with claims, label and recordId', () => {
    const text = 'Refunds take 5 days. Exchanges are free.';
    const cited = fromAgentforceMessage(
      message(text, [
        link('https://www.example.com/refunds', { label: 'example', recordId: 'ka0001' }, [
          { at: 20, claim: [0, 20] },
        ]),
        link('https://help.example.org/exchanges', {}, [{ at: 40, claim: [21, 40] }]),
      ]),
    );
    expect(cited.text).toBe(text);
    expect(cited.diagnostics).toEqual([]);
    expect(cited.citations).toEqual([
      expect.objectContaining({
        index: 1,
        kind: 'web',
        url: 'https://www.example.com/refunds',
        href: 'https://www.example.com/refunds',
        domain: 'example.com',
        label: 'example',
        recordId: 'ka0001',
        displayTitle: 'example',
        provider: 'agentforce',
        providerType: 'Link',
        spans: [{ markerOffset: 20, claimStart: 0, claimEnd: 20, status: 'final' }],
      }),
      expect.objectContaining({
        index: 2,
        displayTitle: 'help.example.org',
        spans: [{ markerOffset: 40, claimStart: 21, claimEnd: 40, status: 'final' }],
      }),
    ]);
  });

  it('numbers by first marker, not by payload order', () => {
    const cited = fromAgentforceMessage(
      message('First. Second.', [
        link('https://b.example/', {}, [{ at: 14 }]),
        link('https://a.example/', {}, [{ at: 6 }]),
      ]),
    );
    expect(cited.citations.map((c) => [c.index, c.domain])).toEqual([
      [1, 'a.example'],
      [2, 'b.example'],
    ]);
  });

  it('reads UTF-16 offsets by default: emoji and CJK before an offset', () => {
    const text = '🚀 ロケットは速い。Rockets are fast.';
    const end = text.length;
    const cited = fromAgentforceMessage(
      message(text, [link('https://r.example/', {}, [{ at: end, claim: [11, end] }])]),
    );
    const [span] = cited.citations[0].spans;
    expect(text.slice(span.claimStart, span.claimEnd)).toBe('Rockets are fast.');
    expect(span.markerOffset).toBe(end);
  });

  it('honours options.offsetUnit', () => {
    const text = '🚀 Rockets are fast.';
    const cited = fromAgentforceMessage(
      message(text, [link('https://r.example/', {}, [{ at: 19, claim: [2, 19] }])]),
      {
        offsetUnit: 'codepoint',
      },
    );
    const [span] = cited.citations[0].spans;
    expect(text.slice(span.claimStart, span.claimEnd)).toBe('Rockets are fast.');
  });

  it('falls back to utf16 for an unknown offsetUnit, with a diagnostic', () => {
    const cited = fromAgentforceMessage(
      message('abc', [link('https://r.example/', {}, [{ at: 3 }])]),
      {
        offsetUnit: 'bytes' as 'utf8',
      },
    );
    expect(cited.citations[0].spans[0].markerOffset).toBe(3);
    expect(cited.diagnostics?.[0].code).toBe('invalid-option');
  });

  it('merges the same URL cited twice with a different #fragment, keeping both markers', () => {
    const cited = fromAgentforceMessage(
      message('One. Two.', [
        link('https://docs.example.com/guide#a', { label: 'guide' }, [{ at: 4 }]),
        link('https://docs.example.com/guide#b', {}, [{ at: 9 }]),
      ]),
    );
    expect(cited.citations).toHaveLength(1);
    expect(cited.citations[0].spans.map((s) => s.markerOffset)).toEqual([4, 9]);
  });

  it('dedups sources without a URL by recordId and calls them records', () => {
    const record = (label: string, at: number): AgentforceCitation => ({
      citedReference: { citedReferenceType: 'Record', recordId: '001xx000003DGb2', label },
      citedDetails: {
        citedDetailsType: 'InlineMetadata',
        inlineMetadata: [{ citedLocationOffset: at }],
      },
    });
    const cited = fromAgentforceMessage(
      message('Acme. Acme again.', [record('Acme Corp', 5), record('', 17)]),
    );
    expect(cited.citations).toHaveLength(1);
    expect(cited.citations[0]).toMatchObject({
      kind: 'record',
      recordId: '001xx000003DGb2',
      label: 'Acme Corp',
      href: null,
    });
  });

  it.each<[string, number, [number, number] | undefined, string, unknown[]]>([
    ['offset 0', 0, undefined, 'final', [{ markerOffset: 0, status: 'final' }]],
    ['a past-end marker clamps', 99, undefined, 'final', [{ markerOffset: 5, status: 'final' }]],
    ['a negative marker gives no marker', -1, [0, 5], 'final', []],
    ['a fractional marker gives no marker', 1.5, undefined, 'final', []],
    [
      'a reversed claim is dropped; the explicit marker stays',
      5,
      [4, 2],
      'final',
      [{ markerOffset: 5, status: 'final' }],
    ],
    [
      'a past-end marker is pending while streaming',
      99,
      undefined,
      'streaming',
      [{ markerOffset: 5, status: 'pending' }],
    ],
  ])('%s; the source stays listed', (_name, at, claim, mode, spans) => {
    const cited = fromAgentforceMessage(
      message('Hello', [link('https://h.example/', {}, [{ at, claim }])]),
      {
        streaming: mode === 'streaming',
      },
    );
    expect(cited.citations).toHaveLength(1);
    expect(cited.citations[0].spans).toEqual(spans);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    '/kb/article',
    's3://kb/a.pdf',
  ])('never links %p', (url) => {
    const cited = fromAgentforceMessage(message('x', [link(url, {}, [{ at: 1 }])]));
    expect(cited.citations[0]).toMatchObject({ href: null, domain: null, url });
  });

  it('lists a citation without inline metadata as a source with no marker', () => {
    const cited = fromAgentforceMessage(
      message('x', [{ citedReference: { link: { url: 'https://x.example/' } } }]),
    );
    expect(cited.citations[0].spans).toEqual([]);
  });

  it('reports malformed payloads instead of throwing', () => {
    expect(fromAgentforceMessage(null as unknown as AgentforceMessage)).toMatchObject({
      text: '',
      citations: [],
    });
    const bad = fromAgentforceMessage({
      staticContent: {
        text: 'x',
        citationContent: {
          citations: [
            null,
            'x',
            link('https://ok.example/', {}, [{ at: 1 }]),
          ] as unknown as AgentforceCitation[],
        },
      },
    });
    expect(bad.citations).toHaveLength(1);
    expect(bad.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry', 'dropped-entry']);
    const notArray = fromAgentforceMessage({
      staticContent: { text: 'x', citationContent: { citations: {} as never } },
    });
    expect(notArray.diagnostics?.[0].code).toBe('schema-violation');
  });

  it('never throws on random payloads and numbers its sources 1..N', () => {
    expectWellFormedForAnyPayload(
      fromAgentforceMessage,
      fc.record({
        staticContent: fc.record({
          text: fc.oneof(fc.string(), fc.anything()),
          citationContent: fc.record({
            citations: fc.array(
              fc.record({
                citedReference: fc.anything(),
                citedDetails: fc.record({
                  inlineMetadata: fc.array(
                    fc.record({
                      citedLocationOffset: fc.oneof(
                        fc.integer({ min: -3, max: 40 }),
                        fc.double(),
                        fc.anything(),
                      ),
                      claim: fc.record({
                        claimStartOffset: fc.integer({ min: -3, max: 40 }),
                        claimEndOffset: fc.oneof(fc.integer({ min: -3, max: 40 }), fc.anything()),
                      }),
                    }),
                  ),
                }),
              }),
            ),
          }),
        }),
      }),
    );
  });

  it('drops a citation without a cited reference instead of listing "Source 2"', () => {
    const cited = fromAgentforceMessage({
      staticContent: {
        text: 'Refunds take 5 days.',
        citationContent: {
          citations: [link('https://help.example.com/refunds'), { citedDetails: {} }],
        },
      },
    } as unknown as AgentforceMessage);
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['help.example.com']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry']);
  });
});
