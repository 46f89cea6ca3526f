import type { AGUIEvent } from '@ag-ui/core';

import type { AgentWarning } from '../thread/agent-error';
import { EVENT_SHAPES, isEventType } from './event-shapes';
import { isRecord } from '../guards/guards';
import { DROP, ValidationContext, checkShape } from './validation-context';

/** The outcome of checking one incoming value against the AG-UI 1.0 event shapes. */
export type EventValidation =
  /** A known event, unknown members stripped (the same object when nothing was stripped). */
  | {
      readonly kind: 'valid';
      readonly event: AGUIEvent;
      readonly warnings: readonly AgentWarning[];
    }
  /** An event `type` outside AG-UI 1.0 (or no type at all): drop it with a warning. */
  | { readonly kind: 'unknown'; readonly warning: AgentWarning }
  /**
   * A known event whose required field holds an unrecognised union member (a string the schema
   * does not name): the event is removed, with the warnings naming what was unrecognised.
   */
  | { readonly kind: 'dropped'; readonly warnings: readonly AgentWarning[] }
  /** A known event with a malformed known field: fatal for the run. */
  | {
      readonly kind: 'malformed';
      readonly message: string;
      /** Path of the malformed field, e.g. `delta[2].op`; empty for the event itself. */
      readonly path: string;
      readonly warnings: readonly AgentWarning[];
    };

/**
 * Checks one incoming value the way the reference client's `enforceEvents` stage does
 * (docs/ag-ui.md §2.4, §7.2): unknown event types are dropped, unknown members and unrecognised
 * union members stripped (each with a warning), malformed known fields reported. Cost is
 * proportional to the event's own structure; opaque payloads (state, values, metadata) are not
 * walked.
 */
export function validateEvent(value: unknown): EventValidation {
  const type = isRecord(value) ? value['type'] : undefined;
  if (!isRecord(value) || !isEventType(type)) {
    const shown = typeof type === 'string' ? `"${type.slice(0, 80)}"` : 'without a string type';
    return {
      kind: 'unknown',
      warning: {
        kind: 'unknown-event',
        message: `Dropped an event of unknown type ${shown}`,
        eventType: typeof type === 'string' ? type : undefined,
      },
    };
  }
  const context = new ValidationContext(type);
  const checked = checkShape(value, EVENT_SHAPES[type], '', context);
  if (context.problem !== undefined || checked === undefined) {
    return {
      kind: 'malformed',
      message: `Malformed ${type}: ${context.problem}`,
      path: context.problemPath ?? '',
      warnings: context.warnings,
    };
  }
  if (checked === DROP) return { kind: 'dropped', warnings: context.warnings };
  // The one place a value becomes a typed event: it has just passed its type's shape.
  return { kind: 'valid', event: checked as AGUIEvent, warnings: context.warnings };
}
