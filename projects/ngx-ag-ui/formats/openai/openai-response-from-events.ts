import { isRecord } from 'ngx-ag-ui/core';
import type { OpenAIAnnotation, OpenAIOutputItem, OpenAIResponse } from './openai-response';

/**
 * One Responses API streaming event (the parsed `data:` of one SSE event): `response.created`,
 * `response.output_item.added`, `response.content_part.added`, `response.output_text.delta`,
 * `response.output_text.annotation.added`, `response.output_text.done`, `response.completed`, ...
 * Loose: unknown event types are skipped.
 */
export interface OpenAIResponseStreamEvent {
  readonly type: string;
  readonly sequence_number?: number;
  readonly response?: OpenAIResponse;
  readonly output_index?: number;
  readonly item_id?: string;
  readonly item?: OpenAIOutputItem;
  readonly content_index?: number;
  readonly part?: unknown;
  readonly delta?: string;
  readonly text?: string;
  readonly refusal?: string;
  readonly annotation_index?: number;
  readonly annotation?: OpenAIAnnotation;
  readonly logprobs?: unknown;
}

/** Indices above this are treated as malformed (guards against huge sparse arrays). */
const MAX_INDEX = 10_000;

/** Events that change one content part of a message item. */
const PART_EVENTS = /* @__PURE__ */ new Set([
  'response.content_part.added',
  'response.content_part.done',
  'response.output_text.delta',
  'response.output_text.done',
  'response.output_text.annotation.added',
  'response.refusal.delta',
  'response.refusal.done',
]);

type Entry = Record<string, unknown>;
interface Item {
  fields: Entry;
  content: (Entry | undefined)[];
}

/**
 * Folds a prefix of OpenAI Responses streaming events into the `Response` received so far, ready
 * for `fromOpenAIResponse(response, { streaming: true })`. Text deltas append to their part;
 * annotations are placed at their `annotation_index`, even before the text they cover (their
 * offsets refer to the part's final text, so they stay pending until it arrives); `*.done` events
 * and `response.completed` replace what was folded with the final values. Malformed and unknown
 * events are skipped; the events are never mutated.
 *
 * @example
 * const response = openAIResponseFromEvents(eventsSoFar);
 * const cited = fromOpenAIResponse(response, { streaming: true });
 *
 * @param events The parsed SSE events received so far, in order.
 * @returns The response so far (equal to the non-streamed `Response` once every event is in).
 */
export function openAIResponseFromEvents(
  events: readonly OpenAIResponseStreamEvent[],
): OpenAIResponse {
  let response: Entry = {};
  const items: (Item | undefined)[] = [];
  for (const event of Array.isArray(events) ? (events as readonly unknown[]) : []) {
    if (!isRecord(event) || typeof event['type'] !== 'string') continue;
    const type = event['type'];
    if (
      type.startsWith('response.') &&
      isRecord(event['response']) &&
      !type.startsWith('response.output')
    ) {
      response = { ...event['response'] };
      const output = event['response']['output'];
      // Lifecycle events (created, in_progress) carry an empty output: keep what was folded.
      if (Array.isArray(output) && output.length > 0) {
        items.length = 0;
        output.slice(0, MAX_INDEX).forEach((item, i) => (items[i] = toItem(item)));
      }
      continue;
    }
    applyItemEvent(type, event, items);
  }
  const { output: _ignored, ...rest } = response;
  // Items pass through as the provider sent them; fromOpenAIResponse validates every field.
  const output = items
    .filter((item): item is Item => item !== undefined)
    .map(fromItem) as unknown as OpenAIOutputItem[];
  return { ...rest, output };
}

function applyItemEvent(type: string, event: Entry, items: (Item | undefined)[]): void {
  const outputIndex = readIndex(event['output_index']) ?? findItem(items, event['item_id']);
  if (outputIndex === undefined) return;
  switch (type) {
    case 'response.output_item.added':
    case 'response.output_item.done':
      if (isRecord(event['item'])) items[outputIndex] = toItem(event['item']);
      return;
  }
  if (!PART_EVENTS.has(type)) return;
  const item = (items[outputIndex] ??= {
    fields: {
      type: 'message',
      ...(typeof event['item_id'] === 'string' ? { id: event['item_id'] } : {}),
    },
    content: [],
  });
  const contentIndex = readIndex(event['content_index']);
  if (contentIndex === undefined) return;
  switch (type) {
    case 'response.content_part.added':
    case 'response.content_part.done':
      if (isRecord(event['part'])) item.content[contentIndex] = toPart(event['part']);
      return;
  }
  const part = (item.content[contentIndex] ??= { type: 'output_text', text: '', annotations: [] });
  switch (type) {
    case 'response.output_text.delta':
      if (typeof event['delta'] === 'string')
        part['text'] = readText(part['text']) + event['delta'];
      return;
    case 'response.output_text.done':
      if (typeof event['text'] === 'string') part['text'] = event['text'];
      return;
    case 'response.output_text.annotation.added': {
      const annotations = Array.isArray(part['annotations']) ? [...part['annotations']] : [];
      const at = readIndex(event['annotation_index']) ?? annotations.length;
      if (event['annotation'] !== undefined) annotations[at] = event['annotation'];
      part['annotations'] = annotations;
      return;
    }
    case 'response.refusal.delta':
      if (typeof event['delta'] === 'string')
        part['refusal'] = readText(part['refusal']) + event['delta'];
      return;
    case 'response.refusal.done':
      if (typeof event['refusal'] === 'string') part['refusal'] = event['refusal'];
      return;
  }
}

function toItem(item: unknown): Item | undefined {
  if (!isRecord(item)) return undefined;
  const content = Array.isArray(item['content'])
    ? item['content'].slice(0, MAX_INDEX).map(toPart)
    : [];
  return { fields: { ...item }, content };
}

function toPart(part: unknown): Entry | undefined {
  if (!isRecord(part)) return undefined;
  return Array.isArray(part['annotations'])
    ? { ...part, annotations: [...part['annotations']] }
    : { ...part };
}

function fromItem(item: Item): Entry {
  if (!Array.isArray(item.fields['content']) && item.content.length === 0)
    return { ...item.fields };
  const content = item.content
    .filter((part): part is Entry => part !== undefined)
    .map((part) =>
      Array.isArray(part['annotations'])
        ? { ...part, annotations: part['annotations'].filter((a: unknown) => a !== undefined) }
        : { ...part },
    );
  return { ...item.fields, content };
}

function findItem(items: readonly (Item | undefined)[], id: unknown): number | undefined {
  if (typeof id !== 'string') return undefined;
  const index = items.findIndex((item) => item?.fields['id'] === id);
  return index < 0 ? undefined : index;
}

function readIndex(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_INDEX
    ? value
    : undefined;
}

function readText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
