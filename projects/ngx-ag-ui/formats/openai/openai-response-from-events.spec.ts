import fc from 'fast-check';
import {
  codePointOffset,
  deepFreeze,
  expectFinalMarkersInText,
  expectStreamedAsFinal,
} from '../adapter-spec.test-helpers';
import { fromOpenAIResponse } from './from-openai-response';
import type { OpenAIOutputText, OpenAIResponse } from './openai-response';
import { propertyRuns } from '../../property-testing/property-runs';
import {
  openAIResponseFromEvents,
  type OpenAIResponseStreamEvent,
} from './openai-response-from-events';

const DENO_URL = 'https://docs.deno.com/runtime/?utm_source=openai';
const P0 = 'Deno 2 🦕 runs most npm packages unchanged. ';
const P1 = `日本語 docs exist too 📘. ([docs.deno.com](${DENO_URL}))`;

const A0 = {
  type: 'url_citation',
  url: 'https://deno.com/blog/v2.0?utm_source=openai',
  title: 'Announcing Deno 2',
  start_index: 0,
  end_index: codePointOffset(P0, 'unchanged. ', true),
} as const;
const A1 = {
  type: 'url_citation',
  url: DENO_URL,
  title: 'Deno docs',
  start_index: codePointOffset(P1, '(['),
  end_index: codePointOffset(P1, '))', true),
} as const;
const A2 = {
  type: 'url_citation',
  url: DENO_URL,
  title: 'Deno docs',
  start_index: 0,
  end_index: codePointOffset(P1, '📘.', true),
} as const;

const PART0: OpenAIOutputText = { type: 'output_text', text: P0, annotations: [A0], logprobs: [] };
const PART1: OpenAIOutputText = {
  type: 'output_text',
  text: P1,
  annotations: [A1, A2],
  logprobs: [],
};
const SEARCH = {
  type: 'web_search_call',
  id: 'ws_1',
  status: 'completed',
  action: { type: 'search', query: 'deno 2 npm' },
};
const MESSAGE = {
  type: 'message',
  id: 'msg_1',
  role: 'assistant',
  status: 'completed',
  content: [PART0, PART1],
};
const START = {
  id: 'resp_42',
  object: 'response',
  created_at: 1760000000,
  status: 'in_progress',
  model: 'gpt-5',
  output: [],
};
const FINAL: OpenAIResponse = {
  ...START,
  status: 'completed',
  output: [SEARCH, MESSAGE],
  usage: { input_tokens: 800, output_tokens: 60 },
};

const at = { item_id: 'msg_1', output_index: 1 };
/** Recorded-shape SSE data; the annotations of part 1 arrive before its text. */
const EVENTS: readonly OpenAIResponseStreamEvent[] = [
  { type: 'response.created', sequence_number: 0, response: START },
  { type: 'response.in_progress', sequence_number: 1, response: START },
  {
    type: 'response.output_item.added',
    sequence_number: 2,
    output_index: 0,
    item: { type: 'web_search_call', id: 'ws_1', status: 'in_progress' },
  },
  {
    type: 'response.web_search_call.in_progress',
    sequence_number: 3,
    output_index: 0,
    item_id: 'ws_1',
  },
  {
    type: 'response.web_search_call.searching',
    sequence_number: 4,
    output_index: 0,
    item_id: 'ws_1',
  },
  {
    type: 'response.web_search_call.completed',
    sequence_number: 5,
    output_index: 0,
    item_id: 'ws_1',
  },
  { type: 'response.output_item.done', sequence_number: 6, output_index: 0, item: SEARCH },
  {
    type: 'response.output_item.added',
    sequence_number: 7,
    output_index: 1,
    item: { type: 'message', id: 'msg_1', role: 'assistant', status: 'in_progress', content: [] },
  },
  {
    type: 'response.content_part.added',
    sequence_number: 8,
    ...at,
    content_index: 0,
    part: { type: 'output_text', text: '', annotations: [], logprobs: [] },
  },
  {
    type: 'response.output_text.delta',
    sequence_number: 9,
    ...at,
    content_index: 0,
    delta: 'Deno 2 🦕 runs',
    logprobs: [],
  },
  {
    type: 'response.output_text.delta',
    sequence_number: 10,
    ...at,
    content_index: 0,
    delta: ' most npm packages',
    logprobs: [],
  },
  {
    type: 'response.output_text.delta',
    sequence_number: 11,
    ...at,
    content_index: 0,
    delta: ' unchanged. ',
    logprobs: [],
  },
  {
    type: 'response.output_text.annotation.added',
    sequence_number: 12,
    ...at,
    content_index: 0,
    annotation_index: 0,
    annotation: A0,
  },
  {
    type: 'response.output_text.done',
    sequence_number: 13,
    ...at,
    content_index: 0,
    text: P0,
    logprobs: [],
  },
  { type: 'response.content_part.done', sequence_number: 14, ...at, content_index: 0, part: PART0 },
  {
    type: 'response.content_part.added',
    sequence_number: 15,
    ...at,
    content_index: 1,
    part: { type: 'output_text', text: '', annotations: [], logprobs: [] },
  },
  {
    type: 'response.output_text.annotation.added',
    sequence_number: 16,
    ...at,
    content_index: 1,
    annotation_index: 1,
    annotation: A2,
  },
  {
    type: 'response.output_text.annotation.added',
    sequence_number: 17,
    ...at,
    content_index: 1,
    annotation_index: 0,
    annotation: A1,
  },
  {
    type: 'response.output_text.delta',
    sequence_number: 18,
    ...at,
    content_index: 1,
    delta: '日本語 docs exist',
    logprobs: [],
  },
  {
    type: 'response.output_text.delta',
    sequence_number: 19,
    ...at,
    content_index: 1,
    delta: ' too 📘. ',
    logprobs: [],
  },
  {
    type: 'response.output_text.delta',
    sequence_number: 20,
    ...at,
    content_index: 1,
    delta: `([docs.deno.com](${DENO_URL}))`,
    logprobs: [],
  },
  {
    type: 'response.output_text.done',
    sequence_number: 21,
    ...at,
    content_index: 1,
    text: P1,
    logprobs: [],
  },
  { type: 'response.content_part.done', sequence_number: 22, ...at, content_index: 1, part: PART1 },
  { type: 'response.output_item.done', sequence_number: 23, output_index: 1, item: MESSAGE },
  { type: 'response.completed', sequence_number: 24, response: FINAL },
];

const prefix = (n: number): OpenAIResponse => openAIResponseFromEvents(EVENTS.slice(0, n));

describe('openAIResponseFromEvents', () => {
  it('normalises every prefix without throwing, with final markers inside the text', () => {
    for (let n = 0; n <= EVENTS.length; n++) {
      const cited = fromOpenAIResponse(prefix(n), { streaming: true });
      expect(P0 + P1).toContain(cited.text);
      expectFinalMarkersInText(cited);
    }
  });

  it('equals the non-streamed result once every event is in', () => {
    expectStreamedAsFinal(fromOpenAIResponse, prefix(EVENTS.length), FINAL);
  });

  it('rebuilds the final output from the events before response.completed', () => {
    expect(prefix(EVENTS.length - 1).output).toEqual(FINAL.output);
  });

  it('folds deltas and annotations alone into the same result, without any done event', () => {
    const deltasOnly = EVENTS.filter(
      (e) => !e.type.endsWith('.done') && e.type !== 'response.completed',
    );
    const folded = openAIResponseFromEvents(deltasOnly);
    expect(fromOpenAIResponse(folded, { streaming: true })).toEqual(fromOpenAIResponse(FINAL));
  });

  it('keeps annotations that arrive before their text pending, without clamping them', () => {
    const early = fromOpenAIResponse(prefix(18), { streaming: true });
    expect(early.text).toBe(P0);
    const deno = early.citations.find((c) => c.title === 'Deno docs');
    expect(deno?.spans.map((s) => s.status)).toEqual(['pending', 'pending']);
    expect(early.diagnostics).toEqual([]);

    const partway = fromOpenAIResponse(prefix(20), { streaming: true });
    const statuses = partway.citations
      .find((c) => c.title === 'Deno docs')
      ?.spans.map((s) => s.status);
    expect(statuses).toEqual(['final', 'pending']);
  });

  it('places annotations at their annotation_index whatever the arrival order', () => {
    const part = prefix(18).output?.[1];
    expect(part).toMatchObject({ content: [{}, { annotations: [A1, A2] }] });
  });

  it('skips malformed and unknown events and never mutates them', () => {
    const noisy = JSON.parse(
      JSON.stringify([
        null,
        { type: 42 },
        { type: 'response.output_text.delta', output_index: -1, content_index: 0, delta: 'x' },
        { type: 'response.output_text.delta', output_index: 1e9, content_index: 0, delta: 'x' },
        ...EVENTS.slice(0, 10),
        { type: 'response.output_text.delta', ...at, content_index: 0, delta: 7 },
        { type: 'response.output_text.delta', ...at, delta: 'no content index' },
        { type: 'response.reasoning_summary_text.delta', output_index: 1, delta: 'thinking' },
        { type: 'response.future_event', ...at, content_index: 0 },
        ...EVENTS.slice(10, -1),
      ]),
    ) as OpenAIResponseStreamEvent[];
    deepFreeze(noisy);
    expect(fromOpenAIResponse(openAIResponseFromEvents(noisy))).toEqual(fromOpenAIResponse(FINAL));
  });

  it('creates the part a delta names when its added event was missed', () => {
    const response = openAIResponseFromEvents([
      {
        type: 'response.output_text.delta',
        item_id: 'msg_9',
        output_index: 0,
        content_index: 0,
        delta: 'Orphan text.',
      },
    ]);
    expect(fromOpenAIResponse(response, { streaming: true }).text).toBe('Orphan text.');
  });

  it('folds any split of the text and any annotation timing into the same final result', () => {
    const expected = fromOpenAIResponse(FINAL);
    const partEvents = (index: number, part: OpenAIOutputText, cuts: number[], slots: number[]) => {
      const chars = Array.from(part.text ?? '');
      const bounds = [
        ...new Set([0, ...cuts.map((c) => c % (chars.length + 1)), chars.length]),
      ].sort((a, b) => a - b);
      const deltas: OpenAIResponseStreamEvent[] = bounds.slice(1).map((end, i) => ({
        type: 'response.output_text.delta',
        ...at,
        content_index: index,
        delta: chars.slice(bounds[i], end).join(''),
      }));
      (part.annotations ?? []).forEach((annotation, i) => {
        const event = {
          type: 'response.output_text.annotation.added',
          ...at,
          content_index: index,
          annotation_index: i,
          annotation,
        };
        deltas.splice(slots[i] % (deltas.length + 1), 0, event);
      });
      return [
        {
          type: 'response.content_part.added',
          ...at,
          content_index: index,
          part: { type: 'output_text', text: '', annotations: [] },
        },
        ...deltas,
      ];
    };
    const cuts = fc.array(fc.nat({ max: 200 }), { maxLength: 8 });
    const slots = fc.array(fc.nat({ max: 20 }), { minLength: 2, maxLength: 2 });
    fc.assert(
      fc.property(cuts, slots, cuts, slots, (cuts0, slots0, cuts1, slots1) => {
        const events: OpenAIResponseStreamEvent[] = [
          ...EVENTS.slice(0, 8),
          ...partEvents(0, PART0, cuts0, slots0),
          ...partEvents(1, PART1, cuts1, slots1),
        ];
        for (let n = 0; n < events.length; n++) {
          const cited = fromOpenAIResponse(openAIResponseFromEvents(events.slice(0, n)), {
            streaming: true,
          });
          expect(P0 + P1).toContain(cited.text);
        }
        expect(fromOpenAIResponse(openAIResponseFromEvents(events), { streaming: true })).toEqual(
          expected,
        );
      }),
      { numRuns: propertyRuns(60) },
    );
  });

  it('gives an empty response for input that is not an array', () => {
    const response = openAIResponseFromEvents(undefined as unknown as OpenAIResponseStreamEvent[]);
    expect(response).toEqual({ output: [] });
    expect(fromOpenAIResponse(response, { streaming: true })).toEqual({
      text: '',
      citations: [],
      diagnostics: [],
    });
  });
});
