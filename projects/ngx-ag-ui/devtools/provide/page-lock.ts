/**
 * Keeps the page from sending while time travel shows the past: outside `panel`, typing
 * (`beforeinput`, paste, drop), form submission and Enter in a text field are stopped before the
 * app's own listeners see them. Everything stays readable, focusable and in the accessibility
 * tree (`inert` would hide the chat from screen readers, the very thing being inspected); an
 * action that changes the conversation in another way ends the time travel instead.
 * @returns A function that unlocks the page.
 */
export function lockPage(
  document: Document,
  isPanel: (target: EventTarget | null) => boolean,
): () => void {
  const stop = (event: Event): void => {
    if (isPanel(event.target)) return;
    if (event.type === 'keydown' && !isTextEnter(event as KeyboardEvent)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const types = ['beforeinput', 'paste', 'drop', 'submit', 'keydown'];
  for (const type of types) document.addEventListener(type, stop, true);
  return () => {
    for (const type of types) document.removeEventListener(type, stop, true);
  };
}

function isTextEnter(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return (
    event.key === 'Enter' &&
    !!target &&
    (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'INPUT')
  );
}
