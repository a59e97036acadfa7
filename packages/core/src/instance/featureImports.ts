// The import() of the features' chunks, in a chunk of its own: the first chunk then carries one import() and the
// preload list of this small chunk, not the lists of every chunk the features are made of.

/** the features (builtLatch.ts and all it imports) */
export const importBuiltLatch = () => import('../builtLatch.ts')

/** a paired phone wallet's hand-off of each request to its app (the pairing session asks for it) */
export const importRequestHandOff = () => import('../pairing/requestHandOff.ts')
