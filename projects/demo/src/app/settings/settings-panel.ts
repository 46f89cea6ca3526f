import { ChangeDetectionStrategy, Component, inject, linkedSignal } from '@angular/core';

import { DEMO_FAILURES } from '../chat/demo-prompts';
import { DEFAULT_AGENT_URL, DemoSettings, type DemoSettingsValue } from './demo-settings';

/** Where the demo sends its runs, and how the bundled agent should behave. */
@Component({
  selector: 'app-settings-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="panel" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <form class="settings" (submit)="applyUrl($event)">
        <label for="agent-url">Agent URL</label>
        <div class="inline-field">
          <input
            id="agent-url"
            name="agentUrl"
            type="text"
            inputmode="url"
            autocomplete="url"
            spellcheck="false"
            aria-describedby="agent-url-hint"
            [value]="urlDraft()"
            (input)="urlDraft.set($any($event.target).value)"
          />
          <button type="submit">Use</button>
        </div>
        <p id="agent-url-hint" class="muted">
          Now: <code>{{ settings.agentUrl() }}</code>.
          @if (settings.isCustomAgent()) {
            <button type="button" class="link-button" (click)="useBundledAgent()">
              Use the bundled agent
            </button>
          } @else {
            The bundled demo agent, through the dev-server proxy. Any AG-UI endpoint (POST + SSE)
            works if it allows this origin (CORS).
          }
        </p>
      </form>
      <div class="settings">
        <label for="chaos">Failure to simulate</label>
        <select id="chaos" [value]="value().chaos" (change)="set('chaos', $event)">
          <option value="none">None</option>
          @for (failure of failures; track failure.chaos) {
            <option [value]="failure.chaos">{{ failure.label }}</option>
          }
        </select>
        <label for="pace">Streaming pace</label>
        <select id="pace" [value]="value().pace" (change)="set('pace', $event)">
          <option value="agent">The agent's default</option>
          <option value="fast">Fast</option>
          <option value="slow">Slow</option>
        </select>
        <label for="delivery">Citation delivery</label>
        <select id="delivery" [value]="value().delivery" (change)="set('delivery', $event)">
          <option value="auto">Alternate per question</option>
          <option value="state">state.citations and [^id] markers</option>
          <option value="metadata">message.metadata.citations</option>
        </select>
        <label for="marker">Marker style</label>
        <select id="marker" [value]="value().marker" (change)="set('marker', $event)">
          <option value="number">Numbers</option>
          <option value="domain">Domains</option>
        </select>
        <label for="wire">Wire format</label>
        <select id="wire" [value]="value().wire" (change)="set('wire', $event)">
          <option value="sse">Server-sent events (JSON)</option>
          <option value="protobuf">Protobuf frames</option>
        </select>
      </div>
      <p class="muted">
        The failure, pace and delivery settings travel in <code>forwardedProps</code>; other agents
        ignore them.
      </p>
    </section>
  `,
})
export class SettingsPanel {
  protected readonly settings = inject(DemoSettings);
  protected readonly value = this.settings.value;
  protected readonly failures = DEMO_FAILURES;
  protected readonly urlDraft = linkedSignal(() => this.settings.agentUrl());

  protected applyUrl(event: Event): void {
    event.preventDefault();
    this.settings.update({ agentUrl: this.urlDraft() });
  }

  protected useBundledAgent(): void {
    this.settings.update({ agentUrl: DEFAULT_AGENT_URL });
  }

  protected set(key: Exclude<keyof DemoSettingsValue, 'agentUrl'>, event: Event): void {
    this.settings.update({ [key]: (event.target as HTMLSelectElement).value });
  }
}
