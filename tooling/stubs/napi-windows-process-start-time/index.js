// Stand-in: no getProcessStartTime, so Vite takes its own fallback (see package.json).
export {}
