/**
 * A Salesforce Agentforce outbound message payload (docs/citations.md §A.2, §C
 * salesforce.agentforce). Loose on purpose: unknown fields are tolerated and every field is
 * validated when read.
 */
export interface AgentforceMessage {
  readonly staticContent?: AgentforceStaticContent;
  readonly [key: string]: unknown;
}

/** `staticContent`: the message text and its citations. */
export interface AgentforceStaticContent {
  /** The text every offset indexes into (zero-indexed character positions, assumed UTF-16). */
  readonly text?: string;
  readonly citationContent?: {
    readonly citations?: readonly AgentforceCitation[];
    readonly [key: string]: unknown;
  };
  readonly [key: string]: unknown;
}

/** One cited source with the places in the text it supports. */
export interface AgentforceCitation {
  readonly citedReference?: AgentforceCitedReference;
  readonly citedDetails?: AgentforceCitedDetails;
  readonly [key: string]: unknown;
}

/** The source: a link (`citedReferenceType: "Link"`) with an optional label and record id. */
export interface AgentforceCitedReference {
  readonly citedReferenceType?: string;
  readonly link?: {
    readonly url?: string;
    readonly label?: string;
    readonly recordId?: string;
    readonly [key: string]: unknown;
  };
  /** Short anchor, e.g. `"example"` for example.com. */
  readonly label?: string;
  readonly recordId?: string;
  readonly [key: string]: unknown;
}

/** Where the source is cited: `citedDetailsType: "InlineMetadata"` with at least one entry. */
export interface AgentforceCitedDetails {
  readonly citedDetailsType?: string;
  readonly inlineMetadata?: readonly AgentforceInlineMetadata[];
  readonly [key: string]: unknown;
}

/** One citation occurrence: the marker position and the supported claim (end exclusive). */
export interface AgentforceInlineMetadata {
  readonly citedLocationOffset?: number;
  readonly claim?: {
    readonly claimStartOffset?: number;
    readonly claimEndOffset?: number;
    readonly [key: string]: unknown;
  };
  readonly [key: string]: unknown;
}
