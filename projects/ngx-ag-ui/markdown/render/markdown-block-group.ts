import { ChangeDetectionStrategy, Component, input } from '@angular/core';

import { MarkdownBlockView } from './markdown-block';
import type { MarkdownBlockContext } from './markdown-block-context';
import type { MarkdownRenderNode } from './markdown-render-node';

/** One top-level block as rendered: its key (for `@for`) and its render nodes. */
export interface RenderedBlock {
  readonly key: string;
  readonly nodes: readonly MarkdownRenderNode[];
}

/** Blocks in groups of groups: a group holds up to 16 blocks, or up to 16 groups of blocks. */
export interface MarkdownBlockGroup {
  readonly key: string;
  readonly blocks?: readonly RenderedBlock[];
  readonly groups?: readonly MarkdownBlockGroup[];
}

const FAN_OUT = 16;

/**
 * The blocks as groups of 16 groups of 16 blocks (a fixed depth, so a group never changes kind
 * and its DOM stays). A group whose blocks are all the previous ones is the previous object, so
 * its OnPush component is not checked: a streamed chunk checks the groups on the path to the
 * last block, not every block of the answer.
 */
export function toBlockGroups(
  blocks: readonly RenderedBlock[],
  previous: readonly MarkdownBlockGroup[],
): MarkdownBlockGroup[] {
  const outer: MarkdownBlockGroup[] = [];
  const span = FAN_OUT * FAN_OUT;
  for (let o = 0; o * span < blocks.length; o++) {
    const before = previous[o];
    const inner: MarkdownBlockGroup[] = [];
    for (let i = 0; i < FAN_OUT && o * span + i * FAN_OUT < blocks.length; i++) {
      const from = o * span + i * FAN_OUT;
      const slice = blocks.slice(from, from + FAN_OUT);
      const leaf = before?.groups?.[i];
      inner.push(
        leaf?.blocks && same(leaf.blocks, slice) ? leaf : { key: `g${from}`, blocks: slice },
      );
    }
    outer.push(
      before?.groups && same(before.groups, inner) ? before : { key: `G${o}`, groups: inner },
    );
  }
  return outer;
}

function same<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * A group of blocks of `<agui-markdown>`, OnPush and laid out as if it were not there: an
 * unchanged group is skipped whole by change detection. Internal to `<agui-markdown>`.
 */
@Component({
  selector: 'agui-markdown-group',
  imports: [MarkdownBlockView],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (group().groups; as groups) {
      @for (inner of groups; track inner.key) {
        <agui-markdown-group [group]="inner" [context]="context()" />
      }
    } @else {
      @for (block of group().blocks; track block.key) {
        <agui-markdown-block [nodes]="block.nodes" [context]="context()" />
      }
    }
  `,
  host: {
    '[class.agui-md-chunk]': '!group().groups',
    '[class.agui-md-lead]': "group().key === 'g0'",
  },
  // A group of blocks is a box of its own with layout containment: a chunk streamed into the
  // last block lays out that group and the answer's group boxes, not the thousands of blocks
  // above it. (Not `content-visibility: auto`: its stand-in sizes move what a person is about
  // to tap as groups enter and leave the view.) As a box it keeps its children's margins
  // inside, so the first block of every group but the answer's first loses its top margin: the
  // gap above it is then the bottom margin of the block before, as when margins collapse.
  styles: `
    :host { display: contents; }
    :host(.agui-md-chunk) {
      display: block;
      contain: layout style;
    }
    :host(.agui-md-chunk:not(.agui-md-lead)) ::ng-deep > agui-markdown-block:first-child > :first-child {
      margin-block-start: 0;
    }
  `,
})
export class MarkdownBlockGroupView {
  /** The group (a new object only when one of its blocks changed). */
  readonly group = input.required<MarkdownBlockGroup>();
  /** The `<agui-markdown>` this group belongs to. */
  readonly context = input.required<MarkdownBlockContext>();
}
