// A chunk's load (an import() and what is built from it) made once and shared by every caller.

/** `load` run on the first call, its promise answered to every later one; a rejected load (offline, a deploy that
 * replaced the chunk) is run again by the next call */
export function sharedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    if (!loading) {
      loading = load()
      loading.catch(() => {
        loading = undefined
      })
    }
    return loading
  }
}
