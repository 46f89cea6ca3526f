import { toMimeType, toPartType } from './to-inline-part';

describe('toMimeType', () => {
  it('keeps the browser type, and fills a blank one from the extension', () => {
    expect(toMimeType({ name: 'a.md', type: 'text/x-markdown' })).toBe('text/x-markdown');
    expect(toMimeType({ name: 'Notes.MD', type: '' })).toBe('text/markdown');
    expect(toMimeType({ name: 'paper.pdf', type: '' })).toBe('application/pdf');
    expect(toMimeType({ name: 'blob', type: '' })).toBe('application/octet-stream');
  });
});

describe('toPartType', () => {
  it('maps images, audio and video to their parts and anything else to a document', () => {
    expect(['image/png', 'audio/ogg', 'video/mp4', 'application/pdf'].map(toPartType)).toEqual([
      'image',
      'audio',
      'video',
      'document',
    ]);
  });
});
