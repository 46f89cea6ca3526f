/*
 * Factories for the errors a calling developer can cause. Each message starts with
 * `ngx-ag-ui:` and says what to do next. Bad data from an agent is never thrown: it becomes an
 * `AgentError` or `AgentWarning` value on the thread.
 */

import { developerError, type DeveloperError } from './developer-error';

/** `injectAgent()` ran outside an injection context without an `injector` option. */
export function notInInjectionContextError(): DeveloperError {
  return developerError(
    'NOT_IN_INJECTION_CONTEXT',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      'ngx-ag-ui: injectAgent() must run in an injection context (a constructor, a field ' +
        'initializer, or runInInjectionContext). Elsewhere, pass one: injectAgent({ agentId, injector }).',
  );
}

/** `injectAgent()` found no `provideAgUi()` in the injector tree. */
export function noAgentProvidedError(): DeveloperError {
  return developerError(
    'NO_AGENT',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      'ngx-ag-ui: injectAgent() found no agent. Add provideAgUi({ url }) to the providers of your ' +
        'application (app.config.ts) or of a route.',
  );
}

/** `injectAgent(id)` named an agent id that no `provideAgUi()` registered. */
export function unknownAgentError(agentId: string, known: readonly string[]): DeveloperError {
  return developerError(
    'UNKNOWN_AGENT',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      `ngx-ag-ui: no agent "${agentId}" is provided (provided: ${listIds(known)}). ` +
        `Add provideAgUi({ url, agentId: '${agentId}' }) or inject one of the provided ids.`,
  );
}

/** `injectAgent()` without an id while several agents are provided and none is the default. */
export function ambiguousAgentError(known: readonly string[]): DeveloperError {
  return developerError(
    'AMBIGUOUS_AGENT',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      `ngx-ag-ui: several agents are provided (${listIds(known)}); say which one: ` +
        `injectAgent('${known[0]}').`,
  );
}

/** Two `provideAgUi()` calls in the same injector used the same agent id. */
export function duplicateAgentError(agentId: string): DeveloperError {
  return developerError(
    'DUPLICATE_AGENT',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      `ngx-ag-ui: two provideAgUi() calls in the same injector use the agent id "${agentId}". ` +
        `Give each agent its own agentId.`,
  );
}

/** `provideAgUi()` got neither a `url` nor a `withAgent()` source. */
export function missingSourceError(): DeveloperError {
  return developerError(
    'MISSING_SOURCE',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      'ngx-ag-ui: provideAgUi() needs a url (provideAgUi({ url: "/api/agent" })) or an agent ' +
        'source through a feature (provideAgUi({}, withAgent(myAgent))).',
  );
}

/** A run would continue an interrupted thread without answering every open interrupt. */
export function unansweredInterruptsError(interruptIds: readonly string[]): DeveloperError {
  return developerError(
    'UNANSWERED_INTERRUPTS',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      `ngx-ag-ui: the thread waits on interrupt(s) ${listIds(interruptIds)}. Answer each with ` +
        `run({ resume: [{ interruptId, status: 'resolved', payload }] }) (or status: 'cancelled'), ` +
        `or reset() the thread.`,
  );
}

/** A resume that resolves an interrupt past its `expiresAt` (AG-UI: it can only be cancelled). */
export function expiredInterruptsError(interruptIds: readonly string[]): DeveloperError {
  return developerError(
    'EXPIRED_INTERRUPTS',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      `ngx-ag-ui: interrupt(s) ${listIds(interruptIds)} expired: they can no longer be answered. ` +
        `Cancel them with run({ resume: [{ interruptId, status: 'cancelled' }] }).`,
  );
}

function listIds(ids: readonly string[]): string {
  return ids.length === 0 ? 'none' : ids.map((id) => `"${id}"`).join(', ');
}

/** `withEventValidation()` could not load the zod schemas (zod is not installed). */
export function eventValidatorLoadError(cause: unknown): Error {
  return new Error(
    'ngx-ag-ui: withEventValidation() could not load the zod schemas of @ag-ui/core. Install ' +
      'zod (3.25.18+ or 4), or pass a validator of your own: withEventValidation(validateEvent).',
    { cause },
  );
}
