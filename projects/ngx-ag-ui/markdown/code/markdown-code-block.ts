import { NgTemplateOutlet } from '@angular/common';
import {
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  computed,
  DOCUMENT,
  effect,
  inject,
  input,
  PendingTasks,
  signal,
} from '@angular/core';

import { capHighlightDepth } from '../highlight/cap-highlight-depth';
import { HIGHLIGHT_BUDGET, HighlightAllowance } from '../highlight/highlight-budget';
import {
  AG_UI_MARKDOWN_HIGHLIGHTER,
  type Highlighter,
  type HighlightNode,
} from '../highlight/markdown-highlighter';
import { AG_UI_MARKDOWN_LABELS } from '../options/markdown-labels';

/**
 * A fenced or indented code block: its language label, the code, and a copy button whose result
 * is announced through a polite live region. Markers that fall inside the code are projected
 * after it.
 */
@Component({
  selector: 'agui-markdown-code',
  imports: [NgTemplateOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="agui-md-code-bar" data-agui-chrome>
      @if (language(); as lang) {<span class="agui-md-code-lang">{{ lang }}</span>}
      <button type="button" (click)="copy()" [attr.aria-label]="copyName()">{{ labels.copy }}</button>
      <span class="agui-vh" aria-live="polite">{{ status() }}</span>
    </div>
    <ng-template #tree let-nodes>
      @for (node of nodes; track $index) {
        @if (node.type === 'text') {{{ node.value }}} @else {<span [attr.class]="node.properties?.className?.join(' ') || null"
            ><ng-container *ngTemplateOutlet="tree; context: { $implicit: node.children }" /></span>}
      }
    </ng-template>
    <pre><code [attr.class]="language() ? 'language-' + language() : null"
      >@if (highlighted(); as nodes) {<ng-container *ngTemplateOutlet="tree; context: { $implicit: nodes }" />} @else {{{ code() }}}</code
    ></pre>
    <ng-content />
  `,
  styles: `
    /* Its size never comes from the code: a long line scrolls inside the pre instead of widening the page. */
    :host { display: block; contain: inline-size; }
    .agui-md-code-bar { overflow-wrap: normal; display: flex; gap: 0.5em; justify-content: flex-end; align-items: center; font-size: 0.8em; }
    .agui-md-code-lang { margin-inline-end: auto; color: var(--agui-markdown-code-label-color, inherit); }
    button { min-block-size: 24px; min-inline-size: 24px; }
    pre { overflow-x: auto; margin: 0; background: var(--agui-markdown-code-background, transparent); }
    .agui-vh { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  `,
})
export class MarkdownCodeBlock {
  private readonly document = inject(DOCUMENT);

  /** The code, as text. */
  readonly code = input.required<string>();
  /** The fence's first info word, shown as a label and set as `language-*` class. */
  readonly language = input<string | null>(null);
  /** Whether the block may still grow. */
  readonly streaming = input(false, { transform: booleanAttribute });

  protected readonly labels = inject(AG_UI_MARKDOWN_LABELS);
  protected readonly status = signal('');
  /** The copy button's name, naming the language when the fence gives one. */
  protected readonly copyName = computed(() => {
    const language = this.language();
    return language
      ? this.labels.copyLanguageCode.replace('{language}', () => language)
      : this.labels.copyCode;
  });
  /** The highlighted tree, once loaded; plain text until then (and while streaming). */
  protected readonly highlighted = signal<readonly HighlightNode[] | null>(null);

  constructor() {
    const load = inject(AG_UI_MARKDOWN_HIGHLIGHTER);
    const pendingTasks = inject(PendingTasks);
    const allowance = inject(HighlightAllowance, { optional: true });
    effect(() => {
      const language = this.language();
      const code = this.code();
      // Highlight once the block is complete: a tree per chunk would cost more than it shows.
      if (!load || !language || this.streaming()) return this.highlighted.set(null);
      // Past the budget the code stays plain: highlighting has no limit of its own.
      if (code.length > HIGHLIGHT_BUDGET.block || (allowance && !allowance.take(code)))
        return this.highlighted.set(null);
      void pendingTasks.run(async () => {
        const highlight = await load();
        // A task of its own per block: the blocks of one answer do not add up to one long task.
        await new Promise((resolve) => setTimeout(resolve));
        if (this.code() === code && this.language() === language)
          this.highlighted.set(highlightOrNull(highlight, code, language));
      });
    });
  }

  protected async copy(): Promise<void> {
    const clipboard = this.document.defaultView?.navigator.clipboard;
    try {
      // The Clipboard API rejects without permission or focus; say so instead of failing silently.
      await clipboard?.writeText(this.code());
      this.status.set(clipboard ? this.labels.copied : this.labels.copyUnavailable);
    } catch {
      this.status.set(this.labels.copyFailed);
    }
  }
}

/** The highlighted tree, depth-capped; null (plain code) when the highlighter throws. */
function highlightOrNull(
  highlight: Highlighter,
  code: string,
  language: string,
): readonly HighlightNode[] | null {
  try {
    // The highlighter is a grammar engine run on an answer's code: whatever it throws, the code
    // is still shown, plain.
    const nodes = highlight(code, language);
    return nodes && capHighlightDepth(nodes);
  } catch {
    return null;
  }
}
