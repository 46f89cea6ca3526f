import { InjectionToken, type Provider } from '@angular/core';

/**
 * Every piece of text `<agui-thread-list>` shows or announces, in the app's language. `{title}`
 * is filled with the thread's title by `formatLabel` from `ngx-ag-ui/citations`.
 */
export interface AgUiThreadListLabels {
  /** Accessible name of the list's navigation region. */
  readonly threads: string;
  /** Text of the button that starts a new thread. */
  readonly newThread: string;
  /** Title of a thread nobody named and without a question yet. */
  readonly untitled: string;
  /** Text of a thread's rename button. */
  readonly rename: string;
  /** Accessible name of a thread's rename button. */
  readonly renameName: string;
  /** Accessible name of the field that edits a title. */
  readonly titleField: string;
  /** Text of a thread's delete button (and of the confirming button). */
  readonly delete: string;
  /** Accessible name of a thread's delete button. */
  readonly deleteName: string;
  /** The question asked before deleting. */
  readonly confirmDelete: string;
  /** Text of the button that keeps the thread. */
  readonly cancel: string;
  /** Shown when there is no saved thread yet. */
  readonly empty: string;
}

/** English defaults; override any of them with `provideThreadListLabels()`. */
export const DEFAULT_THREAD_LIST_LABELS: AgUiThreadListLabels = {
  threads: 'Conversations',
  newThread: 'New conversation',
  untitled: 'Untitled conversation',
  rename: 'Rename',
  renameName: 'Rename “{title}”',
  titleField: 'Title of “{title}”',
  delete: 'Delete',
  deleteName: 'Delete “{title}”',
  confirmDelete: 'Delete “{title}”? This cannot be undone.',
  cancel: 'Cancel',
  empty: 'No saved conversations yet.',
};

/** The texts of `<agui-thread-list>`; `provideThreadListLabels` sets them. */
export const AG_UI_THREAD_LIST_LABELS = new InjectionToken<AgUiThreadListLabels>(
  'AG_UI_THREAD_LIST_LABELS',
  { providedIn: 'root', factory: () => DEFAULT_THREAD_LIST_LABELS },
);

/**
 * Sets the texts of every `<agui-thread-list>` below this injector; unspecified ones keep their
 * defaults.
 *
 * @example
 * providers: [provideThreadListLabels({ newThread: 'Neues Gespräch', delete: 'Löschen' })]
 *
 * @param labels The texts to change.
 * @returns A provider for `AG_UI_THREAD_LIST_LABELS`.
 */
export function provideThreadListLabels(labels: Partial<AgUiThreadListLabels>): Provider {
  const defined = Object.fromEntries(
    Object.entries(labels).filter(([, text]) => text !== undefined),
  );
  return {
    provide: AG_UI_THREAD_LIST_LABELS,
    useValue: { ...DEFAULT_THREAD_LIST_LABELS, ...defined },
  };
}
