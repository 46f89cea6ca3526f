import { TestBed } from '@angular/core/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { provideAgUi, withAgent } from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

import { ChangeDetectionStrategy, Component } from '@angular/core';
import { Chat, provideAttachmentOptions, toPartType } from 'ngx-ag-ui/chat';

const stored: File[] = [];
/** The app's own storage in the guide; here it keeps the file and reports progress once. */
async function uploadToStorage(file: File, progress: (fraction: number) => void): Promise<string> {
  stored.push(file);
  progress(1);
  return `https://files.example.com/${encodeURIComponent(file.name)}`;
}

// The example of docs/attachments.md, verbatim: this spec keeps it honest.
// prettier-ignore
@Component({
  selector: 'app-research-chat',
  imports: [Chat],
  providers: [
    provideAttachmentOptions({
      accept: 'application/pdf,.md,image/png',
      maxFileSize: 10 * 1024 * 1024,
      upload: async (file, { id, progress }) => ({
        type: toPartType(file.type),
        id,
        source: { type: 'url', value: await uploadToStorage(file, progress), mimeType: file.type },
        metadata: { filename: file.name },
      }),
    }),
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<agui-chat attachments style="height: 32rem" />`,
})
export class ResearchChat {}

describe('docs/attachments.md', () => {
  it('uploads with the hook and sends the URL part with the question', async () => {
    const agent = new ScriptedAgent((input) => textAnswer(input, 'Read it.'));
    TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent))] });
    const fixture = TestBed.createComponent(ResearchChat);
    const root: HTMLElement = fixture.nativeElement;
    await fixture.whenStable();
    const picker = root.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(picker.accept).toBe('application/pdf,.md,image/png');
    const file = new File(['%PDF-1.4'], 'paper.pdf', { type: 'application/pdf' });
    Object.defineProperty(picker, 'files', { value: [file] });
    picker.dispatchEvent(new Event('change'));
    const send = () =>
      [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Send')!;
    for (let turn = 0; turn < 20 && send().disabled; turn++) {
      await new Promise((resolve) => setTimeout(resolve));
      TestBed.tick();
    }
    send().click();
    await fixture.whenStable();

    expect(stored).toEqual([file]);
    expect(agent.inputs[0].messages.at(-1)?.content).toEqual([
      {
        type: 'document',
        id: expect.any(String),
        source: {
          type: 'url',
          value: 'https://files.example.com/paper.pdf',
          mimeType: 'application/pdf',
        },
        metadata: { filename: 'paper.pdf' },
      },
    ]);
  });

  it('holds the example of the guide as written', () => {
    const guide = readFileSync(join(__dirname, '../../../../docs/attachments.md'), 'utf8');
    const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1].trim());
    expect(blocks).toHaveLength(1);
    const spec = readFileSync(__filename, 'utf8');
    for (const declaration of blocks[0].split('\n\n')) expect(spec).toContain(declaration);
  });
});
