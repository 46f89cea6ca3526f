import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { ToolCall } from '@ag-ui/core';
import { isRecord } from 'ngx-ag-ui/core';
import { toJsonPreview } from 'ngx-ag-ui/tool-ui';

/** How much of arguments that are not JSON is shown. */
const RAW_PREVIEW_CHARS = 20_000;

interface ResultRow {
  readonly title: string;
  readonly url: string;
}

/** One tool call the agent made: its name and query, and (folded) its arguments and result. */
@Component({
  selector: 'app-tool-call-view',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <details class="tool-call">
      <summary>
        <span class="tag">Tool</span> {{ call().function.name }}
        @if (query()) {
          <q>{{ query() }}</q>
        }
        <span class="muted"> · {{ outcome() }}</span>
      </summary>
      <h4>Arguments</h4>
      <pre tabindex="0" aria-label="Tool call arguments">{{ prettyArgs() }}</pre>
      @if (result() !== undefined) {
        <h4>Result</h4>
        @if (rows(); as rows) {
          <ol>
            @for (row of rows; track $index) {
              <li>
                {{ row.title }} <span class="muted">{{ row.url }}</span>
              </li>
            }
          </ol>
        } @else {
          <pre tabindex="0" aria-label="Tool call result">{{ result() }}</pre>
        }
      }
    </details>
  `,
})
export class ToolCallView {
  /** The call, as it sits on its assistant message. */
  readonly call = input.required<ToolCall>();
  /** The content of its tool message, once the result arrived. */
  readonly result = input<string>();

  private readonly args = computed(() => parseJson(this.call().function.arguments));
  protected readonly query = computed(() => {
    const args = this.args();
    return isRecord(args) && typeof args['query'] === 'string' ? args['query'] : '';
  });
  protected readonly prettyArgs = computed(() => {
    const args = this.args();
    // Bounded: an agent's arguments may be nested 100,000 deep or weigh megabytes.
    if (args !== undefined) return toJsonPreview(args).text;
    const raw = this.call().function.arguments;
    return raw.length > RAW_PREVIEW_CHARS ? `${raw.slice(0, RAW_PREVIEW_CHARS)}…` : raw;
  });
  protected readonly rows = computed((): ResultRow[] | null => {
    const result = this.result();
    const parsed = result === undefined ? undefined : parseJson(result);
    if (
      !Array.isArray(parsed) ||
      !parsed.every((row) => isRecord(row) && typeof row['title'] === 'string')
    )
      return null;
    return parsed.map((row) => ({
      title: String(row['title']),
      url: typeof row['url'] === 'string' ? row['url'] : '',
    }));
  });
  protected readonly outcome = computed(() => {
    if (this.result() === undefined) return 'running…';
    const rows = this.rows();
    return rows ? `${rows.length} ${rows.length === 1 ? 'result' : 'results'}` : 'done';
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Arguments are only conventionally JSON (AG-UI never validates them): show them raw.
    return undefined;
  }
}
