import type { CitationAdapterRun } from './create-citation-adapter';
import { createCitationAdapter } from './create-citation-adapter';
import { buildCitedText } from './build-cited-text';

describe('createCitationAdapter', () => {
  const runs: CitationAdapterRun[] = [];
  const fromExample = createCitationAdapter(
    'codepoint',
    function fromExample(
      payload: { readonly text: string } | null | undefined,
      run: CitationAdapterRun,
    ) {
      runs.push(run);
      if (payload?.text === 'bad') run.diagnostics.push({ code: 'dropped-entry', message: 'bad' });
      return buildCitedText(payload?.text ?? '', [{ source: { title: 'T' }, marker: 99 }], {
        provider: 'example',
        streaming: run.streaming,
      });
    },
  );

  beforeEach(() => (runs.length = 0));

  it('keeps the name of the reader', () => {
    expect(fromExample.name).toBe('fromExample');
  });

  it('passes the default unit when no option is given, and streaming as false', () => {
    fromExample({ text: 'a' });
    expect(runs[0]).toEqual({ offsetUnit: 'codepoint', streaming: false, diagnostics: [] });
  });

  it('passes a valid offsetUnit and streaming through', () => {
    fromExample({ text: 'a' }, { offsetUnit: 'utf8', streaming: true });
    expect(runs[0]).toMatchObject({ offsetUnit: 'utf8', streaming: true });
  });

  it('falls back to the default unit on an unknown one, with an invalid-option diagnostic', () => {
    const cited = fromExample({ text: 'a' }, { offsetUnit: 'bytes' as never });
    expect(runs[0].offsetUnit).toBe('codepoint');
    expect(cited.diagnostics?.[0].code).toBe('invalid-option');
  });

  it("puts the reader's diagnostics before the builder's", () => {
    const cited = fromExample({ text: 'bad' });
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry', 'offset-clamped']);
  });

  it('turns a throwing read into an empty result with an unreadable-payload diagnostic', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
      },
    ) as { readonly text: string };
    expect(fromExample(hostile)).toEqual({
      text: '',
      citations: [],
      diagnostics: [expect.objectContaining({ code: 'unreadable-payload' })],
    });
  });
});
