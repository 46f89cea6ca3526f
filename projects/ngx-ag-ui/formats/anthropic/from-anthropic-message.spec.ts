import { expectUnreadablePayload } from '../adapter-spec.test-helpers';
import type { AnthropicMessage } from './anthropic-message';
import { fromAnthropicMessage } from './from-anthropic-message';

const NARRATION = 'Let me check the tower records. ';
const HEIGHT = '東京タワー 🗼 stands 333 m tall';
const BETWEEN = ', ';
const OPENED = 'it opened in December 1958.  ';
const ANTENNA = 'Its antenna was replaced 🚀 in 2012.';

/** A web-search answer: narration, tool blocks, then cited text blocks. */
function towerMessage(): AnthropicMessage {
  return {
    id: 'msg_01tower',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5',
    content: [
      { type: 'text', text: NARRATION, citations: null },
      {
        type: 'server_tool_use',
        id: 'srvtoolu_01',
        name: 'web_search',
        input: { query: 'Tokyo Tower height' },
      },
      {
        type: 'web_search_tool_result',
        tool_use_id: 'srvtoolu_01',
        content: [
          {
            type: 'web_search_result',
            url: 'https://tower.example.jp/en/facts',
            title: 'Tower facts',
          },
        ],
      },
      {
        type: 'text',
        text: HEIGHT,
        citations: [
          {
            type: 'web_search_result_location',
            url: 'https://tower.example.jp/en/facts',
            title: 'Tokyo Tower: facts and figures',
            cited_text: 'The tower is 333 metres tall.',
            encrypted_index: 'EpMBCioIBhgCIiQ0',
          },
        ],
      },
      { type: 'text', text: BETWEEN },
      {
        type: 'text',
        text: OPENED,
        citations: [
          {
            type: 'char_location',
            cited_text: 'Opened on 23 December 1958.',
            document_index: 0,
            document_title: 'Tower history (plain text)',
            start_char_index: 812,
            end_char_index: 839,
            file_id: null,
          },
          {
            type: 'web_search_result_location',
            url: 'https://TOWER.example.jp/en/facts#history',
            title: null,
            cited_text: 'Completed in 1958.',
            encrypted_index: 'EpMBCioIBhgCIiQ1',
          },
        ],
      },
      {
        type: 'text',
        text: ANTENNA,
        citations: [
          {
            type: 'page_location',
            cited_text: 'The antenna was replaced in 2012.',
            document_index: 1,
            document_title: null,
            start_page_number: 3,
            end_page_number: 4,
            file_id: 'file_011antenna',
          },
          {
            type: 'char_location',
            cited_text: 'A digital antenna was installed.',
            document_index: 0,
            document_title: 'A later title that does not win',
            start_char_index: 1200,
            end_char_index: 1232,
          },
        ],
      },
    ],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 2048, output_tokens: 96 },
  };
}

const garbage = (value: unknown): AnthropicMessage => value as AnthropicMessage;

describe('fromAnthropicMessage', () => {
  it('concatenates the text blocks exactly and skips tool blocks', () => {
    expect(fromAnthropicMessage(towerMessage()).text).toBe(
      NARRATION + HEIGHT + BETWEEN + OPENED + ANTENNA,
    );
  });

  it('claims the whole cited block in UTF-16 offsets, after astral and CJK text', () => {
    const cited = fromAnthropicMessage(towerMessage());
    const web = cited.citations[0];
    const start = NARRATION.length;
    expect(web.spans[0]).toMatchObject({
      claimStart: start,
      claimEnd: start + HEIGHT.length,
      status: 'final',
    });
    expect(cited.text.slice(web.spans[0].claimStart, web.spans[0].claimEnd)).toBe(HEIGHT);
  });

  it('puts the marker at the block end, moved left past trailing whitespace', () => {
    const cited = fromAnthropicMessage(towerMessage());
    const openedEnd = NARRATION.length + HEIGHT.length + BETWEEN.length + OPENED.trimEnd().length;
    const history = cited.citations.find((c) => c.title === 'Tower history (plain text)');
    expect(history?.spans[0].markerOffset).toBe(openedEnd);
    expect(history?.spans[0].claimEnd).toBe(openedEnd + 2);
    expect(cited.text.slice(0, openedEnd).endsWith('1958.')).toBe(true);
  });

  it('keeps source-side indices as raw locations and never as response offsets', () => {
    const cited = fromAnthropicMessage(towerMessage());
    const history = cited.citations.find((c) => c.title === 'Tower history (plain text)');
    expect(history?.locations).toEqual([
      { kind: 'char', documentIndex: 0, start: 812, end: 839 },
      { kind: 'char', documentIndex: 0, start: 1200, end: 1232 },
    ]);
    for (const span of history?.spans ?? []) {
      expect(span.markerOffset).toBeLessThanOrEqual(cited.text.length);
      expect([812, 839, 1200, 1232]).not.toContain(span.claimStart);
    }
    const pdf = cited.citations.find((c) => c.providerType === 'page_location');
    expect(pdf?.locations).toEqual([{ kind: 'page', documentIndex: 1, start: 3, end: 4 }]);
  });

  it('merges web results by URL (case and fragment aside) and documents by document_index', () => {
    const cited = fromAnthropicMessage(towerMessage());
    expect(cited.citations.map((c) => c.displayTitle)).toEqual([
      'Tokyo Tower: facts and figures',
      'Tower history (plain text)',
      'Source 3',
    ]);
    const [web, history] = cited.citations;
    expect(web.spans).toHaveLength(2);
    expect(web.href).toBe('https://tower.example.jp/en/facts');
    expect(web.domain).toBe('tower.example.jp');
    expect(history.spans).toHaveLength(2);
    expect(history.kind).toBe('document');
    expect(cited.citations.map((c) => c.index)).toEqual([1, 2, 3]);
  });

  it('falls back to Source n when document_title is null and keeps the file id', () => {
    const pdf = fromAnthropicMessage(towerMessage()).citations[2];
    expect(pdf.title).toBeUndefined();
    expect(pdf.displayTitle).toBe('Source 3');
    expect(pdf.recordId).toBe('file_011antenna');
    expect(pdf.href).toBeNull();
  });

  it('keeps cited_text as span evidence and the first one as the snippet', () => {
    const web = fromAnthropicMessage(towerMessage()).citations[0];
    expect(web.snippet).toBe('The tower is 333 metres tall.');
    expect(web.spans.map((s) => s.citedText)).toEqual([
      'The tower is 333 metres tall.',
      'Completed in 1958.',
    ]);
  });

  it('maps content-block and search-result locations and derives search-result identity', () => {
    const cited = fromAnthropicMessage({
      content: [
        {
          type: 'text',
          text: 'Refunds take 5 days.',
          citations: [
            {
              type: 'content_block_location',
              cited_text: 'Refunds are processed within five business days.',
              document_index: 2,
              document_title: 'Refund policy',
              start_block_index: 1,
              end_block_index: 2,
              file_id: null,
            },
            {
              type: 'search_result_location',
              cited_text: 'Five business days.',
              search_result_index: 0,
              source: 'https://help.example.com/refunds',
              title: 'Refunds FAQ',
              start_block_index: 0,
              end_block_index: 1,
            },
            {
              type: 'search_result_location',
              cited_text: 'Internal note.',
              search_result_index: 1,
              source: 'kb-article-42',
              title: null,
              start_block_index: 2,
              end_block_index: 3,
            },
          ],
        },
      ],
    });
    expect(cited.citations.map((c) => [c.kind, c.providerType, c.locations])).toEqual([
      [
        'document',
        'content_block_location',
        [{ kind: 'block', documentIndex: 2, start: 1, end: 2 }],
      ],
      [
        'web',
        'search_result_location',
        [{ kind: 'search_result', searchResultIndex: 0, start: 0, end: 1 }],
      ],
      [
        'document',
        'search_result_location',
        [{ kind: 'search_result', searchResultIndex: 1, start: 2, end: 3 }],
      ],
    ]);
    expect(cited.citations[2]).toMatchObject({ url: 'kb-article-42', href: null, domain: null });
    expect(cited.citations.every((c) => c.spans[0].markerOffset === 20)).toBe(true);
  });

  it('gives no href to unsafe or relative URLs but keeps the source listed', () => {
    const cited = fromAnthropicMessage({
      content: [
        {
          type: 'text',
          text: 'Two odd sources.',
          citations: [
            {
              type: 'web_search_result_location',
              url: 'JaVaScRiPt:alert(1)',
              title: 'Trap',
              cited_text: 'x',
            },
            {
              type: 'web_search_result_location',
              url: 'data:text/html,<b>hi</b>',
              title: null,
              cited_text: 'y',
            },
            {
              type: 'search_result_location',
              search_result_index: 0,
              source: '/kb/42',
              title: 'Relative',
              start_block_index: 0,
              end_block_index: 1,
            },
          ],
        },
      ],
    });
    expect(cited.citations.map((c) => c.href)).toEqual([null, null, null]);
    expect(cited.citations.map((c) => c.domain)).toEqual([null, null, null]);
    expect(cited.citations[1].displayTitle).toBe('data:text/html,<b>hi</b>');
  });

  it('keeps distinct documents apart even when their titles match', () => {
    const cited = fromAnthropicMessage({
      content: [
        {
          type: 'text',
          text: 'Same title, two files.',
          citations: [
            {
              type: 'char_location',
              document_index: 0,
              document_title: 'Notes',
              start_char_index: 0,
              end_char_index: 4,
              cited_text: 'a',
            },
            {
              type: 'char_location',
              document_index: 1,
              document_title: 'Notes',
              start_char_index: 0,
              end_char_index: 4,
              cited_text: 'b',
            },
          ],
        },
      ],
    });
    expect(cited.citations).toHaveLength(2);
  });

  it('ignores offsetUnit, since Anthropic gives no response offsets', () => {
    const plain = fromAnthropicMessage(towerMessage());
    expect(fromAnthropicMessage(towerMessage(), { offsetUnit: 'utf8' })).toEqual(plain);
    expect(fromAnthropicMessage(towerMessage(), { offsetUnit: 'codepoint' })).toEqual(plain);
  });

  it('tolerates missing optional fields', () => {
    const cited = fromAnthropicMessage({
      content: [
        { type: 'text', text: 'No citations field. ' },
        {
          type: 'text',
          text: 'Bare web result.',
          citations: [{ type: 'web_search_result_location', url: 'https://example.org/a' }],
        },
      ],
    });
    expect(cited.citations).toHaveLength(1);
    expect(cited.citations[0]).toMatchObject({ displayTitle: 'example.org', kind: 'web' });
    expect(cited.citations[0].snippet).toBeUndefined();
    expect(cited.diagnostics).toEqual([]);
  });

  it.each([null, undefined, 42, 'text', [], { content: 'not blocks' }])(
    'gives an empty result with a diagnostic for the payload %p',
    (payload) => {
      const cited = fromAnthropicMessage(garbage(payload));
      expectUnreadablePayload(cited);
    },
  );

  it('reports malformed blocks and citations and keeps the rest', () => {
    const cited = fromAnthropicMessage(
      garbage({
        content: [
          null,
          { type: 'text', text: 7 },
          { type: 'text', text: 'Kept. ', citations: 'nope' },
          {
            type: 'text',
            text: 'Also kept.',
            citations: [
              'not an object',
              { type: 'future_location', cited_text: 'z' },
              { type: 'char_location', document_index: -1, start_char_index: 'a' },
              { type: 'web_search_result_location', url: 'https://example.net/ok', title: 'OK' },
            ],
          },
        ],
      }),
    );
    expect(cited.text).toBe('Kept. Also kept.');
    // The char_location with no document index names no document: dropped, not "Source 1".
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['OK']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual([
      'schema-violation',
      'schema-violation',
      'dropped-entry',
      'unknown-citation',
      'schema-violation',
      'schema-violation',
      'dropped-entry',
    ]);
  });

  it('lists a citation on an empty final block without a marker', () => {
    const cited = fromAnthropicMessage({
      content: [
        {
          type: 'text',
          text: '',
          citations: [{ type: 'web_search_result_location', url: 'https://example.org/' }],
        },
      ],
    });
    expect(cited.citations[0].spans).toEqual([]);
  });
});
