/**
 * An answer's Markdown as words to read: link targets, emphasis, heading and quote signs and
 * code fences dropped, so a voice does not spell out "asterisk".
 *
 * @example
 * toSpokenText('**Signals** are [reactive](https://angular.dev).'); // 'Signals are reactive.'
 */
export function toSpokenText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[\^[^\]]*\]/g, '')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*~`|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
