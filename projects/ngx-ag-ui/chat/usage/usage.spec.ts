import { ChangeDetectionStrategy, Component, LOCALE_ID, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { RunAgentInput, TokenUsage } from '@ag-ui/core';
import {
  runFinished,
  runStarted,
  textMessageContent,
  textMessageEnd,
  textMessageStart,
} from 'ngx-ag-ui/testing';

import { renderChat } from '../chat.test-helpers';
import { Usage } from './usage';
import { toUsageRows } from './usage-rows';

afterEach(() => document.body.replaceChildren());

const anthropic: TokenUsage = {
  provider: 'anthropic',
  model: 'claude',
  inputTokens: 1200,
  cachedInputTokens: 1000,
  outputTokens: 300,
  reasoningTokens: 120,
  totalTokens: 1500,
};

describe('toUsageRows', () => {
  it('keeps what was reported, derives a total from input and output, and never invents a 0', () => {
    const { rows, total } = toUsageRows([
      anthropic,
      { model: 'small', inputTokens: 10, outputTokens: 5 },
      { provider: 'openai' },
    ]);
    expect(rows.map((row) => [row.source, row.total])).toEqual([
      ['anthropic · claude', 1500],
      ['small', 15],
      ['openai', undefined],
    ]);
    expect(rows[2]).not.toHaveProperty('input', 0);
    expect(rows[2].input).toBeUndefined();
    expect(total).toBe(1515);
  });

  it('ignores counts that are not safe non-negative integers, and unnamed entries get a number', () => {
    const hostile = {
      inputTokens: -1,
      outputTokens: 2 ** 60,
      totalTokens: Number.NaN,
    } as TokenUsage;
    const { rows, total } = toUsageRows([hostile]);
    expect(rows[0]).toMatchObject({
      source: '#1',
      input: undefined,
      output: undefined,
      total: undefined,
    });
    expect(total).toBeUndefined();
  });
});

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [Usage],
  template: `<agui-usage [usage]="usage()" [labels]="{ total: 'Sum' }" />`,
})
class Host {
  readonly usage = signal<readonly TokenUsage[]>([]);
}

describe('<agui-usage>', () => {
  it('shows nothing without usage, then a folded total and a table with a header per column', async () => {
    TestBed.configureTestingModule({ providers: [{ provide: LOCALE_ID, useValue: 'en-US' }] });
    const fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
    const root: HTMLElement = fixture.nativeElement;
    expect(root.querySelector('details')).toBeNull();

    fixture.componentInstance.usage.set([anthropic, { provider: 'openai', outputTokens: 7 }]);
    await fixture.whenStable();
    expect(root.querySelector('summary')!.textContent).toBe('Tokens used: 1,500');
    const headers = [...root.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'Model',
      'Input',
      'of which cached',
      'of which cache writes',
      'Output',
      'of which reasoning',
      'Sum',
    ]);
    const cells = [...root.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['anthropic · claude', '1,200', '1,000', '–', '300', '120', '1,500'],
      ['openai', '–', '–', '–', '7', '–', '–'],
    ]);
    expect(root.querySelector('caption')?.textContent).toBe(
      'Token usage of the last run, per model',
    );
  });
});

describe('<agui-chat> and usage', () => {
  it('shows the usage of the last run once it ended', async () => {
    const withUsage = (input: RunAgentInput) => [
      runStarted(input.threadId, input.runId),
      textMessageStart('a1'),
      textMessageContent('a1', 'Hi'),
      textMessageEnd('a1'),
      runFinished(input.threadId, input.runId, { usage: [anthropic] }),
    ];
    const { root, ask } = await renderChat(withUsage);
    expect(root.querySelector('agui-usage')).toBeNull();
    await ask('Hello');
    expect(root.querySelector('agui-usage summary')?.textContent).toMatch(/^Tokens used: 1.500$/);
  });
});
