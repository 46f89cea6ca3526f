import { repairMarkdownTail } from './repair-markdown-tail';

const shown = (source: string) => {
  const { text, visibleLength } = repairMarkdownTail(source);
  return { real: text.slice(0, visibleLength), added: text.slice(visibleLength) };
};

describe('repairMarkdownTail', () => {
  it('closes open emphasis, strikethrough and code spans', () => {
    expect(shown('a **bold')).toEqual({ real: 'a **bold', added: '**' });
    expect(shown('a ~~old *and')).toEqual({ real: 'a ~~old *and', added: '*~~' });
    expect(shown('use `sig')).toEqual({ real: 'use `sig', added: '`' });
  });

  it('closes an open fence and holds back a fence line still being written', () => {
    expect(shown('```ts\nconst a')).toEqual({ real: '```ts\nconst a', added: '\n```\n' });
    expect(shown('text\n```t')).toEqual({ real: 'text\n', added: '' });
    expect(shown('```ts\ncode\n``')).toEqual({ real: '```ts\ncode\n', added: '```\n' });
  });

  it('holds back a line that is only the start of a block', () => {
    for (const line of ['-', '1.', '12', '##', '>', '- [ ]', '|---|--', '[^1]: https://x']) {
      expect(shown(`para\n\n${line}`).real).toBe('para\n\n');
    }
  });

  it('holds back an unresolved link or image and a URL still being written', () => {
    expect(shown('see [the gui').real).toBe('see ');
    expect(shown('see ![alt](https://x').real).toBe('see ');
    expect(shown('see [a](https://x) ok').real).toBe('see [a](https://x) ok');
    expect(shown('go to htt').real).toBe('go to ');
    expect(shown('go to https://a.dev.').real).toBe('go to https://a.dev');
  });

  it('drops delimiters with nothing after them, and never closes intraword underscores', () => {
    expect(shown('a **')).toEqual({ real: 'a ', added: '' });
    expect(shown('snake_case')).toEqual({ real: 'snake_case', added: '' });
    expect(shown('2 * 3')).toEqual({ real: '2 * 3', added: '' });
  });
});
