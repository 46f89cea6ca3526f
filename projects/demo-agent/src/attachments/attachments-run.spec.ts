import { EventType, type AGUIEvent, type ContentPart, type Message } from '@ag-ui/core';

import { researchRun } from '../research/research-run';
import { minimalPdf } from './minimal-pdf';
import { readAttachments } from './read-attachments';

const NOTES = [
  '# Launch notes',
  '',
  'The orbital launch window opens on 14 March at dawn.',
  'Fuel loading takes four hours and starts at midnight.',
  '',
  'The backup window is 21 March.',
].join('\n');
const PDF = minimalPdf([
  'The telescope mirror is polished to twenty nanometres.',
  'It weighs 800 kilograms.',
]);
/** A 2 × 3 PNG's signature and header chunk: enough for the size the agent reads. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d494844520000000200000003080600000000000000',
  'hex',
);

const part = (id: string, filename: string, mimeType: string, bytes: Uint8Array): ContentPart => ({
  type: mimeType.startsWith('image/') ? 'image' : 'document',
  id,
  source: { type: 'data', mimeType, value: Buffer.from(bytes).toString('base64') },
  metadata: { filename },
});
const ask = (text: string, ...parts: ContentPart[]): Message[] => [
  { id: 'u1', role: 'user', content: [{ type: 'text', text }, ...parts] },
];
const utf8 = (text: string) => new TextEncoder().encode(text);

async function run(messages: Message[]) {
  const attachments = await readAttachments(messages);
  const input = { threadId: 't', runId: 'r', messages, state: {}, tools: [], context: [] };
  const events = researchRun(input, { attachments, delivery: 'state' }).steps.flatMap((step) =>
    'event' in step ? [step.event] : [],
  );
  return { attachments, events };
}
const textOf = (events: AGUIEvent[]) =>
  events
    .flatMap((event) => (event.type === EventType.TEXT_MESSAGE_CONTENT ? [event.delta] : []))
    .join('');
const snapshotOf = (events: AGUIEvent[]) =>
  events.find((event) => event.type === EventType.STATE_SNAPSHOT)?.snapshot as {
    attachments: Record<string, { name: string; text?: string; status: string; message?: string }>;
  };
const citationsOf = (events: AGUIEvent[]) =>
  events.flatMap((event) =>
    event.type === EventType.STATE_DELTA
      ? event.delta.flatMap((op) =>
          'value' in op ? (Array.isArray(op.value) ? op.value : [op.value]) : [],
        )
      : [],
  ) as {
    id: string;
    title: string;
    snippet: string;
    extra?: { attachment: { id: string; start: number; end: number } };
  }[];

describe('attachments as sources', () => {
  it('reads Markdown as UTF-8 and a PDF through unpdf, as paragraphs', async () => {
    const attachments = await readAttachments(
      ask(
        'hi',
        part('a1', 'notes.md', 'text/markdown', utf8(NOTES)),
        part('a2', 'mirror.pdf', 'application/pdf', PDF),
      ),
    );
    expect(attachments.map((attachment) => attachment.text)).toEqual([
      '# Launch notes\n\nThe orbital launch window opens on 14 March at dawn. Fuel loading takes four hours and starts at midnight.\n\nThe backup window is 21 March.',
      'The telescope mirror is polished to twenty nanometres. It weighs 800 kilograms.',
    ]);
  });

  it('cites the attached file with the passage and where it sits in the text it restates', async () => {
    const { events } = await run(
      ask(
        'When does the launch window open?',
        part('a1', 'notes.md', 'text/markdown', utf8(NOTES)),
      ),
    );
    const cited = citationsOf(events).find((citation) => citation.extra?.attachment.id === 'a1');
    expect(cited?.title).toBe('notes.md');
    expect(cited?.snippet).toContain('launch window opens on 14 March');
    const text = snapshotOf(events).attachments['a1'].text ?? '';
    const where = cited?.extra?.attachment;
    expect(where && text.slice(where.start, where.end)).toBe(cited?.snippet);
    expect(textOf(events)).toContain(`[^${cited?.id}]`);
    expect(textOf(events)).toMatch(/^Here is what I found in "notes\.md"/);
  });

  it('cites a passage of a PDF', async () => {
    const { events } = await run(
      ask('How smooth is the telescope mirror?', part('p1', 'mirror.pdf', 'application/pdf', PDF)),
    );
    const cited = citationsOf(events).find((citation) => citation.extra?.attachment.id === 'p1');
    expect(cited?.snippet).toContain('polished to twenty nanometres');
  });

  it('turns a PDF that fails to parse into a typed warning the answer says, and answers anyway', async () => {
    const broken = part(
      'b1',
      'broken.pdf',
      'application/pdf',
      utf8('%PDF-1.4 this is not really a PDF'),
    );
    const { attachments, events } = await run(ask('How do signals work?', broken));
    expect(attachments[0].warning).toEqual({
      code: 'unreadable-pdf',
      attachmentId: 'b1',
      name: 'broken.pdf',
      message: expect.stringContaining('could not read "broken.pdf"'),
    });
    expect(textOf(events)).toContain('I could not read "broken.pdf"');
    expect(snapshotOf(events).attachments['b1'].status).toBe('unreadable');
    expect(events.at(-1)?.type).toBe(EventType.RUN_FINISHED);
  });

  it('describes an image by its metadata', async () => {
    const { events } = await run(ask('What is this?', part('i1', 'dot.png', 'image/png', PNG)));
    expect(textOf(events)).toContain(
      'You attached the image "dot.png" (image/png, 2 × 3 pixels, 33 bytes)',
    );
  });

  it('names a file sent by URL, which it does not fetch', async () => {
    const linked: ContentPart = {
      type: 'document',
      id: 'u',
      source: { type: 'url', value: 'https://example.com/a.pdf' },
      metadata: { filename: 'a.pdf' },
    };
    const [read] = await readAttachments(ask('hi', linked));
    expect(read.warning?.code).toBe('not-inline');
  });
});
