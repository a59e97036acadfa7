// React's API as this package's own bindings. A bundler that reads CommonJS React through an interop object made
// once per chunk (Vite's Rolldown) then makes it once, in the first chunk, instead of again in every view's chunk.
import * as React from 'react'

export const {
  Activity,
  Fragment,
  Suspense,
  createContext,
  createElement,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} = React
