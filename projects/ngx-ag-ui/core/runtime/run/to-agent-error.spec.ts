import type { AgentError } from '../thread/agent-error';

import { toAgentError } from './to-agent-error';

describe('toAgentError', () => {
  it('keeps an AgentError value as it is', () => {
    const error: AgentError = { kind: 'timeout', message: 'The agent sent nothing for 5 ms.' };

    expect(toAgentError(error)).toBe(error);
  });

  it.each(['redirect', 'invalid-request'] as const)(
    'keeps an AgentError of the transport kind %s as it is',
    (kind) => {
      const error: AgentError = { kind, message: 'The run was not sent.' };

      expect(toAgentError(error)).toBe(error);
    },
  );

  it('reads the reference HttpAgent HTTP error (status and payload)', () => {
    const failure = Object.assign(new Error('HTTP 422: {"detail":"bad"}'), {
      status: 422,
      payload: { detail: 'bad' },
    });

    expect(toAgentError(failure)).toEqual({
      kind: 'http',
      status: 422,
      message: 'The agent answered HTTP 422.',
      cause: { detail: 'bad' },
    });
  });

  it('calls a SyntaxError an invalid response', () => {
    expect(toAgentError(new SyntaxError('Unexpected token o'))).toMatchObject({
      kind: 'invalid-response',
      message: 'Unexpected token o',
    });
  });

  it('calls anything else a network error, keeping the cause', () => {
    expect(toAgentError('boom')).toEqual({
      kind: 'network',
      message: 'The agent source failed.',
      cause: 'boom',
    });
    expect(toAgentError({ kind: 'made-up', message: 'x' })).toMatchObject({
      kind: 'network',
      message: 'x',
    });
  });
});
