/**
 * The bounds a surface is rendered within. An agent (or whoever speaks for it) writes the
 * surface, so none of its sizes are trusted: past a limit the rest is cut and a typed warning
 * says so, and the chat goes on.
 */
export const A2UI_LIMITS = {
  /** Components kept per surface; a hostile 10,000 stays a warning, not a frozen tab. */
  maxComponents: 1000,
  /** Nesting depth of the rendered tree (children and templates). */
  maxDepth: 32,
  /** Characters of one string, in a component or in data. */
  maxStringLength: 20_000,
  /** Nesting depth of a data value. */
  maxValueDepth: 32,
  /** Items a list template repeats. */
  maxTemplateItems: 200,
  /** Operations read from one snapshot. */
  maxOperations: 5000,
} as const;
