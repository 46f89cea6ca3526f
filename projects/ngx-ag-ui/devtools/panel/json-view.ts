import {
  ChangeDetectionStrategy,
  Component,
  computed,
  forwardRef,
  input,
  signal,
} from '@angular/core';

import { isChanged, MAX_DEPTH, membersOf } from './json-nodes';

/**
 * A collapsible, bounded view of a JSON value: containers open one level at a time (the first
 * level, and members a patch changed, start open), at most 100 members and 12 levels are drawn,
 * and members under a changed path are marked (in text too, for screen readers).
 */
@Component({
  selector: 'agui-devtools-json',
  // It shows nested containers with itself.
  imports: [forwardRef(() => DevtoolsJsonView)],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let list = members();
    <ul class="json" role="list">
      @for (node of list.nodes; track node.pointer) {
        @let changed = isChanged(node.pointer);
        <li [class.changed]="changed">
          @if (node.container && depth() < maxDepth) {
            <button
              type="button"
              class="key"
              [attr.aria-expanded]="isOpen(node.pointer, changed)"
              (click)="toggle(node.pointer, changed)"
            >
              {{ node.key }}: {{ node.preview }}
            </button>
            @if (changed) {
              <span class="mark">changed</span>
            }
            @if (isOpen(node.pointer, changed)) {
              <agui-devtools-json
                [value]="node.value"
                [pointer]="node.pointer"
                [changedPaths]="changedPaths()"
                [depth]="depth() + 1"
              />
            }
          } @else {
            <span class="key">{{ node.key }}: </span><span class="leaf">{{ node.preview }}</span>
            @if (changed) {
              <span class="mark">changed</span>
            }
          }
        </li>
      }
      @if (list.more) {
        <li class="more">… {{ list.more }} more</li>
      }
    </ul>
  `,
  styles: `
    .json { list-style: none; margin: 0; padding-left: 1rem; font: 12px/1.5 ui-monospace, monospace; }
    .key { font: inherit; background: none; border: 0; padding: 0; color: inherit; cursor: pointer; text-align: left; }
    button.key:focus-visible { outline: 2px solid #1a73e8; }
    button.key::before { content: '▸ '; }
    button.key[aria-expanded='true']::before { content: '▾ '; }
    .changed > .key, .changed > .leaf { background: #fff3c4; color: #3d2c00; }
    .mark { margin-left: 0.5em; font-size: 11px; color: #7a4f00; }
    .more { color: #555; }
  `,
})
export class DevtoolsJsonView {
  /** The value to show. */
  readonly value = input.required<unknown>();
  /** Its JSON Pointer ('' at the root). */
  readonly pointer = input('');
  /** JSON Pointers a patch touched. */
  readonly changedPaths = input<ReadonlySet<string>>(new Set());
  /** How deep this level is. */
  readonly depth = input(0);

  protected readonly maxDepth = MAX_DEPTH;
  protected readonly members = computed(() => membersOf(this.value(), this.pointer()));
  /** Containers the user opened (true) or closed (false), over the defaults. */
  readonly #toggled = signal<ReadonlyMap<string, boolean>>(new Map());

  protected isChanged(pointer: string): boolean {
    return isChanged(pointer, this.changedPaths());
  }

  protected isOpen(pointer: string, changed: boolean): boolean {
    return this.#toggled().get(pointer) ?? (this.depth() === 0 || changed);
  }

  protected toggle(pointer: string, changed: boolean): void {
    const open = this.isOpen(pointer, changed);
    this.#toggled.update((map) => new Map(map).set(pointer, !open));
  }
}
