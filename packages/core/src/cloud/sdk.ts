// What every cloud call says about the SDK (SPEC §7 ): its type and version.

/** equal to packages/core/package.json "version" (a unit test keeps them equal) */
export const SDK_VERSION = '0.1.0'
export const DEFAULT_SDK_TYPE = 'latch-react'
/** the `sv` sent when the SDK version is empty (SPEC §7) */
export const SDK_VERSION_FALLBACK = 'html-wagmi-4.2.2'
