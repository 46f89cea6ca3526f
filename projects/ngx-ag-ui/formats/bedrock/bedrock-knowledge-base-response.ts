/**
 * The parts of a Bedrock Agent Runtime `RetrieveAndGenerate` response
 * (`@aws-sdk/client-bedrock-agent-runtime`) that `fromBedrockKnowledgeBase` reads. Every field
 * is optional; the adapter validates each value at run time.
 */
export interface BedrockKnowledgeBaseResponse {
  readonly output?: { readonly text?: string | null } | null;
  readonly citations?: readonly BedrockKnowledgeBaseCitation[] | null;
  readonly sessionId?: string | null;
  readonly guardrailAction?: string | null;
}

/** One cited part of the answer and the references retrieved for it. */
export interface BedrockKnowledgeBaseCitation {
  readonly generatedResponsePart?: {
    readonly textResponsePart?: {
      /** The claimed text (used to verify and re-anchor the span). */
      readonly text?: string | null;
      /** Position in `output.text`; `end` is **inclusive** (observed). */
      readonly span?: { readonly start?: number | null; readonly end?: number | null } | null;
    } | null;
  } | null;
  readonly retrievedReferences?: readonly BedrockRetrievedReference[] | null;
}

/** A retrieved chunk: its text, where it lives and its metadata. */
export interface BedrockRetrievedReference {
  readonly content?: { readonly text?: string | null; readonly type?: string | null } | null;
  readonly location?: BedrockRetrievalLocation | null;
  readonly metadata?: Readonly<Record<string, unknown>> | null;
}

/** Where a retrieved chunk lives; one member is set, named by `type`. */
export interface BedrockRetrievalLocation {
  /** `S3`, `WEB`, `CONFLUENCE`, `SALESFORCE`, `SHAREPOINT`, `KENDRA`, `CUSTOM`, `SQL`, ... */
  readonly type?: string | null;
  readonly s3Location?: { readonly uri?: string | null } | null;
  readonly webLocation?: { readonly url?: string | null } | null;
  readonly confluenceLocation?: { readonly url?: string | null } | null;
  readonly salesforceLocation?: { readonly url?: string | null } | null;
  readonly sharePointLocation?: { readonly url?: string | null } | null;
  readonly kendraDocumentLocation?: { readonly uri?: string | null } | null;
  readonly customDocumentLocation?: { readonly id?: string | null } | null;
  readonly sqlLocation?: { readonly query?: string | null } | null;
}
