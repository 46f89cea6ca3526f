import type { Citation } from 'ngx-ag-ui/core';

const WORDS = ['signals ', 'render ', 'only ', 'what ', 'changed ', 'in ', 'the ', 'answer '];

/** A long, legitimate answer and what it holds, counted from its lines. */
export interface LongAnswer {
  readonly text: string;
  readonly items: number;
  readonly codeBlocks: number;
  readonly rows: number;
  readonly markers: number;
}

/**
 * An answer of `sections` sections the way a model writes a long one: a heading, a paragraph
 * with a footnote call every other section, a list of four items, a code block every third
 * section and one table after the first. About 600 characters a section (180 is 110 KB).
 */
export function longAnswer(sections: number): LongAnswer {
  let text = '';
  let word = 0;
  const words = (count: number) => {
    for (let i = 0; i < count; i++) text += WORDS[word++ % WORDS.length];
  };
  let markers = 0;
  for (let section = 1; section <= sections; section++) {
    text += `## Section ${section}\n\n`;
    words(30);
    if (section % 2 === 0) text += `[^c${++markers}] `;
    words(30);
    text += '\n\n';
    for (let item = 0; item < 4; item++) {
      text += '- ';
      words(8);
      text += '\n';
    }
    text += '\n';
    if (section % 3 === 0)
      text += `\`\`\`ts\nconst section = ${section};\nrender(section);\n\`\`\`\n\n`;
    if (section === 1) {
      text += '| source | finding |\n| --- | --- |\n';
      for (let row = 1; row <= 5; row++) text += `| S${row} | holds |\n`;
      text += '\n';
    }
  }
  return {
    text,
    items: sections * 4,
    codeBlocks: Math.floor(sections / 3),
    rows: 5,
    markers,
  };
}

/** A citation for each footnote call `[^cN]` of `text`, its marker right after the call. */
export function citationsOf(text: string): Citation[] {
  return [...text.matchAll(/\[\^c(\d+)\]/g)].map((match) => {
    const index = Number(match[1]);
    return {
      id: `c${index}`,
      index,
      kind: 'web',
      title: `Source ${index}`,
      url: `https://example.com/${index}`,
      href: `https://example.com/${index}`,
      domain: 'example.com',
      displayTitle: `Source ${index}`,
      provider: 'agui',
      spans: [{ markerOffset: match.index + match[0].length, status: 'final' }],
    };
  });
}
