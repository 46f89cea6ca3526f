import {
  ChangeDetectionStrategy,
  Component,
  ErrorHandler,
  type Provider,
  signal,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { ToolMessage } from '@ag-ui/core';
import {
  defineTool,
  injectAgent,
  provideAgUi,
  withAgent,
  withTools,
  type PendingApproval,
} from 'ngx-ag-ui';
import { provideToolUiLabels, ToolApproval } from 'ngx-ag-ui/tool-ui';
import type { ScriptedAgent } from 'ngx-ag-ui/testing';

import { saveSourcesAgent } from '../../src/tools/save-sources-agent.test-helpers';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ToolApproval],
  template: `
    @for (approval of agent.pendingApprovals(); track approval.toolCall.id) {
      <agui-tool-approval [approval]="approval" editable />
    }
  `,
})
class Host {
  readonly agent = injectAgent();
}

const handler = jest.fn((args: { urls: string[] }) => ({ saved: args.urls.length }));
const save = defineTool({
  name: 'save_sources',
  description: 'Saves sources to your reading list',
  parameters: { type: 'object', properties: { urls: { type: 'array' } }, required: ['urls'] },
  requiresApproval: true,
  handler,
});

async function render(providers: Provider[] = []) {
  const agent = saveSourcesAgent();
  TestBed.configureTestingModule({
    providers: [provideAgUi({}, withAgent(agent), withTools([save])), ...providers],
  });
  const fixture = TestBed.createComponent(Host);
  fixture.componentInstance.agent.send('save');
  const root: HTMLElement = fixture.nativeElement;
  while (!root.querySelector('[role="group"]')) {
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
  }
  return { agent, fixture, root, group: root.querySelector<HTMLElement>('[role="group"]')! };
}

const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;
const sent = (agent: ScriptedAgent) =>
  agent.inputs[1]?.messages.find((m): m is ToolMessage => m.role === 'tool');

describe('ToolApproval', () => {
  beforeEach(() => handler.mockClear());

  it('speaks the language of its labels, the tool name where the translation puts it', async () => {
    const { root, group, fixture } = await render([
      provideToolUiLabels({
        approvalHeading: 'Der Agent möchte {tool} ausführen',
        approvalAnnouncement: 'Freigabe nötig: {tool}.',
        arguments: 'Argumente',
        approve: 'Freigeben',
        reject: 'Ablehnen',
      }),
    ]);
    await fixture.whenStable();
    const heading = root.querySelector(`#${group.getAttribute('aria-labelledby')}`)!;
    expect(heading.textContent!.replace(/\s+/g, ' ').trim()).toBe(
      'Der Agent möchte save_sources ausführen',
    );
    expect(heading.querySelector('strong')!.textContent).toBe('save_sources');
    expect(root.querySelector('[aria-label="Argumente"]')).not.toBeNull();
    expect([button(root, 'Freigeben'), button(root, 'Ablehnen')].every(Boolean)).toBe(true);
    expect(root.querySelector('[aria-live="polite"]')!.textContent).toBe(
      'Freigabe nötig: save_sources.',
    );
  });

  it('names what the agent wants, shows its arguments, takes focus and announces itself', async () => {
    const { root, group, fixture } = await render();
    await fixture.whenStable();
    const heading = root.querySelector(`#${group.getAttribute('aria-labelledby')}`)!;
    expect(heading.textContent).toContain('The agent wants to run save_sources');
    expect(root.querySelector(`#${group.getAttribute('aria-describedby')}`)!.textContent).toBe(
      'Saves sources to your reading list',
    );
    const args = root.querySelector('[aria-label="Arguments"]')!;
    expect(args.querySelector('dt')!.textContent).toBe('urls');
    expect(args.querySelector('dd')!.textContent).toContain('https://a.example');
    expect(document.activeElement).toBe(group);
    expect(root.querySelector('[aria-live="polite"]')!.textContent).toContain(
      'Approval needed: the agent wants to run save_sources.',
    );
  });

  it('approves with the keyboard-reachable Approve button', async () => {
    const { root, agent, fixture } = await render();
    button(root, 'Approve').click();
    await fixture.whenStable();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(sent(agent)?.content).toBe('{"saved":1}');
    expect(root.querySelector('[role="group"]')).toBeNull();
  });

  it('rejects with the reason typed by the person', async () => {
    const { root, agent, fixture } = await render();
    const reason = root.querySelector<HTMLInputElement>('input[type="text"]')!;
    expect(root.querySelector(`label[for="${reason.id}"]`)).not.toBeNull();
    reason.value = 'wrong list';
    button(root, 'Reject').click();
    await fixture.whenStable();
    expect(handler).not.toHaveBeenCalled();
    expect(sent(agent)?.error).toBe('The user rejected this call: wrong list');
  });

  it('approves edited arguments, and flags JSON it cannot read', async () => {
    const { root, agent, fixture } = await render();
    const edit = button(root, 'Edit arguments');
    edit.click();
    await fixture.whenStable();
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    const editor = root.querySelector('textarea')!;
    editor.value = '{"urls": [';
    button(root, 'Approve').click();
    await fixture.whenStable();
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(handler).not.toHaveBeenCalled();
    editor.value = '{"urls": ["https://b.example", "https://c.example"]}';
    button(root, 'Approve').click();
    await fixture.whenStable();
    expect(sent(agent)?.content).toBe('{"saved":2}');
  });
});

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ToolApproval],
  template: `<agui-tool-approval [approval]="approval()" editable />`,
})
class HostileHost {
  readonly approval = signal<PendingApproval>(approvalOf({}));
}

function approvalOf(args: unknown): PendingApproval {
  return {
    toolCall: { id: 'c1', type: 'function', function: { name: 'save_sources', arguments: '' } },
    tool: { name: 'save_sources', description: 'Saves sources' },
    args,
  };
}

/** `{ a: [ { a: … } ] }` nested `depth` deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

describe('ToolApproval with hostile arguments', () => {
  it.each([
    ['100,000 levels deep', () => nested(100_000)],
    ['10 MB of text', () => ({ text: 'x'.repeat(10_000_000) })],
    ['10 MB in a list', () => [new Array(1_000_000).fill('abcdefgh')]],
    ['thousands of fields', () => Object.fromEntries([...Array(5_000).keys()].map((k) => [k, k]))],
  ])('shows a bounded preview of arguments %s, and no error', async (_, args) => {
    const errors: unknown[] = [];
    TestBed.configureTestingModule({
      providers: [
        provideAgUi({ url: '/agent' }),
        {
          provide: ErrorHandler,
          useValue: { handleError: (error: unknown) => errors.push(error) },
        },
      ],
    });
    const fixture = TestBed.createComponent(HostileHost);
    fixture.componentInstance.approval.set(approvalOf(args()));
    await fixture.whenStable();

    expect(errors).toEqual([]);
    const root: HTMLElement = fixture.nativeElement;
    const shown = root.querySelector('[aria-label="Arguments"]')!.textContent!;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(25_000);
    // Editing a cut preview would send the cut text back: only whole arguments can be edited.
    expect(button(root, 'Edit arguments')).toBeUndefined();
  });
});
