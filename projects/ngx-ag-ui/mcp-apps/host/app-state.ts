/** Where a hosted app is, as a person sees it. */
export type McpAppState =
  /** Reading the resource, or waiting for the app's handshake. */
  | 'loading'
  /** The app is running. */
  | 'ready'
  /** The resource could not be read or shown: Retry reads it again. */
  | 'failed'
  /** The app never finished its handshake: Retry loads it again. */
  | 'crashed';
