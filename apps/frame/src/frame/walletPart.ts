// The wallet's code, loaded by lazyFrame.ts once a message needs it (or when the email code screen shows): key shares,
// viem accounts and signing, the Safe smart account, Solana, simulation and the approval cards.
export { warmUpCurves } from '../keys/index.ts'
export { createFrameApp } from './handlers.ts'
export { preloadSmartAccountCode } from './smartAccount.ts'
