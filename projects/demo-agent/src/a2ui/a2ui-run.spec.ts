import { EventType, type AGUIEvent, type Message, type RunAgentInput } from '@ag-ui/core';

import { a2uiRun } from './a2ui-run';
import { BOOK_ACTION, MORE_ACTION } from './a2ui-surfaces';

const input = (messages: Message[], forwardedProps: object = {}): RunAgentInput => ({
  threadId: 't1',
  runId: 'r2',
  state: {},
  messages,
  tools: [],
  context: [],
  forwardedProps,
});
const ask = (content: string): Message[] => [{ id: 'u1', role: 'user', content }];
const events = async (run: RunAgentInput) =>
  (await a2uiRun(run))!.steps.flatMap((step) => ('event' in step ? [step.event] : []));
const painted = (all: AGUIEvent[]) =>
  all.filter(
    (event): event is Extract<AGUIEvent, { type: EventType.ACTIVITY_SNAPSHOT }> =>
      event.type === EventType.ACTIVITY_SNAPSHOT &&
      typeof event.content === 'object' &&
      'a2ui_operations' in event.content,
  );
const answerText = (all: AGUIEvent[]) =>
  all.map((event) => (event.type === EventType.TEXT_MESSAGE_CONTENT ? event.delta : '')).join('');
const action = (userAction: object) => ({ a2uiAction: { userAction } });

describe('a2uiRun', () => {
  it('leaves other conversations to the other agents', async () => {
    expect(await a2uiRun(input(ask('How do signals work?')))).toBeUndefined();
  });

  it('draws the booking form through the middleware: building, then the painted surface', async () => {
    const all = await events(input(ask('Book a follow-up')));
    expect(all[0].type).toBe(EventType.RUN_STARTED);
    expect(all.at(-1)!.type).toBe(EventType.RUN_FINISHED);
    const activities = all.filter((event) => event.type === EventType.ACTIVITY_SNAPSHOT);
    expect(activities[0]).toMatchObject({
      messageId: 'a2ui-surface-render-r2',
      activityType: 'a2ui-surface',
      content: { status: 'building' },
      replace: true,
    });
    const last = painted(all).at(-1)!;
    const operations = (last.content as { a2ui_operations: Record<string, unknown>[] })
      .a2ui_operations;
    expect(last.messageId).toBe('a2ui-surface-render-r2');
    expect(operations.map((op) => Object.keys(op).find((key) => key !== 'version'))).toEqual([
      'createSurface',
      'updateComponents',
      'updateDataModel',
    ]);
    const components = (operations[1]['updateComponents'] as { components: { id: string }[] })
      .components;
    expect(components.map((component) => component.id)).toEqual(
      expect.arrayContaining(['root', 'name', 'date', 'topic', 'submit']),
    );
    expect(components.find((component) => component.id === 'name')).toMatchObject({
      component: 'TextField',
      checks: [{ condition: { call: 'required' } }],
    });
    expect(components.find((component) => component.id === 'submit')).toMatchObject({
      action: { event: { name: BOOK_ACTION, context: { name: { path: '/booking/name' } } } },
    });
    // The middleware resolves the render call itself, so the client has nothing left to run.
    expect(all.some((event) => event.type === EventType.TOOL_CALL_RESULT)).toBe(true);
  });

  it('draws the comparison card with one "Tell me more" action per option', async () => {
    const all = await events(
      input(ask('Show a comparison card of server-sent events and WebSockets')),
    );
    const operations = (painted(all).at(-1)!.content as { a2ui_operations: object[] })
      .a2ui_operations;
    expect(
      JSON.stringify(operations).match(new RegExp(`"name":"${MORE_ACTION}"`, 'g')),
    ).toHaveLength(2);
  });

  it("cites the comparison card's sources for the surface's message, and keeps them on later runs", async () => {
    const all = await events(
      input(ask('Show a comparison card of server-sent events and WebSockets')),
    );
    const snapshot = all.find((event) => event.type === EventType.STATE_SNAPSHOT) as {
      snapshot: { citations: Record<string, { id: string; url: string }[]> };
    };
    const cited = snapshot.snapshot.citations['a2ui-surface-render-r2'];
    expect(cited.map((source) => source.id)).toEqual(['mdn-server-sent-events', 'mdn-websocket']);
    for (const source of cited) expect(source.url).toMatch(/^https:\/\//);
    // Each summary cites its own source with a [^id] marker.
    const operations = JSON.stringify(painted(all).at(-1)!.content);
    for (const source of cited) expect(operations).toContain(`[^${source.id}]`);

    // The next run (an action) restates the state: the surface's sources stay.
    const next = await events({
      ...input(
        [
          ...ask('Show a comparison card of server-sent events and WebSockets'),
          {
            id: 'a1',
            role: 'assistant',
            toolCalls: [
              {
                id: 'render-r2',
                type: 'function',
                function: { name: 'render_a2ui', arguments: '{}' },
              },
            ],
          },
        ],
        action({ name: MORE_ACTION, context: { option: 'sse' } }),
      ),
      runId: 'r3',
      state: snapshot.snapshot,
    });
    const restated = next.find((event) => event.type === EventType.STATE_SNAPSHOT) as {
      snapshot: { citations: Record<string, unknown> };
    };
    expect(restated.snapshot.citations['a2ui-surface-render-r2']).toEqual(cited);
  });

  it('confirms a booking from the action, with a cited answer on its topic', async () => {
    const all = await events(
      input(
        ask('Book a follow-up'),
        action({
          name: BOOK_ACTION,
          surfaceId: 'surface-r1',
          sourceComponentId: 'submit',
          context: { name: 'Ada *Lovelace*', date: '2026-12-01', topic: ['vitals'] },
        }),
      ),
    );
    const text = answerText(all);
    expect(text).toMatch(
      /^Booked: a follow-up on Core Web Vitals for Ada Lovelace on 2026-12-01\./,
    );
    const snapshot = all.find((event) => event.type === EventType.STATE_SNAPSHOT)!;
    const cited = (snapshot as { snapshot: { citations: Record<string, { id: string }[]> } })
      .snapshot.citations['answer-r2'];
    expect(cited.length).toBeGreaterThan(0);
    for (const source of cited) expect(text).toContain(`[^${source.id}]`);
    // No new surface for an action run.
    expect(painted(all)).toEqual([]);
  });

  it('refuses a booking without a name, citing nothing', async () => {
    const all = await events(
      input(
        ask('Book a follow-up'),
        action({ name: BOOK_ACTION, context: { name: '  ', topic: ['signals'] } }),
      ),
    );
    expect(answerText(all)).toBe('I could not book that: the form needs a name and a topic.');
  });

  it('answers "Tell me more" on the option it names, with citations', async () => {
    const all = await events(
      input(
        ask('Compare SSE and WebSockets'),
        action({ name: MORE_ACTION, context: { option: 'websocket' } }),
      ),
    );
    const text = answerText(all);
    expect(text).toMatch(/^More on WebSockets:/);
    expect(text).toMatch(/\[\^[\w-]+\]/);
  });
});
