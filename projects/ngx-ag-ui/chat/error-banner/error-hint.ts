import type { AgentError } from 'ngx-ag-ui/core';

import type { AgUiChatLabels } from '../options/chat-labels';

/**
 * What to do about an error, from its kind and whether the failed run had started to answer;
 * an empty string when the labels have nothing to add.
 */
export function toErrorHint(
  kind: AgentError['kind'],
  answered: boolean,
  labels: AgUiChatLabels,
): string {
  if ((kind === 'network' || kind === 'truncated') && answered) return labels.errorCutMidAnswer;
  if (kind === 'network' || kind === 'http' || kind === 'timeout') return labels.errorUnreachable;
  if (kind === 'invalid-response') return labels.errorInvalidResponse;
  return '';
}
