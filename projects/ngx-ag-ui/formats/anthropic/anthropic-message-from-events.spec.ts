import fc from 'fast-check';
import {
  deepFreeze,
  expectFinalMarkersInText,
  expectStreamedAsFinal,
} from '../adapter-spec.test-helpers';
import type { AnthropicMessage } from './anthropic-message';
import {
  anthropicMessageFromEvents,
  type AnthropicStreamEvent,
} from './anthropic-message-from-events';
import { fromAnthropicMessage } from './from-anthropic-message';
import { propertyRuns } from '../../property-testing/property-runs';

const WEB = {
  type: 'web_search_result_location',
  url: 'https://tower.example.jp/en/facts',
  title: 'Tokyo Tower: facts and figures',
  cited_text: 'The tower is 333 metres tall.',
  encrypted_index: 'EpMBCioIBhgCIiQ0',
} as const;
const DOC = {
  type: 'char_location',
  cited_text: 'Opened on 23 December 1958.',
  document_index: 0,
  document_title: 'Tower history',
  start_char_index: 812,
  end_char_index: 839,
  file_id: null,
} as const;

/** The non-streamed message the events below add up to. */
const FINAL: AnthropicMessage = {
  id: 'msg_01tower',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-4-5',
  content: [
    { type: 'text', text: 'Let me check. ' },
    {
      type: 'server_tool_use',
      id: 'srvtoolu_01',
      name: 'web_search',
      input: { query: 'Tokyo Tower height' },
    },
    { type: 'web_search_tool_result', tool_use_id: 'srvtoolu_01', content: [] },
    { type: 'text', text: '東京タワー 🗼 is 333 m tall', citations: [WEB] },
    { type: 'text', text: ' and opened in 1958.  ', citations: [DOC, WEB] },
  ],
  stop_reason: 'end_turn',
  stop_sequence: null,
  usage: { input_tokens: 2048, output_tokens: 96 },
};

/** Recorded-shape SSE data: the first citation arrives before its text, the others after. */
const EVENTS: readonly AnthropicStreamEvent[] = [
  {
    type: 'message_start',
    message: {
      id: 'msg_01tower',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 2048, output_tokens: 1 },
    },
  },
  { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
  { type: 'ping' },
  { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Let me ' } },
  { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'check. ' } },
  { type: 'content_block_stop', index: 0 },
  {
    type: 'content_block_start',
    index: 1,
    content_block: { type: 'server_tool_use', id: 'srvtoolu_01', name: 'web_search', input: {} },
  },
  {
    type: 'content_block_delta',
    index: 1,
    delta: { type: 'input_json_delta', partial_json: '{"query": "Tokyo' },
  },
  {
    type: 'content_block_delta',
    index: 1,
    delta: { type: 'input_json_delta', partial_json: ' Tower height"}' },
  },
  { type: 'content_block_stop', index: 1 },
  {
    type: 'content_block_start',
    index: 2,
    content_block: { type: 'web_search_tool_result', tool_use_id: 'srvtoolu_01', content: [] },
  },
  { type: 'content_block_stop', index: 2 },
  {
    type: 'content_block_start',
    index: 3,
    content_block: { type: 'text', text: '', citations: [] },
  },
  { type: 'content_block_delta', index: 3, delta: { type: 'citations_delta', citation: WEB } },
  { type: 'content_block_delta', index: 3, delta: { type: 'text_delta', text: '東京タワー 🗼' } },
  { type: 'content_block_delta', index: 3, delta: { type: 'text_delta', text: ' is 333 m tall' } },
  { type: 'content_block_stop', index: 3 },
  {
    type: 'content_block_start',
    index: 4,
    content_block: { type: 'text', text: '', citations: [] },
  },
  {
    type: 'content_block_delta',
    index: 4,
    delta: { type: 'text_delta', text: ' and opened in 1958.  ' },
  },
  { type: 'content_block_delta', index: 4, delta: { type: 'citations_delta', citation: DOC } },
  { type: 'content_block_delta', index: 4, delta: { type: 'citations_delta', citation: WEB } },
  { type: 'content_block_stop', index: 4 },
  {
    type: 'message_delta',
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: 96 },
  },
  { type: 'message_stop' },
];

function prefix(length: number): AnthropicMessage {
  return anthropicMessageFromEvents(EVENTS.slice(0, length));
}

describe('anthropicMessageFromEvents', () => {
  it('normalises every prefix without throwing, with final markers inside the text', () => {
    for (let n = 0; n <= EVENTS.length; n++) {
      expectFinalMarkersInText(fromAnthropicMessage(prefix(n), { streaming: true }));
    }
  });

  it('equals the non-streamed result once every event is in', () => {
    expectStreamedAsFinal(fromAnthropicMessage, prefix(EVENTS.length), FINAL);
  });

  it('folds text, citations, tool input and the stop reason into the message', () => {
    const message = prefix(EVENTS.length);
    expect(message.content?.map((block) => block.type)).toEqual(
      FINAL.content?.map((block) => block.type),
    );
    expect(message.content?.[1]).toEqual(FINAL.content?.[1]);
    expect(message.content?.[4]).toEqual({
      type: 'text',
      text: ' and opened in 1958.  ',
      citations: [DOC, WEB],
    });
    expect(message).toMatchObject({
      stop_reason: 'end_turn',
      usage: { input_tokens: 2048, output_tokens: 96 },
    });
  });

  it('keeps a citation that arrives before its text pending, then places it at the block end', () => {
    const early = fromAnthropicMessage(prefix(14), { streaming: true });
    expect(early.text).toBe('Let me check. ');
    expect(early.citations[0].spans[0]).toMatchObject({ status: 'pending' });

    const later = fromAnthropicMessage(prefix(15), { streaming: true });
    expect(later.citations[0].spans[0]).toMatchObject({
      status: 'final',
      claimStart: 14,
      markerOffset: later.text.length,
    });
  });

  it('keeps the marker at the current block end while the block grows', () => {
    const partial = fromAnthropicMessage(prefix(19), { streaming: true });
    expect(partial.text.endsWith('1958.  ')).toBe(true);
    const afterCitation = fromAnthropicMessage(prefix(20), { streaming: true });
    const doc = afterCitation.citations.find((c) => c.title === 'Tower history');
    expect(doc?.spans[0].markerOffset).toBe(afterCitation.text.length - 2);
  });

  it('keeps a tool input unparsed until its block stops, and keeps it when the JSON is cut', () => {
    expect(prefix(9).content?.[1]).toMatchObject({ input: {} });
    const cut = anthropicMessageFromEvents([
      ...EVENTS.slice(0, 8),
      { type: 'content_block_stop', index: 1 },
    ]);
    expect(cut.content?.[1]).toMatchObject({ input: {} });
  });

  it('skips malformed and unknown events', () => {
    const noisy = [
      null,
      'data: {}',
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'orphan' } },
      ...EVENTS.slice(0, 3),
      { type: 'content_block_delta', index: 99, delta: { type: 'text_delta', text: 'x' } },
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 5 } },
      {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'citations_delta', citation: 'bad' },
      },
      { type: 'content_block_start', index: -1, content_block: { type: 'text', text: 'neg' } },
      { type: 'content_block_start', index: 1e9, content_block: { type: 'text', text: 'huge' } },
      { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
      { type: 'future_event' },
      ...EVENTS.slice(3),
    ] as unknown as AnthropicStreamEvent[];
    expect(fromAnthropicMessage(anthropicMessageFromEvents(noisy))).toEqual(
      fromAnthropicMessage(FINAL),
    );
  });

  it('never mutates the events', () => {
    const frozen = JSON.parse(JSON.stringify(EVENTS)) as AnthropicStreamEvent[];
    deepFreeze(frozen);
    expect(() => anthropicMessageFromEvents(frozen)).not.toThrow();
    expect(frozen).toEqual(EVENTS);
  });

  it('folds any split of the text and any citation timing into the same final result', () => {
    const expected = fromAnthropicMessage(FINAL);
    const blockEvents = (
      index: number,
      text: string,
      citations: readonly object[],
      cuts: number[],
      slots: number[],
    ) => {
      const chars = Array.from(text);
      const bounds = [
        ...new Set([0, ...cuts.map((c) => c % (chars.length + 1)), chars.length]),
      ].sort((a, b) => a - b);
      const deltas: AnthropicStreamEvent[] = bounds.slice(1).map((end, i) => ({
        type: 'content_block_delta',
        index,
        delta: { type: 'text_delta', text: chars.slice(bounds[i], end).join('') },
      }));
      citations.forEach((citation, i) => {
        const event = {
          type: 'content_block_delta',
          index,
          delta: { type: 'citations_delta', citation },
        };
        deltas.splice(slots[i] % (deltas.length + 1), 0, event as AnthropicStreamEvent);
      });
      return [
        {
          type: 'content_block_start',
          index,
          content_block: { type: 'text', text: '', citations: [] },
        },
        ...deltas,
        { type: 'content_block_stop', index },
      ];
    };
    const cuts = fc.array(fc.nat({ max: 60 }), { maxLength: 6 });
    const slots = fc.array(fc.nat({ max: 10 }), { minLength: 2, maxLength: 2 });
    fc.assert(
      fc.property(cuts, slots, cuts, slots, (cuts3, slots3, cuts4, slots4) => {
        const events: AnthropicStreamEvent[] = [
          ...EVENTS.slice(0, 12),
          ...blockEvents(3, '東京タワー 🗼 is 333 m tall', [WEB], cuts3, slots3),
          ...blockEvents(4, ' and opened in 1958.  ', [DOC, WEB], cuts4, slots4),
          ...EVENTS.slice(-2),
        ];
        for (let n = 0; n < events.length; n++) {
          expectFinalMarkersInText(
            fromAnthropicMessage(anthropicMessageFromEvents(events.slice(0, n)), {
              streaming: true,
            }),
          );
        }
        expect(
          fromAnthropicMessage(anthropicMessageFromEvents(events), { streaming: true }),
        ).toEqual(expected);
      }),
      { numRuns: propertyRuns(60) },
    );
  });

  it('gives an empty message for input that is not an array', () => {
    const message = anthropicMessageFromEvents(null as unknown as AnthropicStreamEvent[]);
    expect(message).toEqual({ content: [] });
    expect(fromAnthropicMessage(message, { streaming: true })).toMatchObject({
      text: '',
      citations: [],
    });
  });
});
