import type { BaseEvent, Message } from '@ag-ui/core';
import fc from 'fast-check';
import * as ev from 'ngx-ag-ui/testing';

import {
  MESSAGE_IDS,
  PATHS,
  TAGS,
  TOOL_IDS,
  jsonValue,
  messageOf,
  metadataOf,
  op,
  pick,
  rootValue,
} from './stream-values.test-helpers';

/*
 * A generator of AG-UI streams the reference verifier accepts: fast-check draws numbers, and a
 * small simulation of the sequence rules (open items, the parent chunk lane, run phase) turns
 * them into events, so that every stream is valid by construction (the spec checks it with the
 * reference `verifyEvents` too). Ids come from small pools shared across kinds, so streams hit
 * collisions on purpose: text into activity ids, tool calls whose parent is a user message,
 * re-opened messages, snapshots that re-key or drop messages, patches that fail.
 *
 * With `attribution`, events also carry `subagentRunId` tags: mostly their item's owner, often
 * none (an untagged opener or continuation), sometimes another subagent's (which the reference
 * refuses); subagents nest, finish with every outcome shape (null and empty members included),
 * and legacy `THINKING_*` events stream reasoning. Such streams may be refused part-way: the
 * spec then checks that both reducers refuse the same event.
 */

const SUBAGENT_OUTCOMES: readonly unknown[] = [
  undefined,
  { type: 'success' },
  { type: 'suspended', interruptIds: ['i1'] },
  { type: 'suspended' },
  { type: null },
  {},
  { type: 'later' },
  { type: 'success', extra: 1 },
];

interface Sim {
  events: BaseEvent[];
  openText: Set<string>;
  openTool: Set<string>;
  openReasoning: Set<string>;
  openSpans: Set<string>;
  openSteps: Set<string>;
  subagents: Map<string, boolean>;
  lane: Lane | undefined;
  /** The subagents' chunk lanes, by subagent run id. */
  subLanes: Map<string, Lane>;
  fresh: number;
  /** Whether events carry `subagentRunId` tags and legacy events appear. */
  attribution: boolean;
  /** Owners by `kind:id`, as the reference verifier records them (first opener wins). */
  owners: Map<string, string | undefined>;
  /** Whether the legacy reasoning span / message the next continuation names is open. */
  legacySpan: boolean;
  legacyMessage: boolean;
}

type Draw = readonly [number, number, number, number];
type Lane = { kind: 'text' | 'tool' | 'reasoning'; id: string };

/** A tag for an event on item `key`: mostly its owner's, often none, rarely another one. */
function tagFor(sim: Sim, key: string, n: number): string | undefined {
  if (!sim.attribution) return undefined;
  const r = n % 16;
  if (sim.owners.has(key)) {
    if (r < 8) return sim.owners.get(key);
    return r < 15 ? undefined : pick(TAGS, n >> 4);
  }
  return r < 6 ? undefined : pick(TAGS, n >> 4);
}

function own(sim: Sim, key: string, owner: string | undefined): void {
  if (!sim.owners.has(key)) sim.owners.set(key, owner);
}

function tagged(tag: string | undefined): { subagentRunId?: string } {
  return tag === undefined ? {} : { subagentRunId: tag };
}

function ownerKind(message: Message): string {
  return message.role === 'reasoning'
    ? 'reasoning'
    : message.role === 'activity'
      ? 'activity'
      : 'message';
}

/** Records the owners of restated messages (a snapshot replaces them, an input only adds). */
function seed(sim: Sim, messages: readonly Message[], replace: boolean): void {
  for (const message of messages) {
    const record = (key: string): void => {
      if (replace || !sim.owners.has(key)) sim.owners.set(key, message.subagentRunId);
    };
    record(`${ownerKind(message)}:${message.id}`);
    if (message.role === 'assistant')
      for (const call of message.toolCalls ?? []) record(`toolCall:${call.id}`);
  }
}

/** Closes the chunk lane of `owner` (the parent agent when undefined). */
function closeLane(sim: Sim, owner?: string): void {
  const lane = owner === undefined ? sim.lane : sim.subLanes.get(owner);
  if (!lane) return;
  const { kind, id } = lane;
  (kind === 'text' ? sim.openText : kind === 'tool' ? sim.openTool : sim.openReasoning).delete(id);
  if (owner === undefined) sim.lane = undefined;
  else sim.subLanes.delete(owner);
}

function closeAllLanes(sim: Sim): void {
  closeLane(sim);
  for (const owner of [...sim.subLanes.keys()]) closeLane(sim, owner);
}

/** One step of the simulation: the events for one draw (none when the drawn action does not apply). */
function step(sim: Sim, [a, b, c, d]: Draw, value: unknown): void {
  const emit = (event: BaseEvent): void => {
    sim.events.push(event);
  };
  // An event closes the parent's chunk lane only when it is the parent's (untagged).
  const closing = (event: BaseEvent) => {
    closeLane(sim, (event as { subagentRunId?: string }).subagentRunId);
    emit(event);
  };
  // The ids open / free once the event closes the parent lane (it is closed only when emitting).
  const laneId = (kind: 'text' | 'tool' | 'reasoning') =>
    sim.lane?.kind === kind ? sim.lane.id : undefined;
  const openAfter = (open: Set<string>, kind: 'text' | 'tool' | 'reasoning') =>
    [...open].filter((id) => id !== laneId(kind));
  const free = (open: Set<string>, ids: readonly string[], kind: 'text' | 'tool' | 'reasoning') =>
    ids.filter((id) => !open.has(id) || id === laneId(kind));
  const meta = metadataOf(d);
  const owned = (kind: string, id: string, n: number) => tagFor(sim, `${kind}:${id}`, n);
  switch (a % 29) {
    case 0: {
      const ids = free(sim.openText, MESSAGE_IDS, 'text');
      if (ids.length === 0) return;
      const id = pick(ids, b);
      const tag = owned('message', id, d >> 3);
      const role = pick([undefined, 'assistant', 'user', 'system'] as const, c);
      closing(
        ev.textMessageStart(id, {
          ...(role && { role }),
          ...(c % 7 === 0 && { name: 'bot' }),
          ...meta,
          ...tagged(tag),
        }),
      );
      sim.openText.add(id);
      return own(sim, `message:${id}`, tag);
    }
    case 1:
    case 2: {
      const ids = openAfter(sim.openText, 'text');
      if (ids.length === 0) return;
      const id = pick(ids, b);
      return closing(
        ev.textMessageContent(id, c % 6 === 0 ? '' : `t${c % 10} `, {
          ...meta,
          ...tagged(owned('message', id, d >> 3)),
        }),
      );
    }
    case 3: {
      const ids = openAfter(sim.openText, 'text');
      if (ids.length === 0) return;
      const id = pick(ids, b);
      sim.openText.delete(id);
      return closing(ev.textMessageEnd(id, { ...meta, ...tagged(owned('message', id, d >> 3)) }));
    }
    case 4: {
      const ids = free(sim.openTool, TOOL_IDS, 'tool');
      if (ids.length === 0) return;
      const id = pick(ids, b);
      const parent = pick([undefined, ...MESSAGE_IDS, 'new-parent'], c);
      const tag =
        parent !== undefined && sim.owners.has(`message:${parent}`) && d % 3 === 0
          ? owned('message', parent, d >> 3)
          : owned('toolCall', id, d >> 3);
      closing(
        ev.toolCallStart(id, pick(['search', 'fetch'], d), {
          ...(parent && { parentMessageId: parent }),
          ...meta,
          ...tagged(tag),
        }),
      );
      sim.openTool.add(id);
      return own(
        sim,
        `toolCall:${id}`,
        tag ?? (parent === undefined ? undefined : sim.owners.get(`message:${parent}`)),
      );
    }
    case 5: {
      const ids = openAfter(sim.openTool, 'tool');
      if (ids.length === 0) return;
      const id = pick(ids, b);
      return closing(
        ev.toolCallArgs(id, pick(['{"q":', '1}', '', '"x"'], c), {
          ...meta,
          ...tagged(owned('toolCall', id, d >> 3)),
        }),
      );
    }
    case 6: {
      const ids = openAfter(sim.openTool, 'tool');
      if (ids.length === 0) return;
      const id = pick(ids, b);
      sim.openTool.delete(id);
      return closing(ev.toolCallEnd(id, { ...meta, ...tagged(owned('toolCall', id, d >> 3)) }));
    }
    case 7: {
      const id = `res${sim.fresh++}`;
      const tag = tagFor(sim, `toolCall:${pick([...TOOL_IDS, 'nope'], b)}`, d >> 3);
      sim.owners.set(`message:${id}`, tag);
      return closing(
        ev.toolCallResult(
          id,
          pick([...TOOL_IDS, 'nope'], b),
          c % 2 ? 'ok' : [{ type: 'text', text: 'ok' }],
          { ...meta, ...tagged(tag) },
        ),
      );
    }
    case 8:
      return closing(
        ev.stateSnapshot(
          c % 4 === 0
            ? { citations: { m1: ['https://s.example', { url: 'https://t.example', title: 'T' }] } }
            : rootValue(value),
          tagged(tagFor(sim, 'state', d)),
        ),
      );
    case 9:
    case 10: {
      const ops = [op(b, pick(PATHS, c), pick(PATHS, d), value)];
      if (c % 3 === 0) ops.push(op(b + 1, pick(PATHS, d), pick(PATHS, c), value));
      return closing(ev.stateDelta(ops, tagged(tagFor(sim, 'state', d))));
    }
    case 11: {
      closeAllLanes(sim);
      const ids = MESSAGE_IDS.filter((_, i) => (b >> i) & 1);
      const messages = ids.map((id, i) => messageOf(id, c + i, sim.attribution));
      seed(sim, messages, true);
      return emit(
        ev.messagesSnapshot(
          messages,
          c % 9 === 0
            ? { metadata: { '@ag-ui/client': { authoritativeActivityTypes: null } } }
            : {},
        ),
      );
    }
    case 12: {
      const id = pick(MESSAGE_IDS, b);
      const tag = owned('activity', id, d >> 3);
      const replace = d % 3 !== 0;
      if (replace || !sim.owners.has(`activity:${id}`)) sim.owners.set(`activity:${id}`, tag);
      return emit(
        ev.activitySnapshot(
          id,
          pick(['plan', 'search'], c),
          { n: c, list: [] },
          { ...(!replace && { replace: false }), ...meta, ...tagged(tag) },
        ),
      );
    }
    case 13: {
      // Mostly a delta for an activity the run already has, so its owner is on record.
      const known = MESSAGE_IDS.filter((id) => sim.owners.has(`activity:${id}`));
      const id = known.length > 0 && b % 3 !== 0 ? pick(known, b >> 2) : pick(MESSAGE_IDS, b);
      return emit(
        ev.activityDelta(
          id,
          'plan',
          [op(c, pick(['/n', '/list/-', '/list/0', '/x'], d), '/n', value)],
          { ...meta, ...tagged(owned('activity', id, d >> 3)) },
        ),
      );
    }
    case 14: {
      const ids = free(sim.openReasoning, MESSAGE_IDS, 'reasoning');
      if (ids.length === 0) return;
      const id = pick(ids, b);
      const tag = owned('reasoning', id, d >> 3);
      closing(ev.reasoningMessageStart(id, { ...meta, ...tagged(tag) }));
      sim.openReasoning.add(id);
      return own(sim, `reasoning:${id}`, tag);
    }
    case 15: {
      const ids = openAfter(sim.openReasoning, 'reasoning');
      if (ids.length === 0) return;
      const id = pick(ids, b);
      const tag = tagged(owned('reasoning', id, d >> 3));
      if (c % 3 === 0) {
        sim.openReasoning.delete(id);
        return closing(ev.reasoningMessageEnd(id, { ...meta, ...tag }));
      }
      return closing(ev.reasoningMessageContent(id, `r${c % 5}`, { ...meta, ...tag }));
    }
    case 16: {
      // Spans share ids with reasoning messages (and their owners) on purpose.
      const id = pick(['s1', 's2', 'r1', 'm1'], b);
      const tag = owned('reasoning', id, d >> 3);
      if (sim.openSpans.has(id)) {
        sim.openSpans.delete(id);
        return closing(ev.reasoningEnd(id, tagged(tag)));
      }
      closing(ev.reasoningStart(id, tagged(tag)));
      sim.openSpans.add(id);
      return own(sim, `reasoning:${id}`, tag);
    }
    case 17: {
      const subtype = c % 2 ? 'tool-call' : 'message';
      const id = pick([...MESSAGE_IDS, ...TOOL_IDS], b);
      const key =
        subtype === 'tool-call'
          ? `toolCall:${id}`
          : sim.owners.has(`message:${id}`)
            ? `message:${id}`
            : `reasoning:${id}`;
      return emit(
        ev.reasoningEncryptedValue(subtype, id, `enc${d}`, tagged(tagFor(sim, key, d >> 3))),
      );
    }
    case 18:
      return c % 2
        ? closing(ev.customEvent('progress', value, tagged(tagFor(sim, 'custom', d))))
        : emit(ev.rawEvent(value, { source: 'test' }));
    case 19: {
      const name = pick(['plan', 'act'], b);
      const tag = sim.attribution && c % 4 === 0 ? pick(TAGS, c >> 2) : undefined;
      const key = `${tag ?? ''}|${name}`;
      if (sim.openSteps.has(key)) {
        sim.openSteps.delete(key);
        return closing(ev.stepFinished(name, tagged(tag)));
      }
      closing(ev.stepStarted(name, tagged(tag)));
      sim.openSteps.add(key);
      return;
    }
    case 20:
      return textChunk(sim, b, c, meta);
    case 21:
      return toolChunk(sim, b, c, meta);
    case 22:
      return reasoningChunk(sim, b, c, meta);
    case 23:
      return subagentEvent(sim, b, c, d);
    case 24: {
      closeAllLanes(sim);
      emit(ev.runError(`failed ${c}`, c % 2 ? { code: 'E' } : {}));
      resetRun(sim);
      return emit(ev.runStarted('t1', `r${++sim.fresh}`));
    }
    case 25:
    case 26:
      return legacyEvent(sim, b, c, d);
    default: {
      const open = [...sim.subagents.values()].some((active) => active);
      const items = openAfter(sim.openText, 'text').length + openAfter(sim.openTool, 'tool').length;
      const more =
        openAfter(sim.openReasoning, 'reasoning').length + sim.openSpans.size + sim.openSteps.size;
      if (open || items + more > 0 || sim.legacySpan || sim.legacyMessage) return;
      resetRun(sim);
      const outcome =
        sim.attribution && c % 5 === 1
          ? { outcome: pick([{ type: null }, {}], c >> 3) as never }
          : {};
      emit(
        ev.runFinished(
          't1',
          `r${sim.fresh}`,
          c % 3 === 0 ? { outcome: { type: 'cancelled' } } : { result: { n: c }, ...outcome },
        ),
      );
      const history = [messageOf(pick(MESSAGE_IDS, c), d, sim.attribution)];
      const input =
        b % 2 === 0
          ? { input: { threadId: 't1', runId: 'next', messages: history, tools: [], context: [] } }
          : {};
      if (b % 2 === 0) seed(sim, history, false);
      return emit(ev.runStarted('t1', `r${++sim.fresh}`, input));
    }
  }
}

/** `SUBAGENT_*`: sa3 nests in sa1; finishing outcomes come in every shape. */
function subagentEvent(sim: Sim, b: number, c: number, d: number): void {
  const id = pick(sim.attribution ? TAGS : ['sa1', 'sa2'], b);
  const active = sim.subagents.get(id);
  if (active === undefined) {
    const nested =
      id === 'sa3' && (sim.subagents.has('sa1') || d % 5 === 0)
        ? { parentSubagentRunId: 'sa1' }
        : {};
    sim.subagents.set(id, true);
    sim.events.push(
      ev.subagentStarted(id, 'helper', { ...(c % 2 && { description: 'd' }), ...nested }),
    );
    return;
  }
  if (!active) return;
  // The subagent's own chunk lane closes; the others stay.
  sim.subagents.set(id, false);
  closeLane(sim, id);
  if (c % 3 === 0) {
    sim.events.push(ev.subagentError(id, 'failed'));
    return;
  }
  const outcome = sim.attribution ? pick(SUBAGENT_OUTCOMES, d) : undefined;
  const result = sim.attribution && d % 7 === 0 ? null : { c };
  sim.events.push(
    ev.subagentFinished(id, {
      result,
      ...(outcome !== undefined && { outcome: outcome as never }),
    }),
  );
}

/** Legacy `THINKING_*` events: openers when nothing is open, continuations of the open ones. */
function legacyEvent(sim: Sim, b: number, c: number, d: number): void {
  if (!sim.attribution) return;
  // Rarely out of order (a continuation of nothing, a second opener): both reducers refuse or
  // strand it the same way.
  const stray = c % 13 === 0;
  const emit = (event: BaseEvent, tag: string | undefined): void => {
    closeLane(sim, tag);
    sim.events.push({ ...event, ...tagged(tag) });
  };
  switch (b % 6) {
    case 0:
      if (sim.legacySpan && !stray) return;
      sim.owners.delete('legacy:span');
      sim.legacySpan = true;
      own(sim, 'legacy:span', tagFor(sim, 'legacy:span', d));
      return emit(
        ev.thinkingStart(c % 2 ? { title: 'Thinking' } : {}) as unknown as BaseEvent,
        sim.owners.get('legacy:span'),
      );
    case 1:
      if (!sim.legacySpan && !stray) return;
      sim.legacySpan = false;
      return emit(ev.thinkingEnd() as unknown as BaseEvent, tagFor(sim, 'legacy:span', d));
    case 2:
      if (sim.legacyMessage && !stray) return;
      sim.owners.delete('legacy:message');
      sim.legacyMessage = true;
      own(sim, 'legacy:message', tagFor(sim, 'legacy:message', d));
      return emit(
        ev.thinkingTextMessageStart() as unknown as BaseEvent,
        sim.owners.get('legacy:message'),
      );
    case 5:
      if (!sim.legacyMessage && !stray) return;
      sim.legacyMessage = false;
      return emit(
        ev.thinkingTextMessageEnd() as unknown as BaseEvent,
        tagFor(sim, 'legacy:message', d),
      );
    default:
      if (!sim.legacyMessage && !stray) return;
      return emit(
        ev.thinkingTextMessageContent(`thought ${c % 4} `) as unknown as BaseEvent,
        tagFor(sim, 'legacy:message', d),
      );
  }
}

function resetRun(sim: Sim): void {
  for (const open of [sim.openText, sim.openTool, sim.openReasoning, sim.openSpans, sim.openSteps])
    open.clear();
  sim.subagents.clear();
  sim.owners.clear();
  sim.lane = undefined;
  sim.subLanes.clear();
  sim.legacySpan = false;
  sim.legacyMessage = false;
}

/** The owner of a chunk: mostly the parent agent, with `attribution` sometimes a subagent (its own lane). */
function chunkOwner(sim: Sim, b: number, c: number): string | undefined {
  return sim.attribution && c % 5 === 0 ? pick(TAGS, b >> 1) : undefined;
}

function laneOf(sim: Sim, owner: string | undefined): Lane | undefined {
  return owner === undefined ? sim.lane : sim.subLanes.get(owner);
}

function openLane(sim: Sim, owner: string | undefined, lane: Lane): void {
  closeLane(sim, owner);
  if (owner === undefined) sim.lane = lane;
  else sim.subLanes.set(owner, lane);
}

function textChunk(sim: Sim, b: number, c: number, meta: object): void {
  const owner = chunkOwner(sim, b, c);
  const lane = laneOf(sim, owner);
  if (lane?.kind === 'text' && b % 3 !== 0) {
    sim.events.push(
      ev.textMessageChunk({
        ...(b % 2 === 0 && { messageId: lane.id }),
        ...(c % 4 !== 0 && { delta: `k${c % 7}` }),
        ...meta,
        ...tagged(owner),
      }),
    );
    return;
  }
  const ids = MESSAGE_IDS.filter((id) => !sim.openText.has(id) && id !== lane?.id);
  if (ids.length === 0) return;
  const id = pick(ids, c);
  openLane(sim, owner, { kind: 'text', id });
  sim.openText.add(id);
  own(sim, `message:${id}`, owner);
  sim.events.push(
    ev.textMessageChunk({
      messageId: id,
      ...(c % 3 !== 0 && { delta: `k${c % 7}` }),
      ...(c % 5 === 0 && { role: 'user' }),
      ...meta,
      ...tagged(owner),
    }),
  );
}

function toolChunk(sim: Sim, b: number, c: number, meta: object): void {
  const owner = chunkOwner(sim, b, c);
  const lane = laneOf(sim, owner);
  if (lane?.kind === 'tool' && b % 3 !== 0) {
    sim.events.push(
      ev.toolCallChunk({
        ...(b % 2 === 0 && { toolCallId: lane.id }),
        delta: pick(['{"a":', '2}', ''], c),
        ...meta,
        ...tagged(owner),
      }),
    );
    return;
  }
  const ids = TOOL_IDS.filter((id) => !sim.openTool.has(id) && id !== lane?.id);
  if (ids.length === 0) return;
  const id = pick(ids, c);
  openLane(sim, owner, { kind: 'tool', id });
  sim.openTool.add(id);
  const parent = pick([undefined, ...MESSAGE_IDS], b);
  own(
    sim,
    `toolCall:${id}`,
    owner ?? (parent === undefined ? undefined : sim.owners.get(`message:${parent}`)),
  );
  sim.events.push(
    ev.toolCallChunk({
      toolCallId: id,
      toolCallName: 'lookup',
      ...(parent && { parentMessageId: parent }),
      ...(c % 2 === 0 && { delta: '{' }),
      ...meta,
      ...tagged(owner),
    }),
  );
}

function reasoningChunk(sim: Sim, b: number, c: number, meta: object): void {
  const owner = chunkOwner(sim, b, c);
  const lane = laneOf(sim, owner);
  if (lane?.kind === 'reasoning' && b % 3 !== 0) {
    sim.events.push(
      ev.reasoningMessageChunk({
        ...(b % 2 === 0 && { messageId: lane.id }),
        ...(c % 3 !== 0 && { delta: `z${c % 4}` }),
        ...meta,
        ...tagged(owner),
      }),
    );
    return;
  }
  const ids = MESSAGE_IDS.filter((id) => !sim.openReasoning.has(id) && id !== lane?.id);
  if (ids.length === 0) return;
  const id = pick(ids, c);
  openLane(sim, owner, { kind: 'reasoning', id });
  sim.openReasoning.add(id);
  own(sim, `reasoning:${id}`, owner);
  sim.events.push(
    ev.reasoningMessageChunk({ messageId: id, delta: `z${c % 4}`, ...meta, ...tagged(owner) }),
  );
}

/**
 * AG-UI streams of 1 to ~40 events, starting with `RUN_STARTED`: valid ones, or with
 * `attribution` tagged ones the reference may refuse part-way (see the top of this file).
 */
export function streamScript({ attribution = false }: { attribution?: boolean } = {}): fc.Arbitrary<
  BaseEvent[]
> {
  const draw = fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999), fc.nat(999));
  return fc.array(fc.tuple(draw, jsonValue), { minLength: 1, maxLength: 40 }).map((draws) => {
    const sim: Sim = {
      events: [ev.runStarted()],
      openText: new Set(),
      openTool: new Set(),
      openReasoning: new Set(),
      openSpans: new Set(),
      openSteps: new Set(),
      subagents: new Map(),
      lane: undefined,
      subLanes: new Map(),
      fresh: 1,
      attribution,
      owners: new Map(),
      legacySpan: false,
      legacyMessage: false,
    };
    for (const [d, value] of draws) step(sim, d, JSON.parse(JSON.stringify(value ?? null)));
    return sim.events;
  });
}
