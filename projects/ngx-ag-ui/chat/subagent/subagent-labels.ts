import { InjectionToken } from '@angular/core';
import type { SubagentStatus } from 'ngx-ag-ui/core';

/** The words of `<agui-subagent>`. */
export interface SubagentLabels {
  /** The status shown beside the subagent's name, per status. */
  readonly status: Readonly<Record<SubagentStatus, string>>;
  /** The status of a subagent of an earlier run, whose lifecycle is no longer held. */
  readonly earlier: string;
  /** The name of a subagent whose start was not seen (a subagent of an earlier run). */
  readonly unnamed: string;
  /** Before the prompt of an interrupt raised inside the subagent. */
  readonly waiting: string;
  /** Before the message of a subagent that failed. */
  readonly failed: string;
}

/** The default (English) words of `<agui-subagent>`. */
export const DEFAULT_SUBAGENT_LABELS: SubagentLabels = {
  status: {
    running: 'working…',
    success: 'done',
    suspended: 'waiting for input',
    error: 'failed',
  },
  earlier: 'earlier run',
  unnamed: 'Subagent',
  waiting: 'Waiting for your answer:',
  failed: 'Failed:',
};

/** The words of every `<agui-subagent>` below an injector (`provideAgUiLanguage()` sets them). */
export const AG_UI_SUBAGENT_LABELS = new InjectionToken<SubagentLabels>('AG_UI_SUBAGENT_LABELS', {
  providedIn: 'root',
  factory: () => DEFAULT_SUBAGENT_LABELS,
});
