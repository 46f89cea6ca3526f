import { DEFAULT_AG_UI_CHAT_LABELS as labels } from '../options/chat-labels';
import { toErrorHint } from './error-hint';

describe('toErrorHint', () => {
  it('says the answer is incomplete when the stream broke mid-answer', () => {
    expect(toErrorHint('network', true, labels)).toBe(labels.errorCutMidAnswer);
    expect(toErrorHint('truncated', true, labels)).toBe(labels.errorCutMidAnswer);
  });

  it('points at the connection when the agent could not be reached', () => {
    expect(toErrorHint('network', false, labels)).toBe(labels.errorUnreachable);
    expect(toErrorHint('http', true, labels)).toBe(labels.errorUnreachable);
    expect(toErrorHint('timeout', false, labels)).toBe(labels.errorUnreachable);
  });

  it('points at the URL for a response that is no AG-UI stream, and adds nothing otherwise', () => {
    expect(toErrorHint('invalid-response', false, labels)).toBe(labels.errorInvalidResponse);
    expect(toErrorHint('run-error', true, labels)).toBe('');
  });
});
