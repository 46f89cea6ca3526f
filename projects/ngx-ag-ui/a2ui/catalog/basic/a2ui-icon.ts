import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import type { A2uiComponentDef } from '../../model/a2ui-types';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';

// Text symbols for the basic catalog's icon names: no icon font, no SVG strings from data.
const GLYPHS: Readonly<Record<string, string>> = {
  accountCircle: '◉',
  add: '+',
  arrowBack: '←',
  arrowForward: '→',
  attachFile: '📎',
  calendarToday: '📅',
  call: '📞',
  camera: '📷',
  check: '✓',
  close: '✕',
  delete: '🗑',
  download: '⤓',
  edit: '✎',
  event: '📅',
  error: '⚠',
  fastForward: '⏩',
  favorite: '♥',
  favoriteOff: '♡',
  folder: '📁',
  help: '?',
  home: '⌂',
  info: 'ℹ',
  locationOn: '📍',
  lock: '🔒',
  lockOpen: '🔓',
  mail: '✉',
  menu: '☰',
  moreVert: '⋮',
  moreHoriz: '⋯',
  notificationsOff: '🔕',
  notifications: '🔔',
  pause: '⏸',
  payment: '💳',
  person: '👤',
  phone: '📱',
  photo: '🖼',
  play: '▶',
  print: '🖨',
  refresh: '↻',
  rewind: '⏪',
  search: '🔍',
  send: '➤',
  settings: '⚙',
  share: '⇪',
  shoppingCart: '🛒',
  skipNext: '⏭',
  skipPrevious: '⏮',
  star: '★',
  starHalf: '⯪',
  starOff: '☆',
  stop: '⏹',
  upload: '⤒',
  visibility: '👁',
  visibilityOff: '⊘',
  volumeDown: '🔉',
  volumeMute: '🔇',
  volumeOff: '🔇',
  volumeUp: '🔊',
  warning: '⚠',
};

/**
 * `Icon`: a named icon of the basic catalog, drawn as a text symbol, with its name (words
 * split: "shopping cart") as its accessible name; or `{ svgPath }`, drawn as the path data of
 * one SVG path (an attribute, never markup).
 */
@Component({
  selector: 'agui-a2ui-icon',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { role: 'img', '[attr.aria-label]': 'label()' },
  styles: `
    :host {
      display: inline-flex;
      width: var(--agui-a2ui-icon-size, 1.25em);
      height: var(--agui-a2ui-icon-size, 1.25em);
      align-items: center;
      justify-content: center;
      line-height: 1;
    }
    svg {
      width: 100%;
      height: 100%;
      fill: currentColor;
    }
  `,
  template: `
    @if (path(); as d) {
      <svg viewBox="0 0 24 24" aria-hidden="true"><path [attr.d]="d" /></svg>
    } @else {
      <span aria-hidden="true">{{ glyph() }}</span>
    }
  `,
})
export class A2uiIcon {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  readonly #name = injectA2uiSurface().value(this.definition, 'name', this.scope);
  protected readonly path = computed(() => {
    const name = this.#name();
    const path =
      typeof name === 'object' && name !== null
        ? (name as { svgPath?: unknown }).svgPath
        : undefined;
    return typeof path === 'string' ? path.slice(0, 4000) : null;
  });
  protected readonly glyph = computed(() => {
    const name = this.#name();
    return typeof name === 'string' && Object.prototype.hasOwnProperty.call(GLYPHS, name)
      ? GLYPHS[name]
      : '•';
  });
  protected readonly label = computed(() => {
    const name = this.#name();
    return typeof name === 'string' ? name.replace(/([A-Z])/g, ' $1').toLowerCase() : 'icon';
  });
}
