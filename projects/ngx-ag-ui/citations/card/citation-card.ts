import {
  ChangeDetectionStrategy,
  Component,
  computed,
  ElementRef,
  inject,
  input,
} from '@angular/core';
import type { Citation } from 'ngx-ag-ui/core';

import { toLinkSafeCitation } from '../link/to-link-safe-citation';
import { type CitationLabels, formatLabel, mergeLabels } from '../options/citation-labels';
import { AG_UI_CITATION_OPTIONS } from '../options/citation-options';
import { VISUALLY_HIDDEN_STYLE } from '../shared/visually-hidden-style';
import { AG_UI_CITATION_SOURCE_OPENER } from '../opener/citation-source-opener';
import { toExtraFields } from './to-extra-fields';

let nextId = 0;

/**
 * The details of one source: number, title, domain, favicon (only when the app allows one),
 * snippet (whole in the DOM, clamped visually), label, record id, the business-object fields of a
 * friendly anchor, and an "open source" link when the source has a safe `href`. Every value is
 * rendered as text. `<agui-citation-marker>` shows it as a non-modal dialog; it also works alone.
 *
 * @example
 * <agui-citation-card [citation]="citation" />
 */
@Component({
  selector: 'agui-citation-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <p class="agui-card-title" [id]="titleId()">
      <span class="agui-vh">{{ name() }}</span>
      <span class="agui-card-number" aria-hidden="true">{{ citation().index }}</span>
      <span aria-hidden="true">{{ citation().displayTitle }}</span>
    </p>
    @if (citation().domain || favicon()) {
      <p class="agui-card-domain">
        @if (favicon(); as src) {
          <img [src]="src" alt="" width="16" height="16" />
        }
        {{ citation().domain }}
      </p>
    }
    @if (citation().snippet; as snippet) {
      <p class="agui-card-snippet">{{ snippet }}</p>
    }
    @if (fields().length > 0) {
      <dl class="agui-card-fields">
        @for (field of fields(); track $index) {
          <div>
            <dt>{{ field.name }}</dt>
            <dd>{{ field.value }}</dd>
          </div>
        }
      </dl>
    }
    @if (openable()) {
      <button type="button" class="agui-card-open" (click)="openSource()">
        {{ text().showPassage }}
      </button>
    }
    @if (href(); as href) {
      <a class="agui-card-link" [href]="href" target="_blank" rel="noopener noreferrer">
        {{ text().openSource }}<span class="agui-vh"> {{ text().opensInNewTab }}</span>
      </a>
    }
  `,
  styles: [
    VISUALLY_HIDDEN_STYLE,
    `
    :host {
      --_bg: var(--agui-citation-card-background, #ffffff);
      --_fg: var(--agui-citation-card-color, #1f2937);
      --_muted: var(--agui-citation-card-muted-color, #4b5563);
      --_border: var(--agui-citation-card-border-color, #6b7280);
      --_link: var(--agui-citation-link-color, #3730a3);
      --_focus: var(--agui-citation-focus-color, #4338ca);
      display: block;
      box-sizing: border-box;
      inline-size: min(var(--agui-citation-card-width, 20rem), calc(100vw - 1rem));
      padding: var(--agui-citation-card-padding, 0.75rem);
      border: 1px solid var(--_border);
      border-radius: var(--agui-citation-card-radius, 0.5rem);
      background: var(--_bg);
      color: var(--_fg);
      box-shadow: var(--agui-citation-card-shadow, 0 4px 16px rgb(0 0 0 / 0.15));
      font: var(--agui-citation-card-font, 0.875rem/1.4 system-ui, sans-serif);
      text-align: start;
      white-space: normal;
    }
    @media (prefers-color-scheme: dark) {
      :host {
        --_bg: var(--agui-citation-card-background, #1f2937);
        --_fg: var(--agui-citation-card-color, #f3f4f6);
        --_muted: var(--agui-citation-card-muted-color, #d1d5db);
        --_border: var(--agui-citation-card-border-color, #9ca3af);
        --_link: var(--agui-citation-link-color, #c7d2fe);
        --_focus: var(--agui-citation-focus-color, #a5b4fc);
      }
    }
    p { margin: 0 0 0.375rem; }
    .agui-card-title { font-weight: 600; overflow-wrap: anywhere; }
    .agui-card-number {
      display: inline-block;
      min-inline-size: 1.25em;
      margin-inline-end: 0.375rem;
      border: 1px solid currentColor;
      border-radius: 0.25rem;
      text-align: center;
    }
    .agui-card-domain { color: var(--_muted); overflow-wrap: anywhere; }
    .agui-card-domain img { vertical-align: middle; margin-inline-end: 0.25rem; }
    .agui-card-snippet {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: var(--agui-citation-card-snippet-lines, 4);
      line-clamp: var(--agui-citation-card-snippet-lines, 4);
      overflow: hidden;
      overflow-wrap: anywhere;
    }
    dl { display: grid; gap: 0.125rem; margin: 0 0 0.375rem; }
    dl div { display: flex; gap: 0.5rem; }
    dt { color: var(--_muted); }
    dt::after { content: ':'; }
    dd { margin: 0; overflow-wrap: anywhere; }
    a { color: var(--_link); }
    .agui-card-open {
      display: block;
      margin-block-end: 0.375rem;
      padding: 0.25rem 0.5rem;
      border: 1px solid currentColor;
      border-radius: 0.25rem;
      background: transparent;
      color: var(--_link);
      font: inherit;
      cursor: pointer;
    }
    .agui-card-open:focus-visible,
    a:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
    @media (forced-colors: active) {
      :host { border-color: CanvasText; }
      a { color: LinkText; }
    }
  `,
  ],
})
export class CitationCard {
  private readonly options = inject(AG_UI_CITATION_OPTIONS);
  private readonly opener = inject(AG_UI_CITATION_SOURCE_OPENER, { optional: true });
  private readonly host: HTMLElement = inject(ElementRef).nativeElement;

  /** The source to show. */
  readonly citation = input.required<Citation>();
  /** Labels overriding those of `AG_UI_CITATION_OPTIONS`. */
  readonly labels = input<Partial<CitationLabels>>();
  /** Id of the title element (what a dialog around the card is labelled by). */
  readonly titleId = input(`agui-citation-card-title-${nextId++}`);
  /**
   * Whether to list the fields of `extra` (the business object of a friendly anchor); by default
   * only for a citation with a `label`.
   */
  readonly showFields = input<boolean | undefined>(undefined);

  protected readonly text = computed(() => mergeLabels(this.options.labels, this.labels()));
  protected readonly name = computed(() =>
    formatLabel(this.text().markerNameNoDomain, {
      n: this.citation().index,
      title: this.citation().displayTitle,
    }),
  );
  /** The "open source" link: only an absolute http(s) URL, whatever the input carries. */
  protected readonly href = computed(() => toLinkSafeCitation(this.citation()).href);
  /** Whether the app's opener can show this source (an attachment, a record). */
  protected readonly openable = computed(() => this.opener?.canOpen(this.citation()) ?? false);
  protected readonly favicon = computed(() => this.options.faviconUrl?.(this.citation()) || null);
  protected readonly fields = computed(() => {
    const citation = this.citation();
    const text = this.text();
    const fields = [];
    if (citation.label && citation.label !== citation.displayTitle)
      fields.push({ name: text.label, value: citation.label });
    if (citation.recordId) fields.push({ name: text.recordId, value: citation.recordId });
    if (this.showFields() ?? Boolean(citation.label)) fields.push(...toExtraFields(citation.extra));
    return fields;
  });

  protected openSource(): void {
    this.opener?.open(this.citation(), this.host);
  }
}
