import type { BaseEvent } from '@ag-ui/core';

import type { OptionalEventFields } from './optional-event-fields';

/** The fields of `E` a positional argument of type `V` may fill. */
type FieldFor<E, V> = { [Key in keyof E]-?: V extends E[Key] ? Key : never }[keyof E];

/**
 * Makes the builder of one event type: its positional fields, then every other field of the event
 * as an optional `extra`. Every builder of this entry point did the same thing
 * (`{ type, ...positional, ...extra }`), so this is written once; a builder that does more (a
 * default, a copied array) stays a function of its own.
 *
 * `E` is the event, `P` its positional parameters as a labelled tuple (editors show the labels as
 * parameter names); the second call takes the event type and the field each parameter fills, in
 * order, checked against `P`. `extra` cannot set a positional field.
 *
 * @example
 * export const textMessageContent = eventBuilder<
 *   TextMessageContentEvent,
 *   [messageId: string, delta: string]
 * >()(EventType.TEXT_MESSAGE_CONTENT, 'messageId', 'delta');
 * textMessageContent('m1', 'Hi'); // { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Hi' }
 */
export function eventBuilder<E extends BaseEvent, P extends readonly unknown[]>() {
  return <const K extends { readonly [I in keyof P]: FieldFor<E, P[I]> }>(
      type: E['type'],
      ...fields: K
    ) =>
    (...args: [...P, extra?: OptionalEventFields<E, K[number]>]): E => {
      const positional = Object.fromEntries(fields.map((field, i) => [field, args[i]]));
      // The object cannot be typed field by field here; `K` already ties each field to its
      // argument's type, and `extra` (the argument after them) to the remaining fields.
      return Object.assign({ type }, positional, args[fields.length]) as E;
    };
}
