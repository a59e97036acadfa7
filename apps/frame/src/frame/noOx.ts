// A stand-in for the `ox` package where permissionless loads all of it (`import("ox")` in its utils/ox.js, run with
// the Safe account's code): there ox serves WebAuthn owners only, and the frame's Safe is owned by its EVM key alone.
// The frame's build (build.mjs) resolves that one import here; without it the smart-account chunk carries the whole of
// ox (154 KB gzip) and shared chunks grow the first load by 14 KB gzip. viem's own `ox` imports are untouched.
export {}
