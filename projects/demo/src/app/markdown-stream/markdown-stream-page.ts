import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { MarkdownView } from 'ngx-ag-ui/markdown';

import { MARKDOWN_STREAM_ANSWERS } from './markdown-stream-answers';

/** Characters a chunk adds: about what a model streams in one network read. */
const CHUNK = 200;

/**
 * Streams one long answer, chosen by `?kind=`, into the real `<agui-markdown>`, one chunk per
 * press of "Next chunk" (or all of it at once): the page the streaming e2e counts DOM work on,
 * and a way to watch an answer grow by hand.
 */
@Component({
  selector: 'app-markdown-stream-page',
  imports: [MarkdownView],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h2>Streaming Markdown: {{ kind }}</h2>
    <p>
      <button type="button" (click)="next()" [disabled]="done()">Next chunk</button>
      <button type="button" (click)="finish()" [disabled]="done()">Stream all</button>
      <span role="status">{{ shown() }} of {{ answer.length }} characters</span>
    </p>
    <article aria-label="Streamed answer">
      <agui-markdown [cited]="cited()" [streaming]="!done()" messageKey="streamed" />
    </article>
  `,
})
export class MarkdownStreamPage {
  protected readonly kind = inject(ActivatedRoute).snapshot.queryParamMap.get('kind') ?? 'list';
  protected readonly answer = (
    MARKDOWN_STREAM_ANSWERS[this.kind] ?? MARKDOWN_STREAM_ANSWERS['list']
  )();
  protected readonly shown = signal(0);
  protected readonly done = computed(() => this.shown() >= this.answer.length);
  protected readonly cited = computed(() => ({
    text: this.answer.slice(0, this.shown()),
    citations: [],
  }));

  protected next(): void {
    this.shown.update((shown) => Math.min(this.answer.length, shown + CHUNK));
  }

  protected finish(): void {
    this.shown.set(this.answer.length);
  }
}
