/** One short reference page of the demo agent's bundled corpus. */
export interface CorpusDocument {
  /** Stable slug; also the citation id the agent uses for this page. */
  readonly id: string;
  readonly title: string;
  readonly url: string;
  /** Extra search keywords (synonyms, acronyms) that may not appear in the body. */
  readonly tags: readonly string[];
  /** A few plain sentences, each ending with a full stop. */
  readonly body: string;
  /** A short code example, shown in a code block when the question asks for one. */
  readonly example?: { readonly language: string; readonly code: string };
  /** Set on a paragraph of an attachment: the attachment's id and where `body` starts in its text. */
  readonly attachment?: { readonly id: string; readonly offset: number };
}
