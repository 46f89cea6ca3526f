import { NgTemplateOutlet } from '@angular/common';
import {
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  computed,
  contentChild,
  DOCUMENT,
  effect,
  type ElementRef,
  inject,
  Injector,
  input,
  model,
  numberAttribute,
  Renderer2,
  viewChild,
} from '@angular/core';
import type { CitedText } from 'ngx-ag-ui/core';

import { citationIdsOf } from '../cited-text/citation-ids';
import { citedTextPiecesOf } from '../cited-text/cited-text-pieces-of';
import { toLinkSafeCitation } from '../link/to-link-safe-citation';
import { CITATION_REVEAL_EVENT, revealAndFocus } from '../marker/reveal-and-focus';
import { type CitationLabels, formatLabel, mergeLabels } from '../options/citation-labels';
import { AG_UI_CITATION_OPTIONS } from '../options/citation-options';
import { SourceEntries } from './source-entries';
import type { SourcesEntry } from './source-entry-item';
import { SourceEntry } from './source-entry';
import { SOURCES_LIST_STYLES } from './sources-list-styles';

let nextId = 0;

/**
 * A message's sources as an ordered list in a labelled section. Item numbers are the markers'
 * numbers; each entry has an id its link markers jump to and back-links to its markers in the
 * text. A disclosure button collapses the list; a source without a safe `href` is plain text.
 * Put `<ng-template aguiSourceEntry let-citation>` inside to render entries your way.
 *
 * @example
 * <agui-sources [cited]="cited()" messageKey="m1" />
 */
@Component({
  selector: 'agui-sources',
  imports: [NgTemplateOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    [`(${CITATION_REVEAL_EVENT})`]: 'expanded.set(true)',
    '(click)': 'goToReference($event)',
  },
  template: `
    <section
      [attr.aria-labelledby]="sectionLabel() ? null : headingId"
      [attr.aria-label]="sectionLabel() || null"
    >
      <div class="agui-sources-header">
        <!-- The heading written out per level: no template outlet (a view and a directive) each. -->
        @switch (headingLevel()) {
          @case (3) {
            <h3 [id]="headingId"> {{ text().sources }} <span class="agui-sources-count">({{ entries().length }})</span></h3>
          }
          @case (4) {
            <h4 [id]="headingId"> {{ text().sources }} <span class="agui-sources-count">({{ entries().length }})</span></h4>
          }
          @case (5) {
            <h5 [id]="headingId"> {{ text().sources }} <span class="agui-sources-count">({{ entries().length }})</span></h5>
          }
          @case (6) {
            <h6 [id]="headingId"> {{ text().sources }} <span class="agui-sources-count">({{ entries().length }})</span></h6>
          }
          @default {
            <h2 [id]="headingId"> {{ text().sources }} <span class="agui-sources-count">({{ entries().length }})</span></h2>
          }
        }
        @if (collapsible()) {
          <button
            type="button"
            class="agui-sources-toggle"
            [attr.aria-expanded]="expanded()"
            [attr.aria-controls]="listId"
            (click)="expanded.set(!expanded())"
          >
            {{ expanded() ? text().hideSources : text().showSources }}
          </button>
        }
      </div>
      <ol #list [id]="listId" [hidden]="!expanded()">
        <!-- The default entries are built by SourceEntries, after this block. -->
        @if (entryTemplate(); as custom) {
          <!-- Declared here: a list with the default entries needs no anchor for it. -->
          <ng-template #backLinks let-entry>
            @for (ref of entry.backLinks; track ref.id) {
              <a class="agui-sources-backlink" [href]="'#' + ref.id"
                ><span aria-hidden="true">{{ ref.face }}</span
                ><span class="agui-vh">{{ ref.name }}</span></a
              >
            }
          </ng-template>
          @for (entry of entries(); track entry.citation.id) {
            <li [id]="entry.entryId" [attr.value]="entry.citation.index" tabindex="-1">
              <ng-container
                [ngTemplateOutlet]="custom.template"
                [ngTemplateOutletContext]="{
                  $implicit: entry.citation,
                  index: entry.citation.index,
                  entryId: entry.entryId,
                }"
              />
              <ng-container [ngTemplateOutlet]="backLinks" [ngTemplateOutletContext]="{ $implicit: entry }" />
            </li>
          }
        }
      </ol>
    </section>
  `,
  styles: SOURCES_LIST_STYLES,
})
export class SourcesList {
  private readonly options = inject(AG_UI_CITATION_OPTIONS);
  private readonly document = inject(DOCUMENT);
  private readonly injector = inject(Injector);

  /** The message's text and citations; the list shows `cited.citations` by number. */
  readonly cited = input.required<CitedText>();
  /** Key shared with `<agui-cited-text>` to link markers and entries (the message id). */
  readonly messageKey = input(`agui-s${nextId++}`);
  /** Labels overriding those of `AG_UI_CITATION_OPTIONS`. */
  readonly labels = input<Partial<CitationLabels>>();
  /**
   * Accessible name of the section instead of its heading. A page showing several messages'
   * sources should give each its own ("Sources of answer 3"): landmark names must be unique.
   */
  readonly sectionLabel = input<string>();
  /** Whether the list can be collapsed with a disclosure button. */
  readonly collapsible = input(true, { transform: booleanAttribute });
  /** Whether the list is expanded (two-way bindable). */
  readonly expanded = model(true);
  /** Whether entries link back to their markers (render the text with the same `messageKey`). */
  readonly showBackLinks = input(true, { transform: booleanAttribute });
  /** Level of the heading element, 2 to 6. */
  readonly headingLevel = input(2, { transform: numberAttribute });

  protected readonly entryTemplate = contentChild(SourceEntry);
  private readonly list = viewChild.required<ElementRef<HTMLOListElement>>('list');
  private readonly renderer = inject(Renderer2);
  /** The default entries, built with the renderer (no custom template). */
  private defaults?: SourceEntries;
  protected readonly headingId = `agui-sources-heading-${nextId}`;
  protected readonly listId = `agui-sources-list-${nextId++}`;
  protected readonly text = computed(() => mergeLabels(this.options.labels, this.labels()));
  /**
   * The entries with their ids and back-links worked out once per message (one listener on the
   * host follows every back-link). Custom entry templates get the link-safe citation too, so no
   * entry can bind a hostile href.
   */
  protected readonly entries = computed((): SourcesEntry[] => {
    const ids = citationIdsOf(this.messageKey());
    const text = this.text();
    const links = this.showBackLinks()
      ? toReferences(this.cited(), this.options.friendlyAnchors)
      : new Map<string, number[]>();
    return this.cited()
      .citations.map(toLinkSafeCitation)
      .sort((a, b) => a.index - b.index)
      .map((citation) => {
        const refs = links.get(citation.id) ?? [];
        const n = citation.index;
        return {
          citation,
          entryId: ids.entry(n),
          domain:
            citation.domain && citation.domain !== citation.displayTitle ? citation.domain : null,
          backLinks: refs.map((k) => ({
            id: ids.reference(n, k),
            face: `↩${refs.length > 1 ? k : ''}`,
            name: formatLabel(text.backToReference, { n, k }),
          })),
        };
      });
  });

  constructor() {
    effect(() => {
      const entries = this.entries();
      const text = this.text();
      this.defaults ??= new SourceEntries(this.renderer, this.list().nativeElement);
      if (this.entryTemplate()) this.defaults.clear();
      else this.defaults.render(entries, text.opensInNewTab);
    });
  }

  protected goToReference(event: MouseEvent): void {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link?.classList.contains('agui-sources-backlink')) return;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    const id = link.getAttribute('href')?.slice(1) ?? '';
    if (revealAndFocus(this.document, id, this.injector)) event.preventDefault();
  }
}

/** Occurrence numbers (1..k) of the markers each source has in the text, by citation id. */
function toReferences(cited: CitedText, friendlyAnchors: boolean): Map<string, number[]> {
  const links = new Map<string, number[]>();
  // The text's own pieces (its markers are the same with or without friendly anchors).
  for (const piece of citedTextPiecesOf(cited, friendlyAnchors)) {
    if (piece.kind !== 'marker') continue;
    const list = links.get(piece.citation.id) ?? [];
    list.push(piece.occurrence);
    links.set(piece.citation.id, list);
  }
  return links;
}
