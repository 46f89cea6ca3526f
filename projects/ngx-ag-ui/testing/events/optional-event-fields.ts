/**
 * The optional fields an event builder takes after its positional ones: everything of event `E`
 * but `type` (the builder sets it) and the fields `K` passed positionally, all optional.
 *
 * @example
 * const extra: OptionalEventFields<TextMessageStartEvent, 'messageId'> = { role: 'user' };
 */
export type OptionalEventFields<E, K extends keyof E = never> = Partial<Omit<E, 'type' | K>>;
