/**
 * The error code of a run that was still streaming when the page went away. In a file of its
 * own: the app may import it at startup, while the records it marks load with the engine.
 */
export const PAGE_CLOSED_CODE = 'PAGE_CLOSED';
