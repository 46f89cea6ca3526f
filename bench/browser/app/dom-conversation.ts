import type { BaseEvent } from '@ag-ui/core';
import {
  ChangeDetectionStrategy,
  Component,
  DOCUMENT,
  ElementRef,
  inject,
  input,
  ViewEncapsulation,
} from '@angular/core';
import {
  type AgentThread,
  applyAgentEvent,
  createAgentThread,
  type CitedText,
  resolveCitedText,
  type ThreadMessage,
} from 'ngx-ag-ui/core';
import {
  DEFAULT_CITATION_LABELS,
  formatLabel,
  toCitationEntryId,
  toCitationReferenceId,
} from 'ngx-ag-ui/citations';
import { lastValueFrom, type Observable, tap } from 'rxjs';

import type { BenchPipeline } from './bench-pipeline';

const LABELS = DEFAULT_CITATION_LABELS;

/**
 * Pipeline V, the baseline: the same rows written by hand with DOM calls. The data
 * work is A's (the core reducer, then `resolveCitedText` per message), so V differs from A only
 * in how the DOM is made: per message the text with a `<button>` per marker (number, hidden
 * accessible name, `aria-haspopup`, `aria-expanded`, id), and a labelled sources section whose
 * entries have their link and back-links, under the same element names and
 * `content-visibility: auto` rows, so the runner counts and checks them as it does A's. It has
 * no behaviour (no cards, no listeners): it measures what the DOM itself costs. Render only.
 */
@Component({
  selector: 'app-dom-conversation',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: '',
  styles: `
    app-bench-message {
      display: block;
      content-visibility: auto;
      contain-intrinsic-size: auto 16rem;
      padding: 0.5rem 0;
      border-bottom: 1px solid #ddd;
    }
    agui-cited-text {
      white-space: pre-wrap;
      overflow-wrap: break-word;
    }
    .agui-vh {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
      border: 0;
    }
  `,
  // The rows are made by hand, without the attributes emulated encapsulation would match.
  encapsulation: ViewEncapsulation.None,
})
export class DomConversation implements BenchPipeline {
  private readonly document = inject(DOCUMENT);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  private thread: AgentThread = createAgentThread();

  /** Unused: V renders and does not stream. */
  readonly streamingId = input<string | null>(null);

  async feed(events: Observable<BaseEvent>): Promise<void> {
    await lastValueFrom(
      events.pipe(tap((event) => (this.thread = applyAgentEvent(this.thread, event)))),
      {
        defaultValue: undefined,
      },
    );
    const rows = this.document.createDocumentFragment();
    for (const message of this.thread.messages) {
      if (message.role === 'assistant') rows.append(this.row(message));
    }
    this.host.append(rows);
  }

  inspect(id: string): { readonly content: string; readonly citations: number } | undefined {
    const message = this.thread.messages.find((m) => m.id === id) as ThreadMessage | undefined;
    if (!message) return undefined;
    return {
      content: typeof message.content === 'string' ? message.content : '',
      citations: message.citations?.length ?? 0,
    };
  }

  private row(message: ThreadMessage): HTMLElement {
    const content = typeof message.content === 'string' ? message.content : '';
    const cited = resolveCitedText(content, message.citations ?? []);
    const row = this.element('app-bench-message');
    row.setAttribute('data-message-id', message.id);
    row.append(this.text(cited, message.id));
    if (cited.citations.length > 0) row.append(this.sources(cited, message.id));
    return row;
  }

  private text(cited: CitedText, key: string): HTMLElement {
    const view = this.element('agui-cited-text');
    const markers: {
      offset: number;
      n: number;
      k: number;
      title: string;
      domain: string | null;
    }[] = [];
    for (const citation of cited.citations) {
      citation.spans.forEach((span, k) => {
        if (typeof span.markerOffset === 'number') {
          markers.push({
            offset: span.markerOffset,
            n: citation.index,
            k: k + 1,
            title: citation.displayTitle,
            domain: citation.domain,
          });
        }
      });
    }
    markers.sort((a, b) => a.offset - b.offset || a.n - b.n);
    let at = 0;
    for (const marker of markers) {
      if (marker.offset > at) view.append(cited.text.slice(at, marker.offset));
      at = marker.offset;
      const button = this.element('button');
      button.type = 'button';
      button.className = 'agui-marker';
      button.id = toCitationReferenceId(key, marker.n, marker.k);
      button.setAttribute('aria-haspopup', 'dialog');
      button.setAttribute('aria-expanded', 'false');
      const face = this.element('span');
      face.setAttribute('aria-hidden', 'true');
      face.textContent = String(marker.n);
      const name = this.element('span');
      name.className = 'agui-vh';
      const template =
        marker.domain && marker.domain !== marker.title
          ? LABELS.markerName
          : LABELS.markerNameNoDomain;
      name.textContent = ` ${formatLabel(template, { n: marker.n, title: marker.title, domain: marker.domain ?? '' })}`;
      button.append(face, name);
      const wrapper = this.element('agui-citation-marker');
      wrapper.append(button);
      view.append(wrapper);
    }
    if (at < cited.text.length) view.append(cited.text.slice(at));
    return view;
  }

  private sources(cited: CitedText, key: string): HTMLElement {
    const list = this.element('agui-sources');
    const section = this.element('section');
    const heading = this.element('h3');
    heading.id = `${key}-sources-heading`;
    heading.textContent = `${LABELS.sources} (${cited.citations.length})`;
    section.setAttribute('aria-labelledby', heading.id);
    const ol = this.element('ol');
    for (const citation of cited.citations) {
      const li = this.element('li');
      li.id = toCitationEntryId(key, citation.index);
      li.value = citation.index;
      li.tabIndex = -1;
      if (citation.href) {
        const link = this.element('a');
        link.href = citation.href;
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        link.append(citation.displayTitle, this.hidden(` ${LABELS.opensInNewTab}`));
        li.append(link);
      } else {
        li.append(citation.displayTitle);
      }
      if (citation.domain && citation.domain !== citation.displayTitle)
        li.append(` ${citation.domain}`);
      citation.spans.forEach((_span, i) => {
        const k = i + 1;
        const back = this.element('a');
        back.href = `#${toCitationReferenceId(key, citation.index, k)}`;
        const arrow = this.element('span');
        arrow.setAttribute('aria-hidden', 'true');
        arrow.textContent = citation.spans.length > 1 ? `↩${k}` : '↩';
        back.append(
          arrow,
          this.hidden(formatLabel(LABELS.backToReference, { n: citation.index, k })),
        );
        li.append(back);
      });
      ol.append(li);
    }
    section.append(heading, ol);
    list.append(section);
    return list;
  }

  private hidden(text: string): HTMLElement {
    const span = this.element('span');
    span.className = 'agui-vh';
    span.textContent = text;
    return span;
  }

  private element<K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K];
  private element(tag: string): HTMLElement;
  private element(tag: string): HTMLElement {
    return this.document.createElement(tag);
  }
}
