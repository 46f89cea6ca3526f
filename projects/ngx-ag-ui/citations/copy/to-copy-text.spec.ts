import { aCitation, HREF_CASES, sampleCitedText } from '../citation-fixtures.test-helpers';
import { toCopyText } from './to-copy-text';

describe('toCopyText', () => {
  it('writes [n] markers into the text and appends a numbered source list', () => {
    expect(toCopyText(sampleCitedText())).toBe(
      [
        'Signals 🚦 are reactive values.[1]',
        '東京は日本の首都です。[2][3]👩‍💻 Angular 21 runs zoneless.[4]',
        '',
        'Sources:',
        '[1] Signals guide – https://angular.dev/guide/signals',
        '[2] 東京 – Wikipedia – https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC',
        '[3] <img src=x onerror="alert(1)">',
        '[4] Jane Doe',
        '[5] Zoneless guide – https://angular.dev/guide/zoneless',
      ].join('\n'),
    );
  });

  it('uses the heading in the app language and leaves text without sources alone', () => {
    const cited = sampleCitedText();
    expect(toCopyText(cited, { copySourcesHeading: 'Quellen:' })).toContain('\n\nQuellen:\n[1] ');
    expect(toCopyText({ text: 'Just text.', citations: [] })).toBe('Just text.');
  });

  it.each(HREF_CASES)(
    'writes a hand-built href of $href only as an absolute http(s) URL',
    ({ href, bound }) => {
      const cited = {
        text: 'Text.',
        citations: [aCitation({ id: 'h', index: 1, title: 'Hand-built', href })],
      };
      expect(toCopyText(cited).split('\n').at(-1)).toBe(
        bound === null ? '[1] Hand-built' : `[1] Hand-built – ${bound}`,
      );
    },
  );
});
