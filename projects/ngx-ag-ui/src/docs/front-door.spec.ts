/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// The README is the front door: short, with a true picture, and every guide it points to exists.
const root = resolve(__dirname, '../../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const docs = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const pages = ['README.md', 'CONTRIBUTING.md', 'bench/README.md', ...docs];

/** The relative targets of a page's Markdown links and images, without their #fragments. */
function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

describe('the front door', () => {
  it('keeps the README under 200 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });

  it('shows the picture that npm run screenshot takes', () => {
    expect(read('README.md')).toContain('](docs/images/chat-with-citations.png)');
    expect(existsSync(join(root, 'docs/images/chat-with-citations.png'))).toBe(true);
  });

  it.each(pages)('%s links only to files that exist', (page) => {
    const missing = relativeLinks(read(page)).filter(
      (target) => !existsSync(join(root, dirname(page), decodeURI(target))),
    );
    expect(missing).toEqual([]);
  });

  it.each(['README.md', ...docs])('%s tells no history by issue number', (page) => {
    expect(read(page)).not.toMatch(/\bissues? #?\d+\b/i);
  });
});
