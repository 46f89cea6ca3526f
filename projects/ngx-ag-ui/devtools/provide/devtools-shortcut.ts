/**
 * The panel's shortcut: Alt+Shift+A (Option+Shift+A on a Mac), read from the key's position
 * (`code`) so that a layout or Option's dead keys do not change it. Browsers, screen readers and
 * Angular's own tools leave it free (Ctrl+Shift+D bookmarks every tab in Chrome).
 */
export function isDevtoolsShortcut(event: KeyboardEvent): boolean {
  return (
    event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyA'
  );
}

/** The shortcut as the panel and docs name it. */
export const DEVTOOLS_SHORTCUT = 'Alt+Shift+A';
