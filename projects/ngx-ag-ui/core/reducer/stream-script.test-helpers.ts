import type { BaseEvent, JsonPatchOperation, Message } from '@ag-ui/core';
import fc from 'fast-check';
import {
  activityDelta,
  activitySnapshot,
  customEvent,
  messagesSnapshot,
  rawEvent,
  reasoningEncryptedValue,
  reasoningEnd,
  reasoningMessageChunk,
  reasoningMessageContent,
  reasoningMessageEnd,
  reasoningMessageStart,
  reasoningStart,
  runError,
  runFinished,
  runStarted,
  stateDelta,
  stateSnapshot,
  stepFinished,
  stepStarted,
  subagentError,
  subagentFinished,
  subagentStarted,
  textMessageChunk,
  textMessageContent,
  textMessageEnd,
  textMessageStart,
  toolCallArgs,
  toolCallChunk,
  toolCallEnd,
  toolCallResult,
  toolCallStart,
} from 'ngx-ag-ui/testing';

/*
 * A generator of AG-UI streams the reference verifier accepts: fast-check draws numbers, and a
 * small simulation of the sequence rules (open items, the parent chunk lane, run phase) turns
 * them into events, so that every stream is valid by construction (the spec checks it with the
 * reference `verifyEvents` too). Ids come from small pools shared across kinds, so streams hit
 * collisions on purpose: text into activity ids, tool calls whose parent is a user message,
 * re-opened messages, snapshots that re-key or drop messages, patches that fail.
 */

const MESSAGE_IDS = ['m1', 'm2', 'm3', 'a1', 'r1'];
const TOOL_IDS = ['c1', 'c2', 'c3'];
const PATHS = ['', '/a', '/a/b', '/list', '/list/0', '/list/-', '/citations', '/citations/m1', '/citations/m1/-', '/citations/m2', '/x~1y'];

interface Sim {
  events: BaseEvent[];
  openText: Set<string>;
  openTool: Set<string>;
  openReasoning: Set<string>;
  openSpans: Set<string>;
  openSteps: Set<string>;
  subagents: Map<string, boolean>;
  lane: { kind: 'text' | 'tool' | 'reasoning'; id: string } | undefined;
  fresh: number;
}

type Draw = readonly [number, number, number, number];

const jsonLeaf = fc.oneof(fc.constantFrom(null, true, 0, 1, 'x', 'https://example.com/a', ''), fc.integer({ min: -5, max: 5 }));
const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, jsonLeaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom('a', 'b', 'list', 'citations', 'm1', 'url', 'title'), tie('value'), { maxKeys: 3 }),
})).value;

function pick<T>(items: readonly T[], n: number): T {
  return items[n % items.length];
}

function closeLane(sim: Sim): void {
  if (!sim.lane) return;
  const { kind, id } = sim.lane;
  (kind === 'text' ? sim.openText : kind === 'tool' ? sim.openTool : sim.openReasoning).delete(id);
  sim.lane = undefined;
}

function metadataOf(n: number): { metadata?: Record<string, unknown> } {
  return n % 5 === 0 ? { metadata: { k: n % 3, citations: n % 2 === 0 ? ['https://meta.example'] : undefined } } : {};
}

function op(kind: number, path: string, generatedFrom: string, value: unknown): JsonPatchOperation {
  // A root-level move or copy from a pointer that does not resolve leaves the reference with no
  // state at all, where we refuse the op (a documented deviation): the root is only moved or
  // copied onto itself.
  const from = path === '' ? '' : generatedFrom;
  switch (kind % 6) {
    case 0:
      return { op: 'add', path, value };
    case 1:
      return { op: 'remove', path };
    case 2:
      return { op: 'replace', path, value };
    case 3:
      // A root move into a child makes the reference build a cyclic state (a documented deviation).
      return { op: 'move', from: from === '' && path !== '' ? '/a' : from, path };
    case 4:
      return { op: 'copy', from, path };
    default:
      return { op: 'test', path, value };
  }
}

function messageOf(id: string, n: number): Message {
  switch (n % 5) {
    case 0:
      return { id, role: 'user', content: `user ${n}` };
    case 1:
      return { id, role: 'assistant', content: `said ${n}` };
    case 2:
      return { id, role: 'assistant', toolCalls: [{ id: pick(TOOL_IDS, n), type: 'function', function: { name: 'f', arguments: '{}' } }] };
    case 3:
      return { id, role: 'reasoning', content: 'hmm' };
    default:
      return { id, role: 'activity', activityType: 'plan', content: { n } };
  }
}

/** One step of the simulation: the events for one draw (none when the drawn action does not apply). */
function step(sim: Sim, [a, b, c, d]: Draw, value: unknown): void {
  const emit = (event: BaseEvent): void => {
    sim.events.push(event);
  };
  const closing = (event: BaseEvent) => {
    closeLane(sim);
    emit(event);
  };
  // The ids open / free once the event closes the parent lane (it is closed only when emitting).
  const laneId = (kind: 'text' | 'tool' | 'reasoning') => (sim.lane?.kind === kind ? sim.lane.id : undefined);
  const openAfter = (open: Set<string>, kind: 'text' | 'tool' | 'reasoning') =>
    [...open].filter((id) => id !== laneId(kind));
  const free = (open: Set<string>, ids: readonly string[], kind: 'text' | 'tool' | 'reasoning') =>
    ids.filter((id) => !open.has(id) || id === laneId(kind));
  const meta = metadataOf(d);
  switch (a % 27) {
    case 0: {
      const ids = free(sim.openText, MESSAGE_IDS, 'text');
      if (ids.length === 0) return;
      closeLane(sim);
      const id = pick(ids, b);
      sim.openText.add(id);
      const role = pick([undefined, 'assistant', 'user', 'system'] as const, c);
      return emit(textMessageStart(id, { ...(role && { role }), ...(c % 7 === 0 && { name: 'bot' }), ...meta }));
    }
    case 1:
    case 2: {
      const ids = openAfter(sim.openText, 'text');
      if (ids.length === 0) return;
      closeLane(sim);
      return emit(textMessageContent(pick(ids, b), c % 6 === 0 ? '' : `t${c % 10} `, meta));
    }
    case 3: {
      const ids = openAfter(sim.openText, 'text');
      if (ids.length === 0) return;
      closeLane(sim);
      const id = pick(ids, b);
      sim.openText.delete(id);
      return emit(textMessageEnd(id, meta));
    }
    case 4: {
      const ids = free(sim.openTool, TOOL_IDS, 'tool');
      if (ids.length === 0) return;
      closeLane(sim);
      const id = pick(ids, b);
      sim.openTool.add(id);
      const parent = pick([undefined, ...MESSAGE_IDS, 'new-parent'], c);
      return emit(toolCallStart(id, pick(['search', 'fetch'], d), { ...(parent && { parentMessageId: parent }), ...meta }));
    }
    case 5: {
      const ids = openAfter(sim.openTool, 'tool');
      if (ids.length === 0) return;
      closeLane(sim);
      return emit(toolCallArgs(pick(ids, b), pick(['{"q":', '1}', '', '"x"'], c), meta));
    }
    case 6: {
      const ids = openAfter(sim.openTool, 'tool');
      if (ids.length === 0) return;
      closeLane(sim);
      const id = pick(ids, b);
      sim.openTool.delete(id);
      return emit(toolCallEnd(id, meta));
    }
    case 7:
      return closing(toolCallResult(`res${sim.fresh++}`, pick([...TOOL_IDS, 'nope'], b), c % 2 ? 'ok' : [{ type: 'text', text: 'ok' }], meta));
    case 8:
      return closing(stateSnapshot(c % 4 === 0 ? { citations: { m1: ['https://s.example', { url: 'https://t.example', title: 'T' }] } } : value));
    case 9:
    case 10: {
      const ops = [op(b, pick(PATHS, c), pick(PATHS, d), value)];
      if (c % 3 === 0) ops.push(op(b + 1, pick(PATHS, d), pick(PATHS, c), value));
      return closing(stateDelta(ops));
    }
    case 11: {
      closeLane(sim);
      const ids = MESSAGE_IDS.filter((_, i) => (b >> i) & 1);
      return emit(messagesSnapshot(ids.map((id, i) => messageOf(id, c + i)), c % 9 === 0 ? { metadata: { '@ag-ui/client': { authoritativeActivityTypes: null } } } : {}));
    }
    case 12:
      return emit(activitySnapshot(pick(MESSAGE_IDS, b), pick(['plan', 'search'], c), { n: c, list: [] }, { ...(d % 3 === 0 && { replace: false }), ...meta }));
    case 13:
      return emit(activityDelta(pick(MESSAGE_IDS, b), 'plan', [op(c, pick(['/n', '/list/-', '/list/0', '/x'], d), '/n', value)], meta));
    case 14: {
      const ids = free(sim.openReasoning, MESSAGE_IDS, 'reasoning');
      if (ids.length === 0) return;
      closeLane(sim);
      const id = pick(ids, b);
      sim.openReasoning.add(id);
      return emit(reasoningMessageStart(id, meta));
    }
    case 15: {
      const ids = openAfter(sim.openReasoning, 'reasoning');
      if (ids.length === 0) return;
      closeLane(sim);
      const id = pick(ids, b);
      if (c % 3 === 0) {
        sim.openReasoning.delete(id);
        return emit(reasoningMessageEnd(id, meta));
      }
      return emit(reasoningMessageContent(id, `r${c % 5}`, meta));
    }
    case 16: {
      closeLane(sim);
      const id = pick(['s1', 's2'], b);
      if (sim.openSpans.has(id)) {
        sim.openSpans.delete(id);
        return emit(reasoningEnd(id));
      }
      sim.openSpans.add(id);
      return emit(reasoningStart(id));
    }
    case 17:
      return emit(reasoningEncryptedValue(c % 2 ? 'tool-call' : 'message', pick([...MESSAGE_IDS, ...TOOL_IDS], b), `enc${d}`));
    case 18:
      return c % 2 ? closing(customEvent('progress', value)) : emit(rawEvent(value, { source: 'test' }));
    case 19: {
      closeLane(sim);
      const name = pick(['plan', 'act'], b);
      if (sim.openSteps.has(name)) {
        sim.openSteps.delete(name);
        return emit(stepFinished(name));
      }
      sim.openSteps.add(name);
      return emit(stepStarted(name));
    }
    case 20:
      return textChunk(sim, b, c, meta);
    case 21:
      return toolChunk(sim, b, c, meta);
    case 22:
      return reasoningChunk(sim, b, c, meta);
    case 23: {
      const id = pick(['sa1', 'sa2'], b);
      const active = sim.subagents.get(id);
      if (active === undefined) {
        sim.subagents.set(id, true);
        return emit(subagentStarted(id, 'helper', c % 2 ? { description: 'd' } : {}));
      }
      if (!active) return;
      sim.subagents.set(id, false);
      return emit(c % 3 === 0 ? subagentError(id, 'failed') : subagentFinished(id, { result: { c } }));
    }
    case 24: {
      closeLane(sim);
      emit(runError(`failed ${c}`, c % 2 ? { code: 'E' } : {}));
      resetRun(sim);
      return emit(runStarted('t1', `r${++sim.fresh}`));
    }
    default: {
      const open = [...sim.subagents.values()].some((active) => active);
      const items = openAfter(sim.openText, 'text').length + openAfter(sim.openTool, 'tool').length;
      const more = openAfter(sim.openReasoning, 'reasoning').length + sim.openSpans.size + sim.openSteps.size;
      if (open || items + more > 0) return;
      resetRun(sim);
      emit(runFinished('t1', `r${sim.fresh}`, c % 3 === 0 ? { outcome: { type: 'cancelled' } } : { result: { n: c } }));
      const input = b % 2 === 0 ? { input: { threadId: 't1', runId: 'next', messages: [messageOf(pick(MESSAGE_IDS, c), d)], tools: [], context: [] } } : {};
      return emit(runStarted('t1', `r${++sim.fresh}`, input));
    }
  }
}

function resetRun(sim: Sim): void {
  for (const open of [sim.openText, sim.openTool, sim.openReasoning, sim.openSpans, sim.openSteps]) open.clear();
  sim.subagents.clear();
  sim.lane = undefined;
}

function textChunk(sim: Sim, b: number, c: number, meta: object): void {
  const lane = sim.lane;
  if (lane?.kind === 'text' && b % 3 !== 0) {
    sim.events.push(textMessageChunk({ ...(b % 2 === 0 && { messageId: lane.id }), ...(c % 4 !== 0 && { delta: `k${c % 7}` }), ...meta }));
    return;
  }
  const ids = MESSAGE_IDS.filter((id) => !sim.openText.has(id) && id !== lane?.id);
  if (ids.length === 0) return;
  const id = pick(ids, c);
  closeLane(sim);
  sim.lane = { kind: 'text', id };
  sim.openText.add(id);
  sim.events.push(textMessageChunk({ messageId: id, ...(c % 3 !== 0 && { delta: `k${c % 7}` }), ...(c % 5 === 0 && { role: 'user' }), ...meta }));
}

function toolChunk(sim: Sim, b: number, c: number, meta: object): void {
  const lane = sim.lane;
  if (lane?.kind === 'tool' && b % 3 !== 0) {
    sim.events.push(toolCallChunk({ ...(b % 2 === 0 && { toolCallId: lane.id }), delta: pick(['{"a":', '2}', ''], c), ...meta }));
    return;
  }
  const ids = TOOL_IDS.filter((id) => !sim.openTool.has(id) && id !== lane?.id);
  if (ids.length === 0) return;
  const id = pick(ids, c);
  closeLane(sim);
  sim.lane = { kind: 'tool', id };
  sim.openTool.add(id);
  const parent = pick([undefined, ...MESSAGE_IDS], b);
  sim.events.push(toolCallChunk({ toolCallId: id, toolCallName: 'lookup', ...(parent && { parentMessageId: parent }), ...(c % 2 === 0 && { delta: '{' }), ...meta }));
}

function reasoningChunk(sim: Sim, b: number, c: number, meta: object): void {
  const lane = sim.lane;
  if (lane?.kind === 'reasoning' && b % 3 !== 0) {
    sim.events.push(reasoningMessageChunk({ ...(b % 2 === 0 && { messageId: lane.id }), ...(c % 3 !== 0 && { delta: `z${c % 4}` }), ...meta }));
    return;
  }
  const ids = MESSAGE_IDS.filter((id) => !sim.openReasoning.has(id) && id !== lane?.id);
  if (ids.length === 0) return;
  const id = pick(ids, c);
  closeLane(sim);
  sim.lane = { kind: 'reasoning', id };
  sim.openReasoning.add(id);
  sim.events.push(reasoningMessageChunk({ messageId: id, delta: `z${c % 4}`, ...meta }));
}

/** Valid AG-UI streams of 1 to ~40 events, starting with `RUN_STARTED`. */
export function streamScript(): fc.Arbitrary<BaseEvent[]> {
  const draw = fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999), fc.nat(999));
  return fc.array(fc.tuple(draw, jsonValue), { minLength: 1, maxLength: 40 }).map((draws) => {
    const sim: Sim = {
      events: [runStarted()],
      openText: new Set(),
      openTool: new Set(),
      openReasoning: new Set(),
      openSpans: new Set(),
      openSteps: new Set(),
      subagents: new Map(),
      lane: undefined,
      fresh: 1,
    };
    for (const [d, value] of draws) step(sim, d, JSON.parse(JSON.stringify(value ?? null)));
    return sim.events;
  });
}
