import {
  afterNextRender,
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  computed,
  ElementRef,
  inject,
  Injector,
  input,
  signal,
  viewChild,
} from '@angular/core';

import { injectAgent, type PendingApproval } from 'ngx-ag-ui';
import { toJsonPreview } from '../json-preview/to-json-preview';
import { AG_UI_TOOL_UI_LABELS, fillToolUiLabel, splitToolUiLabel } from '../labels/tool-ui-labels';

let nextId = 0;

/**
 * Asks a person about one frontend tool call waiting for approval: what the agent wants to do,
 * its arguments in readable form, Approve / Reject (with an optional reason) and, when
 * `editable`, the arguments as JSON to change before approving. Focus moves to it when it
 * appears and it is announced politely. Answers through the agent's store
 * (`approve()` / `reject()`); render one per `store.pendingApprovals()` item.
 *
 * @example
 * @for (approval of agent.pendingApprovals(); track approval.toolCall.id) {
 *   <agui-tool-approval [approval]="approval" />
 * }
 */
@Component({
  selector: 'agui-tool-approval',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    role: 'group',
    tabindex: '-1',
    '[attr.aria-labelledby]': 'headingId',
    '[attr.aria-describedby]': 'descriptionId',
    '[attr.aria-busy]': 'decided() || null',
  },
  template: `
    <p [id]="headingId" class="heading">
      {{ heading.before }}<strong>{{ approval().tool.name }}</strong>{{ heading.after }}
    </p>
    <p [id]="descriptionId" class="description">{{ approval().tool.description }}</p>
    @if (fields(); as list) {
      <dl class="args" [attr.aria-label]="labels.arguments">
        @for (field of list; track field.name) {
          <div>
            <dt>{{ field.name }}</dt>
            <dd>{{ field.value }}</dd>
          </div>
        }
      </dl>
    } @else {
      <pre class="args" [attr.aria-label]="labels.arguments">{{ preview().text }}</pre>
    }
    @if (editing()) {
      <label [for]="editId">{{ labels.argumentsJson }}</label>
      <textarea
        #editor
        [id]="editId"
        rows="6"
        [value]="preview().text"
        [attr.aria-invalid]="editError() ? 'true' : null"
        [attr.aria-describedby]="editError() ? editId + '-error' : null"
      ></textarea>
      @if (editError(); as message) {
        <p [id]="editId + '-error'" class="error">{{ message }}</p>
      }
    }
    <label [for]="reasonId">{{ labels.reason }}</label>
    <input #reason [id]="reasonId" type="text" autocomplete="off" />
    <div class="actions">
      <button type="button" class="approve" [disabled]="decided()" (click)="approveCall()">
        {{ labels.approve }}
      </button>
      <button type="button" class="reject" [disabled]="decided()" (click)="rejectCall()">
        {{ labels.reject }}
      </button>
      @if (editable() && preview().complete) {
        <button type="button" [attr.aria-expanded]="editing()" (click)="toggleEditing()">
          {{ labels.editArguments }}
        </button>
      }
    </div>
    <p class="visually-hidden" aria-live="polite">{{ announcement() }}</p>
  `,
  styles: `
    :host {
      display: block;
      padding: var(--agui-tool-approval-padding, 0.75rem 1rem);
      border: var(--agui-tool-approval-border, 1px solid #8a8a8a);
      border-radius: var(--agui-tool-approval-radius, 0.5rem);
      background: var(--agui-tool-approval-background, transparent);
      color: var(--agui-tool-approval-color, inherit);
    }
    :host(:focus-visible) {
      outline: 2px solid var(--agui-tool-approval-focus, #1a5fb4);
      outline-offset: 2px;
    }
    .heading {
      margin: 0 0 0.25rem;
    }
    .description {
      margin: 0 0 0.5rem;
    }
    .args {
      margin: 0 0 0.75rem;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0 0 0.25rem 1rem;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    label,
    input,
    textarea {
      display: block;
      width: 100%;
      box-sizing: border-box;
    }
    input,
    textarea {
      margin: 0.25rem 0 0.75rem;
      font: inherit;
    }
    .actions {
      display: flex;
      gap: 0.5rem;
      flex-wrap: wrap;
    }
    .error {
      color: var(--agui-tool-approval-error, #b00020);
      margin: 0 0 0.5rem;
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      border: 0;
    }
    @media (forced-colors: active) {
      :host {
        border-color: CanvasText;
      }
    }
  `,
})
export class ToolApproval {
  /** The call to decide on (an item of `store.pendingApprovals()`). */
  readonly approval = input.required<PendingApproval>();
  /** The agent whose call it is (the only or default one when absent). */
  readonly agentId = input<string>();
  /** Whether the person may edit the arguments before approving. */
  readonly editable = input(false, { transform: booleanAttribute });

  readonly #host = inject<ElementRef<HTMLElement>>(ElementRef);
  readonly #injector = inject(Injector);
  private readonly reason = viewChild.required<ElementRef<HTMLInputElement>>('reason');
  private readonly editor = viewChild<ElementRef<HTMLTextAreaElement>>('editor');

  protected readonly labels = inject(AG_UI_TOOL_UI_LABELS);
  /** The heading's text before and after the tool's name, which the translation places. */
  protected readonly heading = splitToolUiLabel(this.labels.approvalHeading, 'tool');
  protected readonly headingId = `agui-tool-approval-${nextId++}`;
  protected readonly descriptionId = `${this.headingId}-description`;
  protected readonly reasonId = `${this.headingId}-reason`;
  protected readonly editId = `${this.headingId}-edit`;
  protected readonly editing = signal(false);
  protected readonly editError = signal<string | null>(null);
  protected readonly decided = signal(false);
  protected readonly announcement = signal('');

  /**
   * The arguments as indented JSON, bounded in depth and size: an agent may send them nested
   * 100,000 deep or megabytes long. Only whole arguments can be edited (a cut text sent back
   * would change the call).
   */
  protected readonly preview = computed(() => toJsonPreview(this.approval().args));
  /**
   * Top-level fields of an object argument, each value as text, when the whole arguments fit
   * the preview (so do their fields); `null` for anything else.
   */
  protected readonly fields = computed(() => {
    const args = this.approval().args;
    if (args === null || typeof args !== 'object' || Array.isArray(args)) return null;
    if (!this.preview().complete) return null;
    return Object.entries(args).map(([name, value]) => ({
      name,
      value: typeof value === 'string' ? value : toJsonPreview(value).text,
    }));
  });

  constructor() {
    afterNextRender(() => {
      this.#host.nativeElement.focus();
      this.announcement.set(
        fillToolUiLabel(this.labels.approvalAnnouncement, { tool: this.approval().tool.name }),
      );
    });
  }

  protected approveCall(): void {
    let args: unknown = undefined;
    const editor = this.editor()?.nativeElement;
    if (this.editing() && editor) {
      // The person typed this JSON: a mistake is shown beside the field, not thrown.
      try {
        args = JSON.parse(editor.value);
      } catch {
        this.editError.set(this.labels.invalidJson);
        editor.focus();
        return;
      }
    }
    this.decided.set(true);
    this.#agent().approve(this.approval().toolCall.id, { args });
  }

  protected rejectCall(): void {
    const reason = this.reason().nativeElement.value.trim();
    this.decided.set(true);
    this.#agent().reject(this.approval().toolCall.id, reason || undefined);
  }

  protected toggleEditing(): void {
    this.editing.update((open) => !open);
    this.editError.set(null);
  }

  #agent() {
    return injectAgent({ agentId: this.agentId(), injector: this.#injector });
  }
}
