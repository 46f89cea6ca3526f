import type { Message } from '@ag-ui/core';

import { parseChaosPrompt } from './chaos-mode';
import { DEFAULT_QUESTION, planTurn } from './plan-turn';

const user = (id: string, content: string): Message => ({ id, role: 'user', content });
const answer = (id: string): Message => ({ id, role: 'assistant', content: 'an answer' });
const cited = (messages: Message[]) => planTurn(messages).hits.map((hit) => hit.document.id);

describe('planTurn', () => {
  it('searches the last user question', () => {
    const plan = planTurn([user('u1', 'How do computed signals work?')]);
    expect(plan).toMatchObject({
      query: 'How do computed signals work?',
      followUp: false,
      turn: 1,
      excluded: [],
    });
    expect(plan.hits[0].document.id).toBe('angular-computed');
  });

  it('continues the previous topic on "tell me more" and skips the pages already cited', () => {
    const first = [user('u1', 'How do I cancel a fetch request?')];
    const followUp = [...first, answer('a1'), user('u2', 'Tell me more')];
    const plan = planTurn(followUp);
    expect(plan).toMatchObject({
      followUp: true,
      query: 'How do I cancel a fetch request?',
      previousQuestion: 'How do I cancel a fetch request?',
      turn: 2,
    });
    expect(plan.excluded).toEqual(cited(first));
    for (const id of cited(first)) expect(cited(followUp)).not.toContain(id);
    expect(plan.hits.length).toBeGreaterThan(0);
  });

  it('keeps excluding earlier pages over several follow-ups', () => {
    const one = [user('u1', 'How do Angular signals work?')];
    const two = [...one, answer('a1'), user('u2', 'more')];
    const three = [...two, answer('a2'), user('u3', 'What else?')];
    expect(planTurn(three).excluded).toEqual([...cited(one), ...cited(two)]);
  });

  it('starts a new topic when the question has topic words of its own', () => {
    const plan = planTurn([
      user('u1', 'How do computed signals work?'),
      answer('a1'),
      user('u2', 'What is INP?'),
    ]);
    expect(plan).toMatchObject({ followUp: false, query: 'What is INP?', excluded: [] });
  });

  it('retries a question with no hits together with the previous topic', () => {
    const plan = planTurn([
      user('u1', 'What are server-sent events?'),
      answer('a1'),
      user('u2', 'Is that like Paris?'),
    ]);
    expect(plan.query).toBe('What are server-sent events? Is that like Paris?');
    expect(plan.hits[0].document.id).toBe('mdn-server-sent-events');
  });

  it('answers a default question when a follow-up has no earlier topic', () => {
    const plan = planTurn([user('u1', 'Tell me more')]);
    expect(plan).toMatchObject({ query: DEFAULT_QUESTION, followUp: false });
    expect(plan.hits[0].document.id).toBe('angular-signals');
  });

  it('repeats the previous topic for a bare magic prompt and carries its chaos mode', () => {
    const first = [user('u1', 'How do computed signals work?')];
    const plan = planTurn([...first, answer('a1'), user('u2', 'Simulate an unsafe link')]);
    expect(plan).toMatchObject({
      chaos: 'unsafe-link',
      followUp: false,
      query: 'How do computed signals work?',
      question: 'How do computed signals work?',
    });
    expect(cited([...first, answer('a1'), user('u2', 'Simulate an unsafe link')])).toEqual(
      cited(first),
    );
  });

  it('searches the question that follows a magic prompt', () => {
    const plan = planTurn([user('u1', 'Simulate a run error: what is INP?')]);
    expect(plan).toMatchObject({ chaos: 'run-error', query: 'what is INP?' });
  });

  it('reads text content parts of multimodal user messages', () => {
    const plan = planTurn([
      { id: 'u1', role: 'user', content: [{ type: 'text', text: 'What is INP?' }] },
    ]);
    expect(plan.hits[0].document.id).toBe('webdev-inp');
  });
});

describe('parseChaosPrompt', () => {
  it.each([
    ['Simulate a run error', 'run-error'],
    ['simulate a BAD PATCH', 'bad-patch'],
    ['Simulate a cut stream.', 'cut-stream'],
    ['Simulate a slow start', 'slow-start'],
    ['Simulate an unsafe link', 'unsafe-link'],
  ])('reads "%s" as %s', (text, chaos) => {
    expect(parseChaosPrompt(text)).toEqual({ chaos, question: '' });
  });

  it('leaves ordinary questions alone', () => {
    expect(parseChaosPrompt(' How do I simulate a run error? ')).toEqual({
      question: 'How do I simulate a run error?',
    });
  });
});
