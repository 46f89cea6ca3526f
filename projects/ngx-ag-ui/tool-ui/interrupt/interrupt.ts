import { NgTemplateOutlet } from '@angular/common';
import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  computed,
  ElementRef,
  inject,
  Injector,
  input,
  type OnInit,
  signal,
  type TemplateRef,
  untracked,
} from '@angular/core';
import type { Interrupt } from '@ag-ui/core';

import { injectAgent, type InterruptAnswer } from 'ngx-ag-ui';
import { AG_UI_TOOL_UI_LABELS, fillToolUiLabel } from '../labels/tool-ui-labels';
import { checkInterruptAnswer, type InterruptAnswerProblems } from './check-interrupt-answer';
import { toInterruptFields, toInterruptPayload } from './to-interrupt-fields';

/** What an app's own template for `<agui-interrupt>` gets. */
export interface InterruptTemplateContext {
  /** The interrupt to answer. */
  readonly $implicit: Interrupt;
  /** Sends `payload` as the resolved answer; `false` when it was not sent (see the store). */
  readonly answer: (payload?: unknown) => boolean;
  /** Cancels the interrupt (allowed even after it has expired). */
  readonly cancel: () => boolean;
}

let nextId = 0;

/**
 * Asks a person for what an interrupted run waits on. With a `responseSchema` (an object JSON
 * Schema) it draws a form: text, number and integer fields, checkboxes for booleans, a list for
 * an enum; `required` and `description` (as the hint) are honoured, and the answer is checked
 * against the whole schema before it is sent, each problem shown beside its field. Without a
 * schema it shows `template`, or Approve / Reject (`{ approved: true | false }`). Focus moves to
 * it when it appears and it is announced politely. Each answer carries the store's
 * `interruptGeneration()` from when the card appeared, so a stale card sends nothing; an expired
 * interrupt can only be cancelled.
 *
 * @example
 * @for (interrupt of agent.interrupts(); track interrupt) {
 *   <agui-interrupt [interrupt]="interrupt" />
 * }
 */
@Component({
  selector: 'agui-interrupt',
  imports: [NgTemplateOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    role: 'group',
    tabindex: '-1',
    '[attr.aria-labelledby]': 'headingId',
    '[attr.aria-busy]': 'sent() || null',
  },
  templateUrl: './interrupt.html',
  styleUrl: './interrupt.css',
})
export class InterruptCard implements OnInit {
  /** The interrupt to answer (an item of `store.interrupts()`). */
  readonly interrupt = input.required<Interrupt>();
  /** The agent whose run waits (the only or default one when absent). */
  readonly agentId = input<string>();
  /** The store's `interruptGeneration()` the card was drawn for; the current one when absent. */
  readonly generation = input<number>();
  /** The app's own way to ask, used when the interrupt has no `responseSchema`. */
  readonly template = input<TemplateRef<InterruptTemplateContext>>();

  readonly #host = inject<ElementRef<HTMLElement>>(ElementRef);
  readonly #injector = inject(Injector);
  #drawnFor = 0;

  protected readonly labels = inject(AG_UI_TOOL_UI_LABELS);
  protected readonly headingId = `agui-interrupt-${nextId++}`;
  protected readonly fields = computed(() => toInterruptFields(this.interrupt().responseSchema));
  protected readonly problems = signal<InterruptAnswerProblems>(new Map());
  /** Problems no drawn field shows (the answer as a whole, a property without a control). */
  protected readonly otherProblems = computed(() => {
    const drawn = new Set(this.fields()?.map((field) => field.name));
    return [...this.problems().keys()].filter((name) => !drawn.has(name));
  });
  /** Why nothing was sent (expired, stale), shown as an alert. */
  protected readonly notice = signal('');
  protected readonly sent = signal(false);
  protected readonly announcement = signal('');
  protected readonly context = computed((): InterruptTemplateContext => ({
    $implicit: this.interrupt(),
    answer: (payload) => this.#send({ payload }),
    cancel: () => this.#send({ status: 'cancelled' }),
  }));

  constructor() {
    afterNextRender(() => {
      this.#host.nativeElement.focus();
      const interrupt = this.interrupt();
      this.announcement.set(
        fillToolUiLabel(this.labels.interruptAnnouncement, {
          text: interrupt.message ?? interrupt.reason,
        }),
      );
    });
  }

  ngOnInit(): void {
    this.#drawnFor = this.generation() ?? untracked(() => this.#agent().interruptGeneration());
  }

  protected fieldId(name: string, part = ''): string {
    const index = this.fields()?.findIndex((field) => field.name === name) ?? -1;
    return `${this.headingId}-f${index}${part}`;
  }

  protected describedBy(name: string, hint: string | null): string | null {
    const ids = [
      hint ? this.fieldId(name, '-hint') : '',
      this.problems().has(name) ? this.fieldId(name, '-error') : '',
    ];
    return ids.filter(Boolean).join(' ') || null;
  }

  protected async submit(event: Event, form: HTMLFormElement): Promise<void> {
    event.preventDefault();
    const fields = this.fields();
    const schema = this.interrupt().responseSchema;
    if (!fields || !schema || this.sent()) return;
    const values: Record<string, string | boolean> = {};
    for (const field of fields) {
      const control = form.elements.namedItem(field.name);
      if (control instanceof HTMLInputElement && control.type === 'checkbox')
        values[field.name] = control.checked;
      else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement)
        values[field.name] = control.value;
    }
    const payload = toInterruptPayload(fields, values);
    const problems = await checkInterruptAnswer(schema, payload);
    this.problems.set(problems);
    if (problems.size === 0) {
      this.#send({ payload });
      return;
    }
    afterNextRender(
      () => this.#host.nativeElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      { injector: this.#injector },
    );
  }

  protected approve(approved: boolean): void {
    this.#send({ payload: { approved } });
  }

  protected cancel(): void {
    this.#send({ status: 'cancelled' });
  }

  #send(answer: InterruptAnswer): boolean {
    if (this.sent()) return false;
    const interrupt = this.interrupt();
    const ok = this.#agent().answerInterrupt(interrupt.id, {
      ...answer,
      generation: this.#drawnFor,
    });
    if (ok) {
      this.sent.set(true);
      this.notice.set('');
      return true;
    }
    // The store refused and warned: say why here, where the person is looking.
    const expired =
      answer.status !== 'cancelled' && Date.parse(interrupt.expiresAt ?? '') <= Date.now();
    this.notice.set(
      expired
        ? fillToolUiLabel(this.labels.interruptExpired, { time: interrupt.expiresAt ?? '' })
        : this.labels.interruptNotSent,
    );
    return false;
  }

  #agent() {
    return injectAgent({ agentId: this.agentId(), injector: this.#injector });
  }
}
