// @latch/core/internal/approvals: the approval card's decoding and warnings, for the embedded wallet's frame. Its own
// entry because the decoding needs viem at run time and @latch/core/internal must load without it (a Solana-only app).
// Not covered by semver, as @latch/core/internal.
export {
  PERMIT2_ADDRESS,
  SEAPORT_ADDRESSES,
  UNLIMITED_THRESHOLD,
  NEW_CONTRACT_SECONDS,
  LOOKALIKE_CHARS,
} from './constants.ts'
export {
  addressesToCheck,
  decodeCallIntent,
  decodeTypedDataIntent,
  type Intent,
  type OrderItem,
  type PermitAllowance,
  type TypedDataLike,
} from './intent.ts'
export {
  type ApprovalWarning,
  type BlockList,
  isBlockedOrigin,
  isLookalike,
  recipientWarnings,
  warnings,
  type WarningContext,
} from './warnings.ts'
export { type AssetChanges, assetChanges, NATIVE_ADDRESS, type NftMove, type SimulatedLog } from './outcome.ts'
