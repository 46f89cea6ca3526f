import {
  ambiguousAgentError,
  duplicateAgentError,
  missingSourceError,
  noAgentProvidedError,
  notInInjectionContextError,
  expiredInterruptsError,
  unansweredInterruptsError,
  unknownAgentError,
} from './ag-ui-errors';
import type { DeveloperError, DeveloperErrorCode } from './developer-error';
import { missingThreadStorageError } from './threads/thread-errors';
import { duplicateToolError, missingToolsFeatureError } from './tools/tool-errors';
import {
  invalidReconnectError,
  invalidRedirectPolicyError,
  invalidTimeoutError,
} from './transport/transport-errors';

const FACTORIES: readonly (readonly [DeveloperErrorCode, () => DeveloperError])[] = [
  ['NOT_IN_INJECTION_CONTEXT', notInInjectionContextError],
  ['NO_AGENT', noAgentProvidedError],
  ['UNKNOWN_AGENT', () => unknownAgentError('research', ['default'])],
  ['AMBIGUOUS_AGENT', () => ambiguousAgentError(['a', 'b'])],
  ['DUPLICATE_AGENT', () => duplicateAgentError('a')],
  ['MISSING_SOURCE', missingSourceError],
  ['UNANSWERED_INTERRUPTS', () => unansweredInterruptsError(['i1'])],
  ['EXPIRED_INTERRUPTS', () => expiredInterruptsError(['i1'])],
  ['INVALID_TIMEOUT', () => invalidTimeoutError(-1)],
  ['INVALID_REDIRECT', () => invalidRedirectPolicyError('manual')],
  ['INVALID_RECONNECT', () => invalidReconnectError({ attempts: -1 }, 'attempts')],
  ['DUPLICATE_TOOL', () => duplicateToolError('search')],
  ['MISSING_TOOLS_FEATURE', missingToolsFeatureError],
  ['MISSING_THREAD_STORAGE', missingThreadStorageError],
];

describe('developer errors', () => {
  const scope = globalThis as { ngDevMode?: unknown };

  it.each(FACTORIES)('%s explains itself in a development build', (code, create) => {
    const error = create();
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/^ngx-ag-ui: /);
    expect(error.message).not.toContain(code);
    expect(error.message.length).toBeGreaterThan(60);
  });

  describe('in a production build (ngDevMode false)', () => {
    let saved: unknown;
    beforeEach(() => {
      saved = scope.ngDevMode;
      scope.ngDevMode = false;
    });
    afterEach(() => {
      scope.ngDevMode = saved;
    });

    it.each(FACTORIES)('%s carries its code alone', (code, create) => {
      const error = create();
      expect(error.code).toBe(code);
      expect(error.message).toBe(
        `ngx-ag-ui: ${code} (a development build gives the whole message)`,
      );
    });
  });
});
