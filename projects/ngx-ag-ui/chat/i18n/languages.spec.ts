import type { AgUiLanguage } from './ag-ui-language';
import { AG_UI_ENGLISH } from './language-en';
import { AG_UI_LANGUAGES } from './languages';

/** Every label of a language as `path -> text`, nested sets (error titles) flattened. */
function flatten(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      for (const [p, text] of flatten(child, path ? `${path}.${key}` : key)) out.set(p, text);
  } else out.set(path, value);
  return out;
}

/** The `{name}` placeholders of a label, sorted. */
function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort() : [];
}

const SETS = [
  'chat',
  'citations',
  'markdown',
  'toolUi',
  'threadList',
  'usage',
  'subagent',
] as const;

describe('shipped languages', () => {
  const english = new Map(SETS.flatMap((set) => [...flatten(AG_UI_ENGLISH[set], set)]));

  it('ship at least six, one of them right to left, each with its own tag', () => {
    expect(AG_UI_LANGUAGES.length).toBeGreaterThanOrEqual(6);
    expect(AG_UI_LANGUAGES.some((language) => language.dir === 'rtl')).toBe(true);
    expect(new Set(AG_UI_LANGUAGES.map((language) => language.lang)).size).toBe(
      AG_UI_LANGUAGES.length,
    );
  });

  it('counts every label of chat, citations, Markdown, tool UI, thread list and usage', () => {
    // A floor, so a flattening that found nothing cannot pass the checks below.
    expect(english.size).toBeGreaterThan(110);
  });

  describe.each(
    AG_UI_LANGUAGES.map((language): [string, AgUiLanguage] => [language.lang, language]),
  )('%s', (lang, language) => {
    const labels = new Map(SETS.flatMap((set) => [...flatten(language[set], set)]));

    it('translates every English label, and nothing else', () => {
      const missing = [...english.keys()].filter(
        (key) => typeof labels.get(key) !== 'string' || (labels.get(key) as string).trim() === '',
      );
      const extra = [...labels.keys()].filter((key) => !english.has(key));
      expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
    });

    it('keeps the placeholders of every label', () => {
      const changed = [...english].filter(
        ([key, text]) => placeholders(text).join() !== placeholders(labels.get(key)).join(),
      );
      expect({ lang, changed: changed.map(([key]) => key) }).toEqual({ lang, changed: [] });
    });

    it('is a translation, not a copy of the English set', () => {
      if (lang === 'en') return;
      const same = [...english].filter(([key, text]) => labels.get(key) === text);
      // Words the same in both (Audio, Total, punctuation) are few; a copied set is not.
      expect(same.length).toBeLessThan(english.size / 10);
    });
  });
});
