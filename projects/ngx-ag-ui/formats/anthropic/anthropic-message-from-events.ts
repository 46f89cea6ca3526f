import { isRecord } from 'ngx-ag-ui/core';
import type {
  AnthropicContentBlock,
  AnthropicMessage,
  AnthropicTextCitation,
} from './anthropic-message';

/**
 * One Messages API streaming event (the parsed `data:` of one SSE event): `message_start`,
 * `content_block_start`, `content_block_delta`, `content_block_stop`, `message_delta`,
 * `message_stop`, `ping` or `error`. Loose: unknown event types are skipped.
 */
export interface AnthropicStreamEvent {
  readonly type: string;
  readonly index?: number;
  readonly message?: AnthropicMessage;
  readonly content_block?: AnthropicContentBlock;
  readonly delta?: AnthropicStreamDelta;
  readonly usage?: unknown;
}

/** The `delta` of `content_block_delta` (`text_delta`, `citations_delta`, ...) or `message_delta`. */
export interface AnthropicStreamDelta {
  readonly type?: string;
  readonly text?: string;
  readonly citation?: AnthropicTextCitation;
  readonly partial_json?: string;
  readonly thinking?: string;
  readonly signature?: string;
  readonly stop_reason?: string | null;
  readonly stop_sequence?: string | null;
}

/** Content indices above this are treated as malformed (guards against huge sparse arrays). */
const MAX_INDEX = 10_000;

type Block = Record<string, unknown>;

/**
 * Folds a prefix of Anthropic Messages streaming events into the `Message` received so far,
 * ready for `fromAnthropicMessage(message, { streaming: true })`. `text_delta`s append to their
 * text block and each `citations_delta` appends one citation to it, in whichever order they come;
 * `input_json_delta`s are parsed into the tool block's `input` at `content_block_stop`.
 * Malformed and unknown events are skipped; the events are never mutated.
 *
 * @example
 * const message = anthropicMessageFromEvents(eventsSoFar);
 * const cited = fromAnthropicMessage(message, { streaming: true });
 *
 * @param events The parsed SSE events received so far, in order.
 * @returns The message so far (equal to the non-streamed `Message` once every event is in).
 */
export function anthropicMessageFromEvents(
  events: readonly AnthropicStreamEvent[],
): AnthropicMessage {
  let message: Record<string, unknown> = { content: [] };
  const blocks: (Block | undefined)[] = [];
  const partialJson = new Map<number, string>();
  for (const event of Array.isArray(events) ? (events as readonly unknown[]) : []) {
    if (!isRecord(event)) continue;
    switch (event['type']) {
      case 'message_start':
        if (isRecord(event['message'])) {
          message = { ...event['message'] };
          const initial = event['message']['content'];
          blocks.length = 0;
          if (Array.isArray(initial)) blocks.push(...initial.slice(0, MAX_INDEX).filter(isRecord));
        }
        break;
      case 'content_block_start': {
        const index = readIndex(event['index'], blocks.length);
        const block = event['content_block'];
        if (index === undefined || !isRecord(block)) break;
        blocks[index] = {
          ...block,
          ...(Array.isArray(block['citations']) ? { citations: [...block['citations']] } : {}),
        };
        break;
      }
      case 'content_block_delta': {
        const index = readIndex(event['index'], blocks.length - 1);
        const block = index === undefined ? undefined : blocks[index];
        if (block && index !== undefined && isRecord(event['delta'])) {
          blocks[index] = applyDelta(block, event['delta'], index, partialJson);
        }
        break;
      }
      case 'content_block_stop': {
        const index = readIndex(event['index'], blocks.length - 1);
        const block = index === undefined ? undefined : blocks[index];
        const json = index === undefined ? undefined : partialJson.get(index);
        if (block && index !== undefined && json !== undefined) {
          blocks[index] = { ...block, input: parseJson(json, block['input']) };
          partialJson.delete(index);
        }
        break;
      }
      case 'message_delta':
        message = applyMessageDelta(message, event);
        break;
    }
  }
  // Blocks pass through as the provider sent them; fromAnthropicMessage validates every field.
  const content = blocks.filter(isRecord) as unknown as AnthropicContentBlock[];
  return { ...message, content };
}

function applyDelta(
  block: Block,
  delta: Record<string, unknown>,
  index: number,
  json: Map<number, string>,
): Block {
  switch (delta['type']) {
    case 'text_delta':
      return typeof delta['text'] === 'string'
        ? { ...block, text: appendTo(block['text'], delta['text']) }
        : block;
    case 'citations_delta': {
      if (!isRecord(delta['citation'])) return block;
      const citations = Array.isArray(block['citations']) ? block['citations'] : [];
      return { ...block, citations: [...citations, delta['citation']] };
    }
    case 'thinking_delta':
      return typeof delta['thinking'] === 'string'
        ? { ...block, thinking: appendTo(block['thinking'], delta['thinking']) }
        : block;
    case 'signature_delta':
      return typeof delta['signature'] === 'string'
        ? { ...block, signature: delta['signature'] }
        : block;
    case 'input_json_delta':
      if (typeof delta['partial_json'] === 'string')
        json.set(index, (json.get(index) ?? '') + delta['partial_json']);
      return block;
    default:
      return block;
  }
}

function applyMessageDelta(
  message: Record<string, unknown>,
  event: Record<string, unknown>,
): Record<string, unknown> {
  const delta = isRecord(event['delta']) ? event['delta'] : {};
  const next: Record<string, unknown> = { ...message };
  for (const key of ['stop_reason', 'stop_sequence'] as const) {
    if (key in delta) next[key] = delta[key];
  }
  if (isRecord(event['usage'])) {
    next['usage'] = { ...(isRecord(message['usage']) ? message['usage'] : {}), ...event['usage'] };
  }
  return next;
}

function appendTo(current: unknown, piece: string): string {
  return (typeof current === 'string' ? current : '') + piece;
}

/** Parses a tool block's streamed input; a truncated or malformed document keeps the previous value. */
function parseJson(json: string, fallback: unknown): unknown {
  // JSON.parse throws on malformed input; a bad tool input must not break the text display.
  try {
    return JSON.parse(json);
  } catch {
    return fallback;
  }
}

/** An explicit content index, or `fallback` when the event omits it. */
function readIndex(value: unknown, fallback: number): number | undefined {
  const index = value === undefined ? fallback : value;
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index <= MAX_INDEX
    ? index
    : undefined;
}
