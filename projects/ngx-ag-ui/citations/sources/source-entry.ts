import { Directive, inject, TemplateRef } from '@angular/core';
import type { Citation } from 'ngx-ag-ui/core';

/** What a custom sources entry template receives. */
export interface SourceEntryContext {
  /** The source of this entry, its `href` already checked (`toLinkSafeCitation`). */
  readonly $implicit: Citation;
  /** Its display number (the list item's number, the same as its markers'). */
  readonly index: number;
  /** Id of the list item, the target of this source's link markers. */
  readonly entryId: string;
}

/**
 * Marks a template that renders each entry of `<agui-sources>` in place of the default (title
 * link and domain). The list keeps the item, its number and its back-links.
 *
 * @example
 * <agui-sources [cited]="cited">
 *   <ng-template aguiSourceEntry let-citation>{{ citation.displayTitle }}</ng-template>
 * </agui-sources>
 */
@Directive({ selector: 'ng-template[aguiSourceEntry]' })
export class SourceEntry {
  /** The entry template. */
  readonly template = inject<TemplateRef<SourceEntryContext>>(TemplateRef);

  /** Types `let-` variables in the template. */
  static ngTemplateContextGuard(
    _entry: SourceEntry,
    _context: unknown,
  ): _context is SourceEntryContext {
    return true;
  }
}
