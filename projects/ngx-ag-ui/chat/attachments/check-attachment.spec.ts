import { checkAttachment, isAccepted } from './check-attachment';

describe('isAccepted', () => {
  const cases: [name: string, type: string, accept: string, accepted: boolean][] = [
    ['notes.md', '', '.md', true],
    ['NOTES.MD', '', '.md', true],
    ['photo.png', 'image/png', 'image/*', true],
    ['photo.png', 'image/png', 'image/jpeg', false],
    ['paper.pdf', 'application/pdf', 'text/plain, application/pdf', true],
    ['run.exe', 'application/x-msdownload', 'application/pdf,.md', false],
    ['anything', '', '', true],
  ];
  it.each(cases)('%s (%s) against "%s" is %s', (name, type, accept, accepted) => {
    expect(isAccepted({ name, type }, accept)).toBe(accepted);
  });
});

describe('checkAttachment', () => {
  const limits = { accept: '.md', maxFileSize: 10, maxFiles: 2 };
  it('checks the count, then the type, then the size', () => {
    expect(checkAttachment({ name: 'a.md', type: '', size: 99 }, 2, limits)?.code).toBe('too-many');
    expect(checkAttachment({ name: 'a.txt', type: '', size: 99 }, 0, limits)?.code).toBe(
      'wrong-type',
    );
    expect(checkAttachment({ name: 'a.md', type: '', size: 11 }, 0, limits)?.code).toBe(
      'too-large',
    );
    expect(checkAttachment({ name: 'a.md', type: '', size: 10 }, 1, limits)).toBeNull();
  });
});
