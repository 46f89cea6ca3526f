import {
  ApplicationRef,
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  computed,
  DestroyRef,
  DOCUMENT,
  ElementRef,
  EnvironmentInjector,
  inject,
  Injector,
  input,
  PendingTasks,
  signal,
} from '@angular/core';
import {
  AG_UI_CITATION_OPTIONS,
  type CitationLabels,
  type CitationMarkerAction,
  type CitationVariant,
  type CitedTextMarker,
  toCitationEntryId,
  toCitationReferenceId,
  toCitedTextPieces,
  ɵDelegatedMarkers as DelegatedMarkers,
  ɵMarkerCards as MarkerCards,
  type ɵMarkerElementRow as MarkerElementRow,
  type ɵMarkerFace as MarkerFace,
  ɵrevealAndFocus as revealAndFocus,
  ɵtoMarkerFace as toMarkerFace,
} from 'ngx-ag-ui/citations';
import type { Citation, CitedText } from 'ngx-ag-ui/core';

import { toMarkdownCitedText } from './footnotes/to-markdown-cited-text';
import { HighlightAllowance } from './highlight/highlight-budget';
import { toLimitNotices, type MarkdownLimitView } from './limits/markdown-limit-notices';
import { AG_UI_MARKDOWN_LABELS } from './options/markdown-labels';
import { AG_UI_MARKDOWN_OPTIONS, type MarkdownOptionsInit } from './options/markdown-options';
import { MarkdownDocument, parseGfmMarkdown } from './parse/markdown-document';
import type { MarkdownBlockContext, MarkdownBlockHandle } from './render/markdown-block-context';
import {
  type MarkdownBlockGroup,
  MarkdownBlockGroupView,
  type RenderedBlock,
  toBlockGroups,
} from './render/markdown-block-group';
import { MarkdownItemCache } from './render/markdown-item-cache';
import { injectMarkerRenderer } from './render/marker-renderer';
import { toMarkerStamp } from './render/marker-stamp';
import { toMarkdownRenderNodes } from './render/to-markdown-render-nodes';
import { MARKDOWN_VIEW_STYLES } from './markdown-view-styles';

let nextKey = 0;

type Claims = CitedTextMarker['claims'];
const NO_CLAIMS: Claims = [];

/**
 * An offset before which `now` and `before` hold the same entries: that of the last entry the
 * two share before they first differ (`at(k)` reads entry `k` of `now`), `Infinity` when they
 * agree, `-1` when they differ from the first. Entries come in offset order, and both lists'
 * first differing entries lie at or after the last shared one, so a block ending before it held
 * the same entries at the last render. A shorter list counts as a change from the start.
 */
function keptBefore<T>(now: readonly T[], before: readonly T[], at: (k: number) => number): number {
  const length = Math.min(now.length, before.length);
  for (let k = 0; k < length; k++) if (now[k] !== before[k]) return k > 0 ? at(k - 1) : -1;
  if (now.length > before.length) return length > 0 ? at(length - 1) : -1;
  return now.length === before.length ? Infinity : -1;
}

function sameClaims(a: Claims, b: Claims): boolean {
  return (
    a === b ||
    (a.length === b.length && a.every(([from, to], i) => from === b[i][0] && to === b[i][1]))
  );
}

/**
 * A message's text rendered as CommonMark + GFM, with the citation markers, cards, claim
 * highlight and labels of `<agui-cited-text>`. Rendered with `Renderer2` from the syntax
 * tree: no `innerHTML`, raw HTML shown as text, links and images vetted by `MarkdownOptions`.
 * While streaming, the end is repaired so nothing jumps, and only the last block is parsed again
 * per update; other blocks keep their DOM (and focus, and an open card).
 *
 * @example
 * <agui-markdown [cited]="cited()" [streaming]="store.isRunning()" messageKey="m1" />
 * <agui-sources [cited]="withFootnotes()" messageKey="m1" />
 */
@Component({
  selector: 'agui-markdown',
  imports: [MarkdownBlockGroupView],
  // Each answer has its own highlighting budget, shared by its code blocks.
  providers: [HighlightAllowance],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    '[attr.aria-busy]': 'streaming() || parsing() || null',
    // One set of listeners drives every marker of the answer (they are plain elements).
    '(pointerover)': 'markerEvents.pointerOver($event)',
    '(pointerout)': 'markerEvents.pointerOut($event)',
    '(focusin)': 'markerEvents.focusIn($event)',
    '(focusout)': 'markerEvents.focusOut($event)',
    '(keydown)': 'markerEvents.keyDown($event)',
    '(click)': 'onClick($event)',
  },
  templateUrl: './markdown-view.html',
  styles: MARKDOWN_VIEW_STYLES,
})
export class MarkdownView {
  private readonly defaultOptions = inject(AG_UI_MARKDOWN_OPTIONS);
  private readonly markdownLabels = inject(AG_UI_MARKDOWN_LABELS);
  // One budget-sized slice per update: a long answer is parsed over tasks, none of them long.
  private readonly document = new MarkdownDocument(parseGfmMarkdown, 1);
  private readonly pendingTasks = inject(PendingTasks);
  /** Bumped in a later task to parse the next slice of a long answer. */
  private readonly slices = signal(0);
  private nextSlice: ReturnType<typeof setTimeout> | null = null;
  private nextSliceDone: (() => void) | null = null;
  private readonly blockCache = new Map<string, RenderedBlock>();
  /** List items and table rows, so a growing list makes and checks its last item only. */
  private itemCache = new MarkdownItemCache();
  /** The footnotes that are citations, the same set while they stay the same (items compare it). */
  private footnotes: ReadonlySet<string> = new Set();

  /** The Markdown text and its numbered citations. */
  readonly cited = input.required<CitedText>();
  /** Whether the text is still streaming (the end is repaired; sets `aria-busy`). */
  readonly streaming = input(false, { transform: booleanAttribute });
  /** Key shared with `<agui-sources>` to link markers and entries (the message id). */
  readonly messageKey = input(`agui-md${nextKey++}`);
  /** Look of the markers; defaults to `AG_UI_CITATION_OPTIONS.variant`. */
  readonly variant = input<CitationVariant>();
  /** Behaviour of the markers; defaults to `AG_UI_CITATION_OPTIONS.action`. */
  readonly action = input<CitationMarkerAction>();
  /** Whether citations with a `label` show as the label with a superscript number. */
  readonly friendlyAnchors = input<boolean>();
  /** Labels overriding those of `AG_UI_CITATION_OPTIONS`. */
  readonly labels = input<Partial<CitationLabels>>();
  /** Options overriding those of `AG_UI_MARKDOWN_OPTIONS` (links, images, URL filter). */
  readonly options = input<MarkdownOptionsInit>();

  private readonly resolvedOptions = computed(() => ({
    ...this.defaultOptions,
    ...this.options(),
  }));
  private readonly markers = computed(() =>
    toCitedTextPieces(toMarkdownCitedText(this.cited())).filter(
      (piece): piece is CitedTextMarker => piece.kind === 'marker',
    ),
  );
  /** Claim boundaries, ascending: each block takes its own with one walk (not a scan per block). */
  private readonly cuts = computed(() =>
    this.markers()
      .flatMap((marker) => marker.claims.flat())
      .sort((a, b) => a - b),
  );

  /** Whether the last render failed (the text is then shown plain; see `blocks`). */
  private failed = false;

  protected readonly blocks = computed<readonly RenderedBlock[]>(() => {
    this.slices();
    try {
      const rendered = this.renderBlocks();
      this.failed = false;
      return rendered;
    } catch {
      // Nothing an answer holds may break the page (or a chat's message list): whatever the
      // parser or the conversion throws, the answer is shown as plain text with a notice.
      this.failed = true;
      this.blockCache.clear();
      this.itemCache = new MarkdownItemCache();
      this.lastBlocks = [];
      this.lastRendered = [];
      return [];
    }
  });

  /** Notices and the plain rest of the text, read after `blocks` (which updates the document). */
  protected readonly limits = computed<MarkdownLimitView | null>(
    () => {
      this.blocks();
      const text = this.cited().text;
      const pending = this.document.pending;
      const limit = this.failed
        ? { at: 0, reason: null }
        : (this.document.limit ?? (pending === null ? null : { at: pending, reason: null }));
      const notices = toLimitNotices(
        { ...this.markdownLabels, ...this.resolvedOptions().limitNotices },
        limit?.reason ?? null,
        !this.failed && this.document.depthCapped,
        this.failed,
      );
      const rest = limit ? text.slice(limit.at) : '';
      return notices.length > 0 || rest ? { notices, rest } : null;
    },
    {
      equal: (a, b) =>
        a === b ||
        (a !== null &&
          b !== null &&
          a.rest === b.rest &&
          a.notices.length === b.notices.length &&
          a.notices.every((notice, i) => notice === b.notices[i])),
    },
  );

  private renderBlocks(): readonly RenderedBlock[] {
    const streaming = this.streaming();
    const blocks = this.document.update(this.cited().text, streaming);
    this.parseRestLater();
    const markers = this.markers();
    const cuts = this.cuts();
    const options = this.resolvedOptions();
    const footnotesBefore = this.footnotes;
    const footnotes = this.citedFootnotes(markers);
    // A footnote that became (or stopped being) a citation changes how its definition renders,
    // a block the signature below does not tell apart: render every block again, once.
    if (footnotes !== footnotesBefore) this.blockCache.clear();
    const used = new Map<string, RenderedBlock>();
    // Without markers or claims a kept block renders as before: reuse it without a signature,
    // so prose of many short paragraphs costs a pointer check per block, not a string.
    const plain = markers.length === 0 && cuts.length === 0;
    const reuse =
      plain && this.lastPlain && streaming === this.lastStreaming && footnotes === footnotesBefore;
    const previous = this.lastBlocks;
    const previousRendered = this.lastRendered;
    // More slices to come (a long answer) count as a later render: their blocks are kept.
    const track = streaming || previousRendered.length > 0 || this.document.pending !== null;
    // With markers, a kept block renders as before when no marker or claim up to its end
    // changed: found once per render by comparing the markers (a hundred), so each of the
    // thousands of blocks before the changed one costs a pointer check, not a signature.
    const stampsBefore = this.lastStamps;
    const stamps = track ? markers.map(toMarkerStamp) : [];
    const keptUpTo =
      track && streaming === this.lastStreaming && footnotes === footnotesBefore
        ? Math.min(
            keptBefore(stamps, stampsBefore, (k) => markers[k].offset),
            keptBefore(cuts, this.lastCuts, (k) => cuts[k]),
          )
        : -1;
    let m = 0;
    let c = 0;
    // Two blocks can share a start offset (some CommonMark examples do): keys stay unique, as
    // the @for that renders them requires.
    const keys = new Set<string>();
    const rendered = blocks.map((block, i) => {
      const last = i === blocks.length - 1;
      const before = previousRendered[i];
      if (!last && previous[i] === block && (reuse || block.end < keptUpTo)) {
        while (m < markers.length && markers[m].offset <= block.end) m++;
        keys.add(before.key);
        return before;
      }
      // Past a limit the text is plain: its markers are not rendered (a hostile answer can hold
      // thousands), the sources list still has them.
      const upTo = last
        ? Math.min(this.document.limit?.at ?? Infinity, this.document.pending ?? Infinity)
        : block.end;
      const firstMine = m;
      const mine: CitedTextMarker[] = [];
      while (m < markers.length && markers[m].offset <= upTo) mine.push(markers[m++]);
      // Blocks come in order and do not overlap: the cuts inside this one follow the last one's.
      while (c < cuts.length && cuts[c] <= block.start) c++;
      const ownCuts: number[] = [];
      for (let k = c; k < cuts.length && cuts[k] < block.end; k++) ownCuts.push(cuts[k]);
      // Streaming hides `[^label]` text: a block kept at the end of a stream renders again.
      // A finished answer rendered for the first time (a saved thread opening) has nothing to
      // reuse: no signatures, whose marker stamps cost more than the rest of the lookup. The
      // stamps are those worked out above for the whole answer, not made again per block.
      const signature = track
        ? `${streaming ? 's' : ''}${block.start}:${block.node.type}:${stamps.slice(firstMine, m).join(',')}:${ownCuts.join(',')}`
        : null;
      const cached = signature === null ? undefined : this.blockCache.get(signature);
      if (cached && !last && this.cacheNode.get(cached) === block.node) {
        if (signature !== null) used.set(signature, cached);
        keys.add(cached.key);
        return cached;
      }
      const nodes = toMarkdownRenderNodes(block.node, {
        markers: mine,
        cuts: ownCuts,
        limit: block.limit,
        options,
        definitions: this.document.definitions,
        footnotes,
        streaming,
        items: this.itemCache,
      });
      const key = keys.has(`b${block.start}`) ? `b${block.start}-${i}` : `b${block.start}`;
      keys.add(key);
      const fresh: RenderedBlock = { key, nodes };
      this.cacheNode.set(fresh, block.node);
      if (signature !== null) used.set(signature, fresh);
      return fresh;
    });
    if (!reuse) {
      this.blockCache.clear();
      for (const [signature, block] of used) this.blockCache.set(signature, block);
    }
    // The document's array itself (it makes a new one per update, never changes one): no copy
    // per chunk that grows with the answer.
    this.lastBlocks = blocks;
    this.lastRendered = rendered;
    this.lastStreaming = streaming;
    this.lastPlain = plain;
    this.lastStamps = stamps;
    this.lastCuts = cuts;
    return rendered;
  }
  /** Whether part of a long answer waits for a later task to be parsed (shown plain till then). */
  protected readonly parsing = computed(() => {
    this.blocks();
    return this.document.pending !== null;
  });

  constructor() {
    inject(DestroyRef).onDestroy(() => {
      this.settleNextSlice();
      this.delegated?.destroy();
      this.cards?.destroy();
    });
  }

  /**
   * When the document stopped with text left to parse, parses on in a task of its own (a long
   * answer renders slice by slice, the page responsive between them); a pending task keeps the
   * app unstable (tests, server rendering) until the answer is whole.
   */
  private parseRestLater(): void {
    if (this.document.pending === null || this.nextSlice !== null) return;
    this.nextSliceDone = this.pendingTasks.add();
    this.nextSlice = setTimeout(() => {
      const done = this.nextSliceDone;
      this.nextSlice = null;
      this.nextSliceDone = null;
      this.slices.update((n) => n + 1);
      done?.();
    });
  }

  private settleNextSlice(): void {
    if (this.nextSlice !== null) clearTimeout(this.nextSlice);
    this.nextSliceDone?.();
    this.nextSlice = null;
    this.nextSliceDone = null;
  }

  /** The document's footnotes that are citations: the set of the last render if the same. */
  private citedFootnotes(markers: readonly CitedTextMarker[]): ReadonlySet<string> {
    const cited = [...this.document.footnotes].filter((label) =>
      markers.some((m) => m.citation.id === `footnote:${label}`),
    );
    const same =
      cited.length === this.footnotes.size && cited.every((label) => this.footnotes.has(label));
    if (!same) this.footnotes = new Set(cited);
    return this.footnotes;
  }

  /** The blocks of the last render, and what each rendered as (same index). */
  private lastBlocks: readonly object[] = [];
  private lastRendered: readonly RenderedBlock[] = [];
  private lastStreaming = false;
  private lastPlain = false;
  /** What each marker of the last render showed (`toMarkerStamp`), and its claim cuts. */
  private lastStamps: readonly string[] = [];
  private lastCuts: readonly number[] = [];
  private lastGroups: readonly MarkdownBlockGroup[] = [];
  /** The blocks in groups, so a chunk checks the groups on the path to the last block only. */
  protected readonly groups = computed(
    () => (this.lastGroups = toBlockGroups(this.blocks(), this.lastGroups)),
  );
  private readonly cacheNode = new WeakMap<RenderedBlock, object>();

  private readonly activeKey = signal<string | null>(null);
  // Every block reads this (its claim highlight): it must change only when the highlight does,
  // not with every streamed chunk, or each chunk would re-render every block.
  private readonly activeClaims = computed(
    () => {
      const key = this.activeKey();
      if (key === null) return NO_CLAIMS;
      return this.markers().find((marker) => marker.key === key)?.claims ?? NO_CLAIMS;
    },
    { equal: sameClaims },
  );

  /** The blocks shown (they register themselves), told when the highlighted claim changes. */
  private readonly shownBlocks = new Set<MarkdownBlockHandle>();

  /**
   * What the blocks read from this view: a new object only when an option they show changes
   * (each block then updates its markers and code blocks), not with every streamed chunk.
   */
  protected readonly blockContext = computed<MarkdownBlockContext>(() => {
    const messageKey = this.messageKey();
    const options = this.citationOptions;
    const variant = this.variant() ?? options.variant;
    const friendlyAnchors = this.friendlyAnchors() ?? options.friendlyAnchors;
    const overrides = this.labels();
    const labels = overrides === undefined ? options.labels : { ...options.labels, ...overrides };
    const links = this.links();
    // Faces by citation object: a citation has one face whatever its number of markers.
    const faces = new WeakMap<Citation, MarkerFace>();
    return {
      variant: this.variant(),
      action: this.action(),
      friendlyAnchors: this.friendlyAnchors(),
      labels: overrides,
      streaming: this.streaming(),
      blocks: this.shownBlocks,
      markerRenderer: this.markerRenderer,
      inClaim: (start, end) => this.activeClaims().some(([from, to]) => start >= from && end <= to),
      setActive: (key, active) => this.setActive(key, active),
      markerRow: (marker): MarkerElementRow => {
        const { citation, occurrence } = marker;
        let face = faces.get(citation);
        if (face === undefined)
          faces.set(citation, (face = toMarkerFace(citation, variant, friendlyAnchors, labels)));
        const referenceId = toCitationReferenceId(messageKey, citation.index, occurrence);
        return links
          ? {
              key: marker.key,
              face,
              referenceId,
              entryId: toCitationEntryId(messageKey, citation.index),
            }
          : { key: marker.key, face, referenceId };
      },
      markersChanged: () => this.cards?.refresh((key) => this.citationOf(key), this.labels()),
    };
  });

  private readonly citationOptions = inject(AG_UI_CITATION_OPTIONS);
  private readonly links = computed(
    () => (this.action() ?? this.citationOptions.action) === 'link',
  );
  private readonly injector = inject(Injector);
  private readonly element = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  private readonly documentRef = inject(DOCUMENT);
  /** What markers and their cards are made with (they carry the marker styles). */
  private readonly markerRenderer = injectMarkerRenderer();
  private readonly appRef = inject(ApplicationRef);
  private readonly environmentInjector = inject(EnvironmentInjector);
  private delegated?: DelegatedMarkers;
  /** The cards of the markers opened so far (created at the first opening). */
  private cards?: MarkerCards;

  /**
   * The markers' listeners, created at the first event that reaches this answer: most answers
   * of a long conversation are never pointed at.
   */
  protected get markerEvents(): DelegatedMarkers {
    return (this.delegated ??= new DelegatedMarkers(this.element, this.documentRef, {
      openDelay: this.citationOptions.openDelay,
      closeDelay: this.citationOptions.closeDelay,
      isLink: () => this.links(),
      setOpen: (key, open, marker) => {
        const citation = this.citationOf(key);
        if (open && citation) this.markerCards.show(key, marker, citation, this.labels());
        else this.cards?.hide(key);
      },
      afterOpen: (key, focusCard) => this.markerCards.afterShow(key, focusCard, this.injector),
      setActive: (key, active) => this.setActive(key, active),
    }));
  }

  private get markerCards(): MarkerCards {
    return (this.cards ??= new MarkerCards({
      renderer: this.markerRenderer,
      appRef: this.appRef,
      environmentInjector: this.environmentInjector,
      elementInjector: this.injector,
      document: this.documentRef,
    }));
  }

  /** A click in the answer: a link marker moves focus to its source; a button toggles its card. */
  protected onClick(event: MouseEvent): void {
    const link = event.target instanceof Element ? event.target.closest('a.agui-marker') : null;
    if (!link || !this.element.contains(link)) return this.markerEvents.click(event);
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    // Not the `href="#id"` jump, which a `<base href>` sends to another page.
    const entryId = link.getAttribute('href')?.slice(1) ?? '';
    if (revealAndFocus(this.documentRef, entryId, this.injector)) event.preventDefault();
  }

  private citationOf(key: string): Citation | undefined {
    return this.markers().find((marker) => marker.key === key)?.citation;
  }

  private setActive(key: string, active: boolean): void {
    const before = this.activeClaims();
    if (active) this.activeKey.set(key);
    else if (this.activeKey() === key) this.activeKey.set(null);
    // Only the text runs that enter or leave the claim change (no block re-renders).
    if (this.activeClaims() !== before) for (const block of this.shownBlocks) block.highlight();
  }
}
