const BLOCK =
  'address|article|aside|blockquote|body|br|dd|div|dl|dt|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul';

/** A DOM subtree as HTML with sorted attributes, UI chrome and Angular's own markup removed. */
export function toNormalHtml(root: Node): string {
  let out = '';
  root.childNodes.forEach((node) => {
    if (node.nodeType === 3) {
      out += (node.textContent ?? '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (element.hasAttribute('data-agui-chrome')) return;
    const tag = element.tagName.toLowerCase();
    if (tag.includes('-')) {
      out += toNormalHtml(element);
      return;
    }
    const attributes = [...element.attributes]
      .filter(
        (attribute) =>
          !attribute.name.startsWith('_ng') &&
          !['rel', 'aria-label', 'ng-reflect'].includes(attribute.name),
      )
      .filter(
        (attribute) => !(attribute.name === 'class' && !attribute.value.startsWith('language-')),
      )
      .map(
        (attribute) =>
          ` ${attribute.name}="${attribute.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
      )
      .sort()
      .join('');
    const inner =
      tag === 'input' || tag === 'img' || tag === 'hr' || tag === 'br'
        ? ''
        : `${toNormalHtml(element)}</${tag}>`;
    out += `<${tag}${attributes}>${inner}`;
  });
  return out;
}

/** Whitespace collapsed, and dropped next to block tags (as the spec's own normaliser does). */
export function normaliseWhitespace(html: string): string {
  return html
    .replace(/\s+/g, ' ')
    .replace(new RegExp(`\\s*(</?(?:${BLOCK})\\b[^>]*>)\\s*`, 'g'), '$1')
    .replace(/<(pre|code)([^>]*)> /g, '<$1$2>')
    .replace(/ <\/(code|pre)>/g, '</$1>')
    .trim();
}
