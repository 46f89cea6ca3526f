import type { ContentPart, RunAgentInput } from '@ag-ui/core';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideAgUi, withAgent } from 'ngx-ag-ui';
import type { Citation, ThreadMessage } from 'ngx-ag-ui/core';
import {
  runFinished,
  runStarted,
  ScriptedAgent,
  stateSnapshot,
  textMessage,
} from 'ngx-ag-ui/testing';

import { Chat } from '../chat';
import { ChatSession } from '../session/chat-session';
import { toAttachmentView } from './to-attachment-view';

const TEXT = '# Notes\n\nThe launch is in March. Fuel loading takes four hours.';
const PASSAGE = 'The launch is in March.';
const START = TEXT.indexOf(PASSAGE);

const userWithFile = (value = btoa(TEXT)): ThreadMessage =>
  ({
    id: 'u1',
    role: 'user',
    content: [
      { type: 'text', text: 'When?' },
      {
        type: 'document',
        id: 'a1',
        source: { type: 'data', mimeType: 'text/markdown', value },
        metadata: { filename: 'notes.md' },
      },
    ],
  }) as ThreadMessage;
const citation = (extra: Record<string, unknown>, snippet = PASSAGE): Citation =>
  ({ id: 'f1', index: 1, kind: 'unknown', displayTitle: 'notes.md', snippet, extra }) as Citation;

describe('toAttachmentView', () => {
  it('shows the text the agent restated, with the passage at the cited offsets', () => {
    const state = { attachments: { a1: { name: 'notes.md', text: `Restated. ${PASSAGE}` } } };
    const view = toAttachmentView(
      citation({ attachment: { id: 'a1', start: 10, end: 10 + PASSAGE.length } }),
      [userWithFile()],
      state,
    );
    expect(view).toEqual({
      id: 'a1',
      name: 'notes.md',
      text: `Restated. ${PASSAGE}`,
      passage: { start: 10, end: 10 + PASSAGE.length },
      src: null,
    });
  });

  it('reads a text file itself when the agent restated nothing, and finds the snippet when the offsets miss it', () => {
    const view = toAttachmentView(
      citation({ attachment: { id: 'a1', start: 0, end: 5 } }),
      [userWithFile()],
      {},
    );
    expect(view?.text).toBe(TEXT);
    expect(view?.passage).toEqual({ start: START, end: START + PASSAGE.length });
  });

  it('names no attachment for a web citation, an unknown id, or bytes that are not base64', () => {
    expect(toAttachmentView(citation({}), [userWithFile()], {})).toBeNull();
    expect(
      toAttachmentView(citation({ attachment: { id: 'zz' } }), [userWithFile()], {}),
    ).toBeNull();
    expect(
      toAttachmentView(citation({ attachment: { id: 'a1' } }), [userWithFile('%%%')], {})?.text,
    ).toBeNull();
  });
});

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [Chat],
  template: `<agui-chat attachments />`,
})
class ChatHost {}

describe('AttachmentViewer', () => {
  afterEach(() => document.body.replaceChildren());

  it('opens a cited attachment at the highlighted passage from the card, and gives focus back on close', async () => {
    const agent = new ScriptedAgent((input: RunAgentInput) => [
      runStarted(input.threadId, input.runId),
      stateSnapshot({
        attachments: { a1: { name: 'notes.md', text: TEXT } },
        citations: {
          answer: [
            {
              id: 'f1',
              title: 'notes.md',
              snippet: PASSAGE,
              extra: { attachment: { id: 'a1', start: START, end: START + PASSAGE.length } },
            },
          ],
        },
      }),
      ...textMessage('answer', ['In March.[^f1]']),
      runFinished(input.threadId, input.runId),
    ]);
    TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent))] });
    const fixture = TestBed.createComponent(ChatHost);
    const root: HTMLElement = fixture.nativeElement;
    document.body.appendChild(root);
    await fixture.whenStable();
    const settle = async (until: () => boolean) => {
      for (let turn = 0; turn < 50 && !until(); turn++) {
        await new Promise((resolve) => setTimeout(resolve));
        TestBed.tick();
      }
    };
    const part = (userWithFile() as { content: ContentPart[] }).content[1];
    const store = fixture.debugElement.children[0].injector.get(ChatSession).store();
    store.send({ id: 'u1', role: 'user', content: [{ type: 'text', text: 'When?' }, part] });
    const marker = () => root.querySelector<HTMLButtonElement>('agui-citation-marker button');
    await settle(() => marker() !== null);
    marker()!.focus();
    marker()!.click();
    const show = () =>
      [...root.querySelectorAll('button')].find(
        (b) => b.textContent!.trim() === 'Show the passage',
      );
    await settle(() => show() !== undefined);
    show()!.click();
    const dialog = root.querySelector('dialog')!;
    await settle(() => dialog.open);

    expect(dialog.open).toBe(true);
    expect(root.querySelector(`#${dialog.getAttribute('aria-labelledby')}`)!.textContent).toBe(
      'notes.md',
    );
    expect(dialog.querySelector('mark')!.textContent).toBe(PASSAGE);
    const region = dialog.querySelector('[role=region]')!;
    expect(region.getAttribute('aria-label')).toBe('Text of notes.md');
    expect(document.activeElement).toBe(region);

    [...dialog.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Close')!.click();
    await settle(() => !dialog.open);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(marker());
  });
});
