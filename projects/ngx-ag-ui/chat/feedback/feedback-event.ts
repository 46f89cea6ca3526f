/** A rating of one answer. */
export type FeedbackRating = 'up' | 'down';

/**
 * What `onFeedback` receives: a META event as the AG-UI Meta Events draft writes one
 * (`type: 'META'`, `metaType: 'thumbs_up' | 'thumbs_down'`, an application `payload` that
 * names the message), so an app can forward it to an agent or a log unchanged.
 */
export interface FeedbackMetaEvent {
  readonly type: 'META';
  readonly metaType: 'thumbs_up' | 'thumbs_down';
  /** When the person rated, in milliseconds since the epoch. */
  readonly timestamp: number;
  readonly payload: {
    /** The rated answer. */
    readonly messageId: string;
    /** Its thread, when the store has a thread id. */
    readonly threadId?: string;
    /** What the person wrote, when they wrote something. */
    readonly comment?: string;
  };
}

/** One saved rating, as the feedback storage keeps it per thread. */
export interface FeedbackEntry {
  readonly rating: FeedbackRating;
  readonly comment?: string;
  readonly timestamp: number;
}

/** The META event of a rating. */
export function toFeedbackEvent(
  messageId: string,
  threadId: string | undefined,
  entry: FeedbackEntry,
): FeedbackMetaEvent {
  return {
    type: 'META',
    metaType: entry.rating === 'up' ? 'thumbs_up' : 'thumbs_down',
    timestamp: entry.timestamp,
    payload: {
      messageId,
      ...(threadId !== undefined ? { threadId } : {}),
      ...(entry.comment ? { comment: entry.comment } : {}),
    },
  };
}

/** The longest comment kept: a paste of a whole document is cut, not stored whole. */
export const FEEDBACK_COMMENT_LIMIT = 2000;

/**
 * The valid entries of a stored value (`messageId -> entry`): whatever storage hands back, a
 * malformed entry is dropped, never thrown on.
 */
export function readFeedbackEntries(value: unknown): Record<string, FeedbackEntry> {
  const entries: Record<string, FeedbackEntry> = {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return entries;
  for (const [messageId, raw] of Object.entries(value)) {
    if (raw === null || typeof raw !== 'object') continue;
    const { rating, comment, timestamp } = raw as Record<string, unknown>;
    if ((rating !== 'up' && rating !== 'down') || typeof timestamp !== 'number') continue;
    entries[messageId] = {
      rating,
      timestamp,
      ...(typeof comment === 'string' && comment
        ? { comment: comment.slice(0, FEEDBACK_COMMENT_LIMIT) }
        : {}),
    };
  }
  return entries;
}
