import { ChangeDetectionStrategy, Component, computed } from '@angular/core';
import { injectAgent } from 'ngx-ag-ui';
import { CitedTextView, SourcesList } from 'ngx-ag-ui/citations';
import { resolveCitedText, type ThreadMessage } from 'ngx-ag-ui/core';

/** One page: asks the agent on creation, shows the answer with its markers and its sources. */
@Component({
  selector: 'app-root',
  imports: [CitedTextView, SourcesList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <main>
      <h1>Espresso, answered</h1>
      <p id="run-status">Run: {{ store.status() }}</p>
      @for (answer of answers(); track answer.id) {
        <article [attr.data-message]="answer.id">
          <agui-cited-text [cited]="answer.cited" [messageKey]="answer.id" />
          <agui-sources [cited]="answer.cited" [messageKey]="answer.id" [headingLevel]="2" />
        </article>
      }
    </main>
  `,
})
export class SsrPage {
  protected readonly store = injectAgent();
  protected readonly answers = computed(() =>
    this.store
      .messages()
      .filter((message) => message.role === 'assistant')
      .map((message: ThreadMessage) => ({
        id: message.id,
        cited: resolveCitedText(
          typeof message.content === 'string' ? message.content : '',
          message.citations ?? [],
        ),
      })),
  );

  constructor() {
    this.store.send('What is espresso?');
  }
}
