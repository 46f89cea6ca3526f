import * as ev from 'ngx-ag-ui/testing';

import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';
import { applyAll } from './apply-events.test-helpers';

const started = () => applyAll(createAgentThread(), ev.runStarted());

describe('citation bridging in the reducer', () => {
  it('bridges after STATE_SNAPSHOT', () => {
    const thread = applyAll(
      started(),
      ...ev.textMessage('m1', ['Answer']),
      ev.stateSnapshot({ citations: { m1: ['https://a.example/'] } }),
    );
    expect(thread.messages[0].citations?.[0]).toMatchObject({
      id: 'c1',
      href: 'https://a.example/',
    });
  });

  it('lands citations that arrived before their message as soon as the message appears', () => {
    const thread = applyAll(
      started(),
      ev.stateSnapshot({ citations: { m1: ['https://a.example/'] } }),
      ev.textMessageStart('m1'),
    );
    expect(thread.messages[0].citations).toHaveLength(1);
  });

  it('does not touch citations on plain text events', () => {
    const thread = applyAll(
      started(),
      ev.stateSnapshot({ citations: { m1: ['https://a.example/'] } }),
      ev.textMessageStart('m1'),
    );
    const next = applyAgentEvent(thread, ev.textMessageContent('m1', 'more'));
    expect(next.messages[0].citations).toBe(thread.messages[0].citations);
  });

  it('re-bridges only the message whose entry a STATE_DELTA changed', () => {
    const thread = applyAll(
      started(),
      ...ev.textMessage('m1', ['one']),
      ...ev.textMessage('m2', ['two']),
      ev.stateSnapshot({ citations: { m1: ['https://a.example/'], m2: ['https://b.example/'] } }),
    );
    const next = applyAgentEvent(
      thread,
      ev.stateDelta([{ op: 'add', path: '/citations/m2/-', value: { url: 'https://c.example/' } }]),
    );
    expect(next.messages[0]).toBe(thread.messages[0]);
    expect(next.messages[1].citations?.map((c) => c.url)).toEqual([
      'https://b.example/',
      'https://c.example/',
    ]);
  });

  it('re-bridges every changed entry when a delta replaces /citations wholesale', () => {
    const thread = applyAll(
      started(),
      ...ev.textMessage('m1', ['one']),
      ...ev.textMessage('m2', ['two']),
      ev.stateSnapshot({ citations: { m1: ['https://a.example/'] } }),
    );
    const next = applyAgentEvent(
      thread,
      ev.stateDelta([{ op: 'replace', path: '/citations', value: { m2: ['https://b.example/'] } }]),
    );
    expect(next.messages[0].citations).toBeUndefined();
    expect(next.messages[1].citations).toHaveLength(1);
  });

  it('removes citations retracted from state (a remove op)', () => {
    const thread = applyAll(
      started(),
      ...ev.textMessage('m1', ['one']),
      ev.stateSnapshot({ citations: { m1: ['https://a.example/'] } }),
    );
    const next = applyAgentEvent(thread, ev.stateDelta([{ op: 'remove', path: '/citations/m1' }]));
    expect('citations' in next.messages[0]).toBe(false);
  });

  it('keeps the thread when a STATE_DELTA outside /citations changes nothing it shows', () => {
    const thread = applyAll(
      started(),
      ...ev.textMessage('m1', ['one']),
      ev.stateSnapshot({ citations: { m1: ['https://a.example/'] }, n: 1 }),
    );
    const next = applyAgentEvent(thread, ev.stateDelta([{ op: 'replace', path: '/n', value: 2 }]));
    expect(next.messages).toBe(thread.messages);
  });

  it('re-bridges after MESSAGES_SNAPSHOT re-keys a message', () => {
    const thread = applyAll(
      started(),
      ...ev.textMessage('stream-1', ['Answer']),
      ev.stateSnapshot({ citations: { 'resp-1': ['https://a.example/'] } }),
      ev.messagesSnapshot([{ id: 'resp-1', role: 'assistant', content: 'Answer' }]),
    );
    expect(thread.messages.map((m) => m.id)).toEqual(['resp-1']);
    expect(thread.messages[0].citations).toHaveLength(1);
  });

  it('bridges AWS Strands metadata.citations when a message event carries them', () => {
    const thread = applyAll(
      started(),
      ev.textMessageStart('m1'),
      ev.textMessageEnd('m1', { metadata: { citations: [{ url: 'https://s.example/' }] } }),
    );
    expect(thread.messages[0].citations?.[0]).toMatchObject({ url: 'https://s.example/' });
  });
});
