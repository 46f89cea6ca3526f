import {
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  computed,
  input,
  viewChild,
} from '@angular/core';

import { Attachments } from '../attachments/attachments';
import { AttachmentsInput } from '../attachments/attachments-input';

import { injectChatSession } from '../session/chat-session';
import { DictationButton } from '../voice/dictation-button';
import { ComposerInput } from './composer-input';

let nextId = 0;

/**
 * The message box with Send (Queue while a run is going, when queueing is on), Stop while the
 * agent answers, and Regenerate. After Stop, focus returns to the text field, never to the page.
 */
@Component({
  selector: 'agui-composer',
  imports: [Attachments, AttachmentsInput, ComposerInput, DictationButton],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <form class="agui-composer" [aguiAttachments]="offersAttachments()" (submit)="send($event)">
      <label class="agui-composer-label" [for]="id">{{ labels.composerLabel }}</label>
      <textarea
        aguiComposer
        #composer="aguiComposer"
        class="agui-composer-field"
        rows="2"
        [id]="id"
        [attr.placeholder]="labels.composerPlaceholder"
        [attr.aria-describedby]="id + '-hint'"
      ></textarea>
      <p class="agui-composer-hint" [id]="id + '-hint'">{{ labels.composerHint }}</p>
      @if (offersAttachments()) {
        <agui-attachments />
      }
      <div class="agui-composer-actions">
        @if (!running() || session.options.queueWhileRunning) {
          <button type="submit" class="agui-composer-send" [disabled]="!composer.canSubmit()">
            {{ running() ? labels.queue : labels.send }}
          </button>
        }
        @if (running()) {
          <button type="button" class="agui-composer-stop" (click)="stop()">
            {{ labels.stop }}
          </button>
        } @else {
          <button type="button" [disabled]="session.lastUserId() === null" (click)="regenerate()">
            {{ labels.regenerate }}
          </button>
        }
        <agui-dictation-button [target]="composer" />
      </div>
    </form>
  `,
  styles: `
    :host {
      display: block;
    }
    .agui-composer {
      display: grid;
      gap: var(--agui-chat-gap, 0.5rem);
    }
    .agui-composer-field {
      font: inherit;
      padding: var(--agui-chat-composer-padding, 0.5rem 0.75rem);
      border: 1px solid var(--agui-chat-border-color, currentColor);
      border-radius: var(--agui-chat-radius, 0.5rem);
      background: var(--agui-chat-composer-background, transparent);
      color: inherit;
      resize: vertical;
    }
    .agui-composer-hint {
      margin: 0;
      font-size: 0.875em;
      opacity: 0.8;
    }
    .agui-composer-actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--agui-chat-gap, 0.5rem);
    }
  `,
})
export class Composer {
  /**
   * Whether files can be attached (picker, drop, paste), sent with the text as AG-UI content
   * parts; options in `provideAttachmentOptions`. Turn it on only for agents that take files.
   * When the agent's capabilities are read (`ngx-ag-ui/capabilities`) and declare no file
   * input, the composer offers none even so.
   */
  readonly attachments = input(false, { transform: booleanAttribute });
  protected readonly session = injectChatSession();
  /** Attachments are on, and the agent does not say it takes no files. */
  protected readonly offersAttachments = computed(
    () => this.attachments() && this.session.acceptsAttachments(),
  );
  protected readonly labels = this.session.options.labels;
  protected readonly id = `agui-composer-${nextId++}`;
  protected readonly running = computed(() => this.session.store().isRunning());
  private readonly composerInput = viewChild.required(ComposerInput);

  protected send(event: Event): void {
    event.preventDefault();
    this.composerInput().submit();
  }

  protected stop(): void {
    this.session.store().stop();
    // The Stop button goes away with the run: keep focus in the chat, on the text field.
    this.session.restoreFocusAfterRender();
  }

  protected regenerate(): void {
    this.session.regenerate();
  }
}
