import {
  EventType,
  type AGUIEvent,
  type ReasoningMessageChunkEvent,
  type TextMessageChunkEvent,
  type ToolCallChunkEvent,
} from '@ag-ui/core';

import {
  type ChunkLanes as Lanes,
  type ChunkStream,
  EMPTY_BOOKKEEPING,
} from './reducer-bookkeeping';
import { LANE_POLICY } from './lane-policy';

/** Events synthesised from a chunk or by closing lanes, and the lanes afterwards. */
export type ChunkExpansion =
  { readonly events: readonly AGUIEvent[]; readonly lanes: Lanes } | { readonly error: string };

/**
 * The chunk-lane rules of docs/ag-ui.md §6.3 / §7.4 for one incoming event: a `*_CHUNK` expands
 * into START / CONTENT (ARGS) events (closing the lane's other stream first); any other event does
 * what its `LANE_POLICY` says: close its owner's lane, every lane, or nothing. The incoming
 * non-chunk event itself is not part of `events`.
 */
export function expandChunk(lanes: Lanes, event: AGUIEvent): ChunkExpansion {
  switch (event.type) {
    case EventType.TEXT_MESSAGE_CHUNK:
      return expandTextChunk(lanes, event);
    case EventType.TOOL_CALL_CHUNK:
      return expandToolChunk(lanes, event);
    case EventType.REASONING_MESSAGE_CHUNK:
      return expandReasoningChunk(lanes, event);
  }
  if (lanes.lanes.size === 0) return { events: [], lanes };
  switch (LANE_POLICY[event.type]) {
    case 'close-all':
      return { events: [...lanes.lanes.values()].map(endOf), lanes: NO_LANES };
    case 'close-own':
      return closeLane(lanes, 'subagentRunId' in event ? event.subagentRunId : undefined);
    default:
      return { events: [], lanes };
  }
}

const NO_LANES: Lanes = {
  lanes: EMPTY_BOOKKEEPING.lanes,
  laneOfStream: EMPTY_BOOKKEEPING.laneOfStream,
  lanesOfKind: EMPTY_BOOKKEEPING.lanesOfKind,
};

function closeLane(lanes: Lanes, owner: string | undefined): ChunkExpansion {
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

function endOf(stream: ChunkStream): AGUIEvent {
  const owner = ownerField(stream.subagentRunId);
  switch (stream.kind) {
    case 'tool':
      return { type: EventType.TOOL_CALL_END, toolCallId: stream.toolCallId, ...owner };
    case 'text':
      return { type: EventType.TEXT_MESSAGE_END, messageId: stream.messageId, ...owner };
    case 'reasoning':
      return { type: EventType.REASONING_MESSAGE_END, messageId: stream.messageId, ...owner };
  }
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
function carry<E extends AGUIEvent>(event: E, chunk: ChunkEvent, withRaw: boolean): E {
  return {
    ...event,
    ...(chunk.metadata !== undefined && { metadata: chunk.metadata }),
    ...(withRaw && chunk.rawEvent !== undefined && { rawEvent: chunk.rawEvent }),
  };
}

type ChunkEvent = TextMessageChunkEvent | ToolCallChunkEvent | ReasoningMessageChunkEvent;

function ownerField(owner: string | undefined): { subagentRunId?: string } {
  return owner === undefined ? {} : { subagentRunId: owner };
}

interface ChunkPlan {
  readonly kind: ChunkStream['kind'];
  readonly id: string | undefined;
  readonly label: string;
  readonly continues: (open: ChunkStream) => string | undefined;
  readonly open: () => { stream: ChunkStream; start: AGUIEvent } | { error: string };
  /** The CONTENT (ARGS) event carrying `delta` into the stream with this id. */
  readonly content: (id: string, delta: string, owner: { subagentRunId?: string }) => AGUIEvent;
  readonly delta: string | undefined;
}

function expandWith(lanes: Lanes, chunk: ChunkEvent, plan: ChunkPlan): ChunkExpansion {
  const tag = chunk.subagentRunId;
  const resolved = resolveLane(lanes, plan.kind, plan.id, tag, plan.label);
  if ('error' in resolved) return resolved;
  const current = lanes.lanes.get(resolved.lane);
  const events: AGUIEvent[] = [];
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
  const content = plan.content(idOf(stream), plan.delta ?? '', ownerField(owner));
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
    content: (messageId, delta, owner) => ({
      type: EventType.TEXT_MESSAGE_CONTENT,
      messageId,
      delta,
      ...owner,
    }),
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
      const start: AGUIEvent = {
        type: EventType.TEXT_MESSAGE_START,
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
    content: (toolCallId, delta, owner) => ({
      type: EventType.TOOL_CALL_ARGS,
      toolCallId,
      delta,
      ...owner,
    }),
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
      const start: AGUIEvent = {
        type: EventType.TOOL_CALL_START,
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
    content: (messageId, delta, owner) => ({
      type: EventType.REASONING_MESSAGE_CONTENT,
      messageId,
      delta,
      ...owner,
    }),
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
      const start: AGUIEvent = {
        type: EventType.REASONING_MESSAGE_START,
        messageId: chunk.messageId,
        role: 'reasoning',
        ...ownerField(chunk.subagentRunId),
      };
      return { stream, start };
    },
  });
}
