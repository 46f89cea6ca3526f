import type { ContentPart, RunAgentInput, UserMessage } from '@ag-ui/core';
import { ChangeDetectionStrategy, Component, type Provider, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideAgUi, withAgent } from 'ngx-ag-ui';
import {
  runFinished,
  runStarted,
  type Script,
  ScriptedAgent,
  stateSnapshot,
} from 'ngx-ag-ui/testing';

import { Chat } from '../chat';
import { ComposerInput } from '../composer/composer-input';
import { ChatSession } from '../session/chat-session';
import { provideAttachmentOptions } from './attachment-options';
import { Attachments } from './attachments';
import { AttachmentsInput } from './attachments-input';
import type { AttachmentProblem, AttachmentUpload } from './chat-attachment';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [Chat],
  template: `<agui-chat attachments />`,
})
class ChatHost {}

/** A layout of one's own: the headless directive, the composer field and the ready list. */
@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [AttachmentsInput, Attachments, ComposerInput],
  providers: [ChatSession],
  template: `
    <form aguiAttachments #files="aguiAttachments" (problem)="problems.push($event)">
      <textarea aguiComposer aria-label="Message"></textarea>
      <agui-attachments />
      <button type="button" (click)="files.send('With files')">Send files</button>
    </form>
  `,
})
class LayoutHost {
  readonly problems: AttachmentProblem[] = [];
}

const finish = (input: RunAgentInput) => [
  runStarted(input.threadId, input.runId),
  runFinished(input.threadId, input.runId),
];
const MB = 1024 * 1024;

async function render<T>(host: Type<T>, providers: Provider[] = [], script: Script = finish) {
  const agent = new ScriptedAgent(script);
  TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent)), ...providers] });
  const fixture = TestBed.createComponent(host);
  const root: HTMLElement = fixture.nativeElement;
  document.body.appendChild(root);
  await fixture.whenStable();
  /** Lets the file reader and the upload promises run; counts turns, never time. */
  const settle = async (until: () => boolean = () => false) => {
    for (let turn = 0; turn < 50 && !until(); turn++) {
      await new Promise((resolve) => setTimeout(resolve));
      TestBed.tick();
    }
  };
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === name,
    );
  const field = () => root.querySelector<HTMLTextAreaElement>('textarea[aguicomposer]')!;
  const type = (text: string) => {
    field().value = text;
    field().dispatchEvent(new Event('input'));
    TestBed.tick();
  };
  const pick = async (...files: File[]) => {
    const picker = root.querySelector<HTMLInputElement>('input[type=file]')!;
    Object.defineProperty(picker, 'files', { value: files, configurable: true });
    picker.dispatchEvent(new Event('change'));
    TestBed.tick();
  };
  const items = () =>
    [...root.querySelectorAll('.agui-attachment')].map((item) => item.getAttribute('data-status'));
  const alert = () => root.querySelector('agui-attachments [role=alert]')!.textContent!.trim();
  return { agent, fixture, root, settle, button, field, type, pick, items, alert };
}

const markdown = () =>
  new File(['# Notes\n\nThe launch is in March.'], 'notes.md', { type: 'text/markdown' });
/** A 1 × 1 PNG. */
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    'dot.png',
    { type: 'image/png' },
  );
const sized = (file: File, size: number) => {
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('attachments', () => {
  afterEach(() => document.body.replaceChildren());

  it('sends the text and the files as AG-UI content parts, and shows them in the message', async () => {
    const { agent, settle, button, type, pick, items, root } = await render(ChatHost);
    type('What is in these?');
    await pick(markdown(), png());
    await settle(() => items().every((status) => status === 'ready'));
    expect(items()).toEqual(['ready', 'ready']);
    button('Send')!.click();
    await settle(() => agent.inputs.length > 0);

    const sent = agent.inputs[0].messages.at(-1) as UserMessage;
    const parts = sent.content as ContentPart[];
    expect(parts.map((part) => part.type)).toEqual(['text', 'document', 'image']);
    expect(parts[1]).toEqual({
      type: 'document',
      id: expect.stringMatching(/^agui-attachment-/),
      source: {
        type: 'data',
        mimeType: 'text/markdown',
        value: btoa('# Notes\n\nThe launch is in March.'),
      },
      metadata: { filename: 'notes.md', size: 32 },
    });
    await settle(() => items().length === 0);
    expect(items()).toEqual([]);
    const image = root.querySelector<HTMLImageElement>('agui-user-message img')!;
    expect(image.alt).toBe('dot.png');
    expect(image.src).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(root.querySelector('agui-user-message')!.textContent).toContain('notes.md');
  });

  it('refuses a file over the limit without reading it, says so, and keeps the draft', async () => {
    let uploads = 0;
    const upload: AttachmentUpload = async () => {
      uploads++;
      throw new Error('never');
    };
    const { fixture, pick, alert, field, type, items } = await render(LayoutHost, [
      provideAttachmentOptions({ maxFileSize: 2 * MB, upload }),
    ]);
    type('Half a thought');
    await pick(sized(markdown(), 3 * MB));
    expect(alert()).toBe('notes.md was not attached: it is 3 MB, larger than the 2 MB limit.');
    expect(fixture.componentInstance.problems).toEqual([
      { code: 'too-large', name: 'notes.md', size: 3 * MB, maxFileSize: 2 * MB },
    ]);
    expect(uploads).toBe(0);
    expect(items()).toEqual([]);
    expect(field().value).toBe('Half a thought');
  });

  it('refuses a type it does not accept', async () => {
    const { fixture, pick, alert } = await render(LayoutHost, [
      provideAttachmentOptions({ accept: 'application/pdf,.md' }),
    ]);
    await pick(new File(['x'], 'run.exe', { type: 'application/x-msdownload' }));
    expect(alert()).toBe('run.exe was not attached: this chat takes application/pdf, .md.');
    expect(fixture.componentInstance.problems[0]).toMatchObject({
      code: 'wrong-type',
      name: 'run.exe',
    });
  });

  it('shows a failed upload, blocks sending until it is removed by keyboard, then sends', async () => {
    const upload: AttachmentUpload = () => Promise.reject(new Error('503'));
    const { agent, fixture, pick, alert, settle, button, items, type, root } = await render(
      ChatHost,
      [provideAttachmentOptions({ upload })],
    );
    type('Still here');
    await pick(markdown());
    await settle(() => items()[0] === 'failed');
    expect(items()).toEqual(['failed']);
    expect(alert()).toBe('notes.md could not be uploaded. Remove it, then attach it again.');
    expect(button('Send')!.disabled).toBe(true);

    const remove = button('Remove notes.md')!;
    remove.focus();
    remove.click();
    await fixture.whenStable();
    expect(items()).toEqual([]);
    expect(document.activeElement).toBe(button('Attach files'));
    expect(root.querySelector('agui-attachments [role=status]')!.textContent).toContain(
      'notes.md removed.',
    );
    expect(button('Send')!.disabled).toBe(false);
    button('Send')!.click();
    await settle(() => agent.inputs.length > 0);
    expect(agent.inputs[0].messages.at(-1)!.content).toBe('Still here');
  });

  it('reports upload progress and sends only once the upload is done', async () => {
    let finishUpload: (part: ContentPart) => void = () => undefined;
    const upload: AttachmentUpload = (_file, { progress }) => {
      progress(0.5);
      return new Promise((resolve) => (finishUpload = resolve));
    };
    const { agent, fixture, pick, settle, root, items, button } = await render(LayoutHost, [
      provideAttachmentOptions({ upload }),
    ]);
    await pick(markdown());
    const label = () => root.querySelector('progress')?.getAttribute('aria-label');
    await settle(() => label() === 'notes.md: uploading, 50%');
    expect(root.querySelector('progress')!.getAttribute('aria-label')).toBe(
      'notes.md: uploading, 50%',
    );
    button('Send files')!.click();
    await settle();
    expect(agent.inputs).toEqual([]);
    finishUpload({
      type: 'document',
      source: { type: 'file', value: 'file-abc', provider: 'openai' },
    });
    await settle(() => items()[0] === 'ready');
    expect(items()).toEqual(['ready']);
    button('Send files')!.click();
    await settle(() => agent.inputs.length > 0);
    expect(agent.inputs[0].messages.at(-1)!.content).toEqual([
      { type: 'text', text: 'With files' },
      {
        type: 'document',
        id: expect.stringMatching(/^agui-attachment-/),
        source: { type: 'file', value: 'file-abc', provider: 'openai' },
        metadata: { filename: 'notes.md' },
      },
    ]);
    expect(fixture.componentInstance.problems).toEqual([]);
  });

  it('refuses a 50 MB paste, of a file or of text, and keeps what was typed', async () => {
    let uploads = 0;
    const upload: AttachmentUpload = async (file, { id }) => {
      uploads++;
      return { type: 'document', id, source: { type: 'data', mimeType: file.type, value: '' } };
    };
    const { fixture, field, type, alert, items } = await render(LayoutHost, [
      provideAttachmentOptions({ maxFileSize: 5 * MB, upload }),
    ]);
    type('Typed before the paste');
    const paste = (clipboardData: unknown) => {
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'clipboardData', { value: clipboardData });
      field().dispatchEvent(event);
      TestBed.tick();
      return event;
    };
    const fileEvent = paste({ files: [sized(png(), 50 * MB)], getData: () => '' });
    expect(fileEvent.defaultPrevented).toBe(true);
    expect(alert()).toBe('dot.png was not attached: it is 50 MB, larger than the 5 MB limit.');

    const text = 'x'.repeat(50 * MB);
    const textEvent = paste({ files: [], getData: () => text });
    expect(textEvent.defaultPrevented).toBe(true);
    expect(alert()).toBe(
      'pasted text.txt was not attached: it is 50 MB, larger than the 5 MB limit.',
    );
    expect(fixture.componentInstance.problems.map((problem) => problem.code)).toEqual([
      'too-large',
      'too-large',
    ]);
    expect(uploads).toBe(0);
    expect(items()).toEqual([]);
    expect(field().value).toBe('Typed before the paste');
  });

  it('turns a long paste within the limit into a text file, and leaves a short one to the field', async () => {
    const { field, items, settle } = await render(LayoutHost, [
      provideAttachmentOptions({ pasteAsFileOver: 100 }),
    ]);
    const paste = (text: string) => {
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'clipboardData', { value: { files: [], getData: () => text } });
      field().dispatchEvent(event);
      TestBed.tick();
      return event;
    };
    expect(paste('short').defaultPrevented).toBe(false);
    expect(paste('y'.repeat(101)).defaultPrevented).toBe(true);
    await settle(() => items()[0] === 'ready');
    expect(items()).toEqual(['ready']);
  });

  it('takes dropped files', async () => {
    const { root, items, settle } = await render(LayoutHost);
    const form = root.querySelector('form')!;
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', {
      value: { files: [markdown()], types: ['Files'] },
    });
    form.dispatchEvent(drop);
    await settle(() => items()[0] === 'ready');
    expect(drop.defaultPrevented).toBe(true);
    expect(items()).toEqual(['ready']);
  });

  it('keeps the files of the last question when it is edited and sent again', async () => {
    const { agent, settle, button, type, pick, items, root } = await render(ChatHost);
    type('First wording');
    await pick(markdown());
    await settle(() => items()[0] === 'ready');
    button('Send')!.click();
    await settle(() => button('Edit') !== undefined);
    button('Edit')!.click();
    await settle(() => root.querySelector('agui-user-message textarea') !== null);
    const edit = root.querySelector<HTMLTextAreaElement>('agui-user-message textarea')!;
    edit.value = 'Second wording';
    edit.dispatchEvent(new Event('input'));
    TestBed.tick();
    button('Send again')!.click();
    await settle(() => agent.inputs.length > 1);
    const parts = agent.inputs[1].messages.at(-1)!.content as ContentPart[];
    expect(parts.map((part) => (part.type === 'text' ? part.text : part.metadata))).toEqual([
      'Second wording',
      { filename: 'notes.md', size: 32 },
    ]);
  });

  it('marks a file of the message that the agent restated as unreadable', async () => {
    const { settle, button, pick, items, root } = await render(ChatHost, [], (input) => {
      const parts = input.messages.at(-1)!.content as ContentPart[];
      return [
        runStarted(input.threadId, input.runId),
        stateSnapshot({ attachments: { [parts[0].id!]: { name: 'x.pdf', status: 'unreadable' } } }),
        runFinished(input.threadId, input.runId),
      ];
    });
    await pick(new File(['%PDF-1.4 no'], 'x.pdf', { type: 'application/pdf' }));
    await settle(() => items()[0] === 'ready');
    button('Send')!.click();
    const file = () => root.querySelector('agui-user-message .agui-media-file');
    await settle(() => file()?.textContent?.includes('could not') ?? false);
    expect(file()!.textContent!.replace(/\s+/g, ' ').trim()).toBe(
      'x.pdf (application/pdf): the agent could not read it',
    );
  });

  it('shows no attach button unless the composer takes files', async () => {
    @Component({
      changeDetection: ChangeDetectionStrategy.OnPush,
      imports: [Chat],
      template: `<agui-chat />`,
    })
    class PlainHost {}
    const { button } = await render(PlainHost);
    expect(button('Attach files')).toBeUndefined();
  });
});
