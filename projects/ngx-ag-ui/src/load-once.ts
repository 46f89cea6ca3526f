/**
 * `load`, run once and its promise shared: the first call starts it, later calls get the same
 * promise. A failed load is forgotten, so the next call tries again: this is how the library
 * loads code and packages on first use (docs/bundle-size.md), and a chunk that did not load
 * (offline, a deploy that removed it) must not stay failed.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const attempt = load();
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
      loading = attempt;
    }
    return loading;
  };
}
