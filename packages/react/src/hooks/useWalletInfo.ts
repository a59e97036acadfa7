// Name and icon of the connected wallet (SPEC §3 connected wallet info).
import type { WalletInfo } from '@latch/core'
import { useLatchSelector } from '../useLatchSelector.ts'

/**
 * The connected wallet's name and icon.
 *
 * @example
 * ```tsx
 * const { walletInfo } = useWalletInfo()
 * return <p>{walletInfo?.name}</p>
 * ```
 */
export function useWalletInfo(): { walletInfo?: WalletInfo } {
  return useLatchSelector((state) => ({ walletInfo: state.connectedWalletInfo }))
}
