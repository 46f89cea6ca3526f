import type {
  BaseEvent,
  ReasoningMessageChunkEvent,
  TextMessageChunkEvent,
  ToolCallChunkEvent,
} from '@ag-ui/core';

import {
  type ChunkLanes as Lanes,
  type ChunkStream,
  EMPTY_BOOKKEEPING,
} from './reducer-bookkeeping';

/** Events synthesised from a chunk or by closing lanes, and the lanes afterwards. */
export type ChunkExpansion =
  { readonly events: readonly BaseEvent[]; readonly lanes: Lanes } | { readonly error: string };

const CLOSES_OWN_LANE = /* @__PURE__ */ new Set([
  'TEXT_MESSAGE_START',
  'TEXT_MESSAGE_CONTENT',
  'TEXT_MESSAGE_END',
  'TOOL_CALL_START',
  'TOOL_CALL_ARGS',
  'TOOL_CALL_END',
  'TOOL_CALL_RESULT',
  'STATE_SNAPSHOT',
  'STATE_DELTA',
  'CUSTOM',
  'STEP_STARTED',
  'STEP_FINISHED',
  'REASONING_START',
  'REASONING_MESSAGE_START',
  'REASONING_MESSAGE_CONTENT',
  'REASONING_MESSAGE_END',
  'REASONING_END',
]);
const CLOSES_ALL_LANES = /* @__PURE__ */ new Set([
  'RUN_STARTED',
  'RUN_FINISHED',
  'RUN_ERROR',
  'MESSAGES_SNAPSHOT',
]);

/**
 * The chunk-lane rules of docs/ag-ui.md §6.3 / §7.4 for one incoming event: a `*_CHUNK` expands
 * into START / CONTENT (ARGS) events (closing the lane's other stream first); any other event first
 * closes its own lane (message, tool, step, state, custom, reasoning events), every lane (run
 * events, `MESSAGES_SNAPSHOT`), the finishing subagent's lane, or nothing (`RAW`, `ACTIVITY_*`,
 * `REASONING_ENCRYPTED_VALUE`, `SUBAGENT_STARTED`). The incoming non-chunk event itself is not
 * part of `events`.
 */
export function expandChunk(lanes: Lanes, event: BaseEvent): ChunkExpansion {
  if (lanes.lanes.size === 0 && !event.type.endsWith('_CHUNK')) return { events: [], lanes };
  switch (event.type) {
    case 'TEXT_MESSAGE_CHUNK':
      return expandTextChunk(lanes, event as TextMessageChunkEvent);
    case 'TOOL_CALL_CHUNK':
      return expandToolChunk(lanes, event as ToolCallChunkEvent);
    case 'REASONING_MESSAGE_CHUNK':
      return expandReasoningChunk(lanes, event as ReasoningMessageChunkEvent);
  }
  const owner = (event as { subagentRunId?: string }).subagentRunId;
  if (CLOSES_ALL_LANES.has(event.type)) {
    return { events: [...lanes.lanes.values()].map(endOf), lanes: NO_LANES };
  }
  if (
    CLOSES_OWN_LANE.has(event.type) ||
    event.type === 'SUBAGENT_FINISHED' ||
    event.type === 'SUBAGENT_ERROR'
  ) {
    return closeLane(lanes, owner);
  }
  return { events: [], lanes };
}

const NO_LANES: Lanes = {
  lanes: EMPTY_BOOKKEEPING.lanes,
  laneOfStream: EMPTY_BOOKKEEPING.laneOfStream,
  lanesOfKind: EMPTY_BOOKKEEPING.lanesOfKind,
};

function closeLane(lanes: Lanes, owner: string | undefined): { events: BaseEvent[]; lanes: Lanes } {
  const open = lanes.lanes.get(owner);
  if (!open) return { events: [], lanes };
  return { events: [endOf(open)], lanes: withoutLane(lanes, owner, open) };
}

/** The key of a stream in `laneOfStream`: its kind and id. */
function streamKey(kind: ChunkStream['kind'], id: string): string {
  return `${kind}:${id}`;
}

function withoutLane(lanes: Lanes, owner: string | undefined, stream: ChunkStream): Lanes {
  return {
    lanes: lanes.lanes.delete(owner),
    laneOfStream: lanes.laneOfStream.delete(streamKey(stream.kind, idOf(stream))),
    lanesOfKind: {
      ...lanes.lanesOfKind,
      [stream.kind]: lanes.lanesOfKind[stream.kind].delete(owner),
    },
  };
}

/** `lanes` with `stream` in `owner`'s lane; a replaced stream keeps the lane's place in the order. */
function withLane(lanes: Lanes, owner: string | undefined, stream: ChunkStream): Lanes {
  const current = lanes.lanes.get(owner);
  const cleared = current ? withoutLane(lanes, owner, current) : lanes;
  return {
    lanes: lanes.lanes.set(owner, stream),
    laneOfStream: cleared.laneOfStream.set(streamKey(stream.kind, idOf(stream)), owner),
    lanesOfKind: {
      ...cleared.lanesOfKind,
      [stream.kind]: cleared.lanesOfKind[stream.kind].set(owner, true),
    },
  };
}

function endOf(stream: ChunkStream): BaseEvent {
  const owner = stream.subagentRunId === undefined ? {} : { subagentRunId: stream.subagentRunId };
  if (stream.kind === 'tool')
    return { type: 'TOOL_CALL_END', toolCallId: stream.toolCallId, ...owner } as BaseEvent;
  const type = stream.kind === 'text' ? 'TEXT_MESSAGE_END' : 'REASONING_MESSAGE_END';
  return { type, messageId: stream.messageId, ...owner } as BaseEvent;
}

function idOf(stream: ChunkStream): string {
  return stream.kind === 'tool' ? stream.toolCallId : stream.messageId;
}

/** The lane a chunk belongs to (docs/ag-ui.md §6.3 "Lanes"), or an error when it is ambiguous. */
function resolveLane(
  lanes: Lanes,
  kind: ChunkStream['kind'],
  id: string | undefined,
  tag: string | undefined,
  label: string,
): { lane: string | undefined } | { error: string } {
  if (id !== undefined) {
    // A stream is opened only in a lane this lookup did not find it in, so at most one lane holds it.
    const key = streamKey(kind, id);
    if (!lanes.laneOfStream.has(key)) return { lane: tag };
    const owner = lanes.laneOfStream.get(key);
    if (tag !== undefined && tag !== owner) {
      return {
        error: `Cannot continue ${label} '${id}': chunk subagentRunId '${tag}' does not match its lane`,
      };
    }
    return { lane: owner };
  }
  if (tag !== undefined) return { lane: tag };
  if (lanes.lanes.get(undefined)?.kind === kind) return { lane: undefined };
  const candidates = lanes.lanesOfKind[kind];
  if (candidates.size > 1) {
    return {
      error: `Ambiguous chunk: no id and no subagentRunId, but ${candidates.size} lanes have an open ${label}`,
    };
  }
  return { lane: candidates.size === 1 ? candidates.firstKeys(1)[0] : undefined };
}

/** The chunk's metadata (and, on content, rawEvent) carried onto a synthesised event. */
function carry(event: Record<string, unknown>, chunk: BaseEvent, withRaw: boolean): BaseEvent {
  const next: Record<string, unknown> = { ...event };
  if (chunk.metadata !== undefined) next['metadata'] = chunk.metadata;
  if (withRaw && chunk.rawEvent !== undefined) next['rawEvent'] = chunk.rawEvent;
  return next as BaseEvent;
}

function ownerField(owner: string | undefined): { subagentRunId?: string } {
  return owner === undefined ? {} : { subagentRunId: owner };
}

interface ChunkPlan {
  readonly kind: ChunkStream['kind'];
  readonly id: string | undefined;
  readonly label: string;
  readonly continues: (open: ChunkStream) => string | undefined;
  readonly open: () => { stream: ChunkStream; start: Record<string, unknown> } | { error: string };
  readonly contentType: string;
  readonly contentIdField: string;
  readonly delta: string | undefined;
}

function expandWith(lanes: Lanes, chunk: BaseEvent, plan: ChunkPlan): ChunkExpansion {
  const tag = (chunk as { subagentRunId?: string }).subagentRunId;
  const resolved = resolveLane(lanes, plan.kind, plan.id, tag, plan.label);
  if ('error' in resolved) return resolved;
  const current = lanes.lanes.get(resolved.lane);
  const events: BaseEvent[] = [];
  let next: Lanes = lanes;
  let stream: ChunkStream;
  if (current?.kind === plan.kind && (plan.id === undefined || plan.id === idOf(current))) {
    const conflict = plan.continues(current);
    if (conflict) return { error: conflict };
    stream = current;
  } else {
    const opened = plan.open();
    if ('error' in opened) return opened;
    if (current) events.push(endOf(current));
    next = withLane(lanes, resolved.lane, opened.stream);
    stream = opened.stream;
    events.push(carry(opened.start, chunk, false));
  }
  const owner = tag ?? stream.subagentRunId;
  const content = {
    type: plan.contentType,
    [plan.contentIdField]: idOf(stream),
    delta: plan.delta ?? '',
    ...ownerField(owner),
  };
  if (plan.delta !== undefined || chunk.rawEvent !== undefined) {
    events.push(carry(content, chunk, true));
  } else if (events.length === 0 && chunk.metadata !== undefined) {
    events.push(carry(content, chunk, true));
  }
  return { events, lanes: next };
}

function agree(
  label: string,
  id: string,
  field: string,
  incoming: string | undefined,
  held: string | undefined,
) {
  return incoming !== undefined && incoming !== held
    ? `Cannot continue ${label} '${id}': chunk ${field} '${incoming}' does not match the open stream's ${field}`
    : undefined;
}

function expandTextChunk(lanes: Lanes, chunk: TextMessageChunkEvent): ChunkExpansion {
  return expandWith(lanes, chunk, {
    kind: 'text',
    id: chunk.messageId,
    label: 'text message',
    contentType: 'TEXT_MESSAGE_CONTENT',
    contentIdField: 'messageId',
    delta: chunk.delta,
    continues: (open) =>
      open.kind === 'text'
        ? (agree('text message', open.messageId, 'role', chunk.role, open.role) ??
          agree('text message', open.messageId, 'name', chunk.name, open.name))
        : undefined,
    open: () => {
      if (chunk.messageId === undefined)
        return { error: 'The first TEXT_MESSAGE_CHUNK of a message must have a messageId' };
      const role = chunk.role ?? 'assistant';
      const stream: ChunkStream = {
        kind: 'text',
        messageId: chunk.messageId,
        role,
        ...(chunk.name !== undefined && { name: chunk.name }),
        ...ownerField(chunk.subagentRunId),
      };
      const start = {
        type: 'TEXT_MESSAGE_START',
        messageId: chunk.messageId,
        role,
        ...(chunk.name !== undefined && { name: chunk.name }),
        ...ownerField(chunk.subagentRunId),
      };
      return { stream, start };
    },
  });
}

function expandToolChunk(lanes: Lanes, chunk: ToolCallChunkEvent): ChunkExpansion {
  return expandWith(lanes, chunk, {
    kind: 'tool',
    id: chunk.toolCallId,
    label: 'tool call',
    contentType: 'TOOL_CALL_ARGS',
    contentIdField: 'toolCallId',
    delta: chunk.delta,
    continues: (open) =>
      open.kind === 'tool'
        ? (agree(
            'tool call',
            open.toolCallId,
            'toolCallName',
            chunk.toolCallName,
            open.toolCallName,
          ) ??
          agree(
            'tool call',
            open.toolCallId,
            'parentMessageId',
            chunk.parentMessageId,
            open.parentMessageId,
          ))
        : undefined,
    open: () => {
      if (chunk.toolCallId === undefined)
        return { error: 'The first TOOL_CALL_CHUNK of a call must have a toolCallId' };
      if (chunk.toolCallName === undefined)
        return { error: 'The first TOOL_CALL_CHUNK of a call must have a toolCallName' };
      const parent =
        chunk.parentMessageId === undefined ? {} : { parentMessageId: chunk.parentMessageId };
      const stream: ChunkStream = {
        kind: 'tool',
        toolCallId: chunk.toolCallId,
        toolCallName: chunk.toolCallName,
        ...parent,
        ...ownerField(chunk.subagentRunId),
      };
      const start = {
        type: 'TOOL_CALL_START',
        toolCallId: chunk.toolCallId,
        toolCallName: chunk.toolCallName,
        ...parent,
        ...ownerField(chunk.subagentRunId),
      };
      return { stream, start };
    },
  });
}

function expandReasoningChunk(lanes: Lanes, chunk: ReasoningMessageChunkEvent): ChunkExpansion {
  return expandWith(lanes, chunk, {
    kind: 'reasoning',
    id: chunk.messageId,
    label: 'reasoning message',
    contentType: 'REASONING_MESSAGE_CONTENT',
    contentIdField: 'messageId',
    delta: chunk.delta,
    continues: () => undefined,
    open: () => {
      if (chunk.messageId === undefined) {
        return { error: 'The first REASONING_MESSAGE_CHUNK of a message must have a messageId' };
      }
      const stream: ChunkStream = {
        kind: 'reasoning',
        messageId: chunk.messageId,
        ...ownerField(chunk.subagentRunId),
      };
      const start = {
        type: 'REASONING_MESSAGE_START',
        messageId: chunk.messageId,
        role: 'reasoning',
        ...ownerField(chunk.subagentRunId),
      };
      return { stream, start };
    },
  });
}
