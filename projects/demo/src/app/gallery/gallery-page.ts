import { ChangeDetectionStrategy, Component } from '@angular/core';
import { RouterLink } from '@angular/router';
import { CitationSummary, CitedTextView, SourcesList } from 'ngx-ag-ui/citations';
import { renderCitationMarkers } from 'ngx-ag-ui/core';
import { MarkdownView, toMarkdownCitedText } from 'ngx-ag-ui/markdown';

import { GALLERY_ENTRIES } from './gallery-entries';
import { MARKDOWN_SAMPLE } from './markdown-sample';

/** One sample of every provider format, through its adapter, rendered by the same components. */
@Component({
  selector: 'app-gallery-page',
  imports: [CitedTextView, CitationSummary, MarkdownView, RouterLink, SourcesList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="gallery">
      <h2>Format gallery</h2>
      <p class="lead">
        Each provider reports citations its own way: offsets in UTF-8 bytes, code points or UTF-16,
        claims as blocks or spans, markers in the text or beside it. Each sample below goes through
        its
        <code>from*</code> adapter into one model and is rendered by the same components as the
        chat.
      </p>
      <nav aria-label="Formats">
        <ul class="chips">
          @for (entry of entries; track entry.id) {
            <li>
              <a routerLink="/gallery" [fragment]="entry.id">{{ entry.name }}</a>
            </li>
          }
        </ul>
      </nav>
      @for (entry of entries; track entry.id) {
        <article class="gallery-card" [id]="entry.id" [attr.aria-labelledby]="entry.id + '-title'">
          <h3 [id]="entry.id + '-title'">{{ entry.name }}</h3>
          <p class="muted">
            <code>{{ entry.adapter }}</code> · {{ entry.note }}
          </p>
          <agui-cited-text
            class="answer-text"
            [cited]="entry.cited"
            [messageKey]="'g-' + entry.id"
          />
          <agui-citation-summary [cited]="entry.cited" />
          <agui-sources
            [cited]="entry.cited"
            [messageKey]="'g-' + entry.id"
            [headingLevel]="4"
            [sectionLabel]="'Sources of ' + entry.name"
          />
          <figure class="plain">
            <figcaption>As plain text</figcaption>
            <pre tabindex="0" [attr.aria-label]="entry.name + ' as plain text'">{{
              entry.plain
            }}</pre>
          </figure>
          @if (entry.cited.diagnostics?.length) {
            <details>
              <summary>Diagnostics ({{ entry.cited.diagnostics?.length }})</summary>
              <ul>
                @for (diagnostic of entry.cited.diagnostics; track $index) {
                  <li>
                    <code>{{ diagnostic.code }}</code> {{ diagnostic.message }}
                  </li>
                }
              </ul>
            </details>
          }
        </article>
      }
      <section class="gallery-card" aria-labelledby="markdown-title">
        <h3 id="markdown-title">Markdown with footnotes</h3>
        <p class="muted">
          <code>&lt;agui-markdown&gt;</code> · footnotes become citations; their definitions are
          listed by the sources list
        </p>
        <agui-markdown [cited]="markdown" messageKey="g-markdown" />
        <agui-sources
          [cited]="markdownSources"
          messageKey="g-markdown"
          [headingLevel]="4"
          sectionLabel="Sources of the Markdown answer"
        />
      </section>
    </div>
  `,
})
export class GalleryPage {
  protected readonly markdown = MARKDOWN_SAMPLE;
  protected readonly markdownSources = toMarkdownCitedText(MARKDOWN_SAMPLE);
  protected readonly entries = GALLERY_ENTRIES.map((entry) => {
    const cited = entry.cite();
    return { ...entry, cited, plain: renderCitationMarkers(cited) };
  });
}
