import { ChangeDetectionStrategy, Component, DestroyRef, inject, signal } from '@angular/core';
import {
  CitationCard,
  CitationMarker,
  CitationSummary,
  CitedTextView,
  CopyWithSources,
  provideCitationOptions,
  SourceEntry,
  SourcesList,
} from 'ngx-ag-ui/citations';

import {
  DEMO_ABLY_COUNTS,
  DEMO_ANSWER,
  DEMO_PEOPLE,
  DEMO_STREAM_LENGTH,
  demoStreamAt,
} from './components-fixtures';
import { RenderersSection } from './renderers-section';

/**
 * Every citation component on fixture data, and the tool call and activity renderers fed by a
 * scripted agent: the page the e2e and axe checks run against.
 */
@Component({
  selector: 'app-components-page',
  imports: [
    CitationCard,
    CitationMarker,
    CitedTextView,
    CitationSummary,
    CopyWithSources,
    SourcesList,
    SourceEntry,
    RenderersSection,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  providers: [
    provideCitationOptions({
      // Favicons only from a service this app trusts; the library shows none by default.
      faviconUrl: (citation) =>
        citation.domain ? `/favicon.ico?for=${encodeURIComponent(citation.domain)}` : null,
    }),
  ],
  template: `
    <h2>Citation components</h2>

    <section aria-labelledby="cards-heading">
      <h3 id="cards-heading">Numbered markers with hover cards</h3>
      <article aria-label="Answer with numbered markers">
        <agui-cited-text [cited]="answer" messageKey="answer" />
        <agui-citation-summary [cited]="answer" />
        <agui-copy-with-sources [cited]="answer" />
        <agui-sources [cited]="answer" messageKey="answer" headingLevel="4" sectionLabel="Sources of the numbered answer" />
      </article>
    </section>

    <section aria-labelledby="pills-heading">
      <h3 id="pills-heading">Domain pills that link to the sources</h3>
      <article aria-label="Answer with domain pills">
        <agui-cited-text [cited]="answer" messageKey="pills" variant="domain" action="link" />
        <agui-sources
          [cited]="answer"
          messageKey="pills"
          headingLevel="4"
          sectionLabel="Sources of the domain-pill answer"
          [(expanded)]="pillsExpanded"
        >
          <ng-template aguiSourceEntry let-citation>
            <strong>{{ citation.displayTitle }}</strong>
            @if (citation.domain) {
              <span class="domain">{{ citation.domain }}</span>
            }
          </ng-template>
        </agui-sources>
      </article>
    </section>

    <section aria-labelledby="people-heading">
      <h3 id="people-heading">Friendly anchors</h3>
      <article aria-label="Answer with friendly anchors">
        <agui-cited-text [cited]="people" messageKey="people" />
        <agui-sources [cited]="people" messageKey="people" headingLevel="4" sectionLabel="Sources of the people answer" />
      </article>
    </section>

    <section aria-labelledby="parts-heading">
      <h3 id="parts-heading">A marker and a card on their own</h3>
      <p>
        Text of your own, with a marker placed by hand
        <agui-citation-marker [citation]="answer.citations[0]" />
      </p>
      <agui-citation-card [citation]="answer.citations[0]" titleId="standalone-card-title" />
    </section>

    <section aria-labelledby="summary-heading">
      <h3 id="summary-heading">Domain summary from an Ably summary</h3>
      <agui-citation-summary [counts]="ablyCounts" />
    </section>

    <section aria-labelledby="stream-heading">
      <h3 id="stream-heading">Streaming</h3>
      <button type="button" (click)="replay()" [disabled]="streaming()">Replay the stream</button>
      <article aria-label="Streamed answer">
        <agui-cited-text [cited]="stream()" [streaming]="streaming()" messageKey="stream" />
      </article>
    </section>

    <section aria-labelledby="renderers-heading">
      <h3 id="renderers-heading">Tool calls and activities with their renderers</h3>
      <app-renderers-section />
    </section>
  `,
  styles: `
    :host {
      display: block;
      max-inline-size: 48rem;
      padding: 1rem;
      color-scheme: light dark;
      background: Canvas;
      color: CanvasText;
      font: 1rem/1.6 system-ui, sans-serif;
    }
    section { margin-block: 1.5rem; }
    article { display: grid; gap: 0.75rem; }
    .domain { margin-inline-start: 0.5rem; font-size: 0.875em; }
  `,
})
export class ComponentsPage {
  protected readonly answer = DEMO_ANSWER;
  protected readonly people = DEMO_PEOPLE;
  protected readonly ablyCounts = DEMO_ABLY_COUNTS;
  protected readonly pillsExpanded = signal(false);
  protected readonly stream = signal(demoStreamAt(DEMO_STREAM_LENGTH));
  protected readonly streaming = signal(false);
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor() {
    inject(DestroyRef).onDestroy(() => clearInterval(this.timer));
  }

  /** Streams the answer again, a few characters at a time, as a live response would arrive. */
  protected replay(): void {
    let length = 0;
    this.streaming.set(true);
    clearInterval(this.timer);
    this.timer = setInterval(() => {
      length = Math.min(length + 4, DEMO_STREAM_LENGTH);
      this.stream.set(demoStreamAt(length));
      if (length === DEMO_STREAM_LENGTH) {
        clearInterval(this.timer);
        this.streaming.set(false);
      }
    }, 40);
  }
}
