import { PersistentMap } from './persistent-map';

/**
 * The kinds of item an event can be attributed to, each with its own owners: ids are only unique
 * per kind (a reasoning span and the reasoning message inside it share one on purpose).
 */
export type ItemKind = 'message' | 'toolCall' | 'reasoning' | 'activity';

/** Owners by item id: id → the owning subagent run (undefined = the parent agent). */
export type Owners = PersistentMap<string, string | undefined>;

/** The owners of every item the current run has seen, one map per kind. */
export type ItemOwners = Readonly<Record<ItemKind, Owners>>;

/** No owners recorded yet (the start of a run). */
export const NO_OWNERS: ItemOwners = {
  message: PersistentMap.empty(),
  toolCall: PersistentMap.empty(),
  reasoning: PersistentMap.empty(),
  activity: PersistentMap.empty(),
};
