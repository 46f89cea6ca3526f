/*
 * What a round of frontend tool calls needs, loaded at the first call rather than at startup
 * (docs/bundle-size.md): running a call (parsing, validation, timeouts), waiting for a person's
 * decision, and settling the round's outcomes into the next thread.
 */
export { runToolCall } from './run-tool-call';
export { waitForDecision } from './wait-for-decision';
export { settleToolRound } from './settle-tool-round';
