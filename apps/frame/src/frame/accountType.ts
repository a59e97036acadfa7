// Which EVM account the embedded wallet answers with: the smart account where the chain has a bundler and
// the page asked for it (SET_PREFERRED_ACCOUNT; the page's default for eip155 is smartAccount, R-6.25, and it asks right
// after every AUTH connection), else the EOA. The choice is kept in the frame's storage, so a reload answers with the
// same account at once. Until a page asked, the EOA: a page that keeps the EOA never sees another address.
// Leaving the smart account for the EOA is the person's choice, made on the card: the page cannot switch on its own to
// the key that owns the Safe.
import type { UnlockedWallet } from '../keys/index.ts'
import type { ApprovalCard } from './approval.ts'
import type { SmartAccounts } from './smartAccount.ts'
import { SMART_ACCOUNT_TEXTS } from './smartAccount.ts'
import { localized } from './texts/frameLocale.ts'
import { NOT_SIGNED_IN } from './signedIn.ts'
import type { FrameStore } from './store.ts'
import { latchError } from '@latch/core'

export type EvmAccountType = 'smartAccount' | 'eoa'

export interface AccountTypesOptions {
  smart: SmartAccounts | undefined
  store: FrameStore
  chainId(): number | string
  wallet(): UnlockedWallet | undefined
  approval: ApprovalCard
}

export const SWITCH_TEXTS = localized({
  to: 'switch.to',
  eoa: 'switch.eoa',
  from: 'detail.from',
  smartAccount: 'switch.smartAccount',
})

/** the account fields of GET_USER's answer: the smart account first with the EOA after it, or the EOA alone */
export interface UserAccounts {
  address: string
  accounts: { address: string; type: EvmAccountType }[]
  preferredAccountType: EvmAccountType
  smartAccountDeployed: boolean
}

export function createAccountTypes(options: AccountTypesOptions) {
  const { smart, store } = options

  /** the chain the frame is on, when it has a bundler */
  function smartChain(): number | undefined {
    const id = options.chainId()
    return smart && typeof id === 'number' && smart.enabled(id) ? id : undefined
  }

  function active(): EvmAccountType {
    return smartChain() !== undefined && store.get('preferredAccountType') === 'smartAccount' ? 'smartAccount' : 'eoa'
  }

  function signedIn(): UnlockedWallet {
    const wallet = options.wallet()
    if (!wallet) throw latchError('NotSignedIn', { params: { reason: NOT_SIGNED_IN } })
    return wallet
  }

  async function userAccounts(wallet: UnlockedWallet): Promise<UserAccounts> {
    const eoa = { address: wallet.evmAddress as string, type: 'eoa' as const }
    const chain = smartChain()
    // the EOA alone: a page that keeps the EOA sees exactly what it saw before smart accounts
    if (chain === undefined || active() === 'eoa')
      return { address: eoa.address, accounts: [eoa], preferredAccountType: 'eoa', smartAccountDeployed: false }
    try {
      const address = await smart!.address(wallet, chain)
      return {
        address,
        accounts: [{ address, type: 'smartAccount' }, eoa],
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: await smart!.isDeployed(wallet, chain),
      }
    } catch {
      // the chain or its factory does not answer: the wallet is still usable as its EOA
      return { address: eoa.address, accounts: [eoa], preferredAccountType: 'eoa', smartAccountDeployed: false }
    }
  }

  /** the page's preference named with GET_USER (SPEC §3): the smart account, where this chain has a bundler. Never the
   * EOA this way: leaving the smart account is the person's choice, on the card */
  function preferOnSignIn(type: string | undefined) {
    if (type === 'smartAccount' && smartChain() !== undefined) store.set('preferredAccountType', 'smartAccount')
  }

  const handlers = {
    /** the answer carries the type and the address that is now the active account */
    async SET_PREFERRED_ACCOUNT({ type }: { type: string }, { origin }: { origin: string }) {
      const wallet = signedIn()
      if (type === 'eoa') {
        if (active() === 'smartAccount') {
          const from = await smart!.address(wallet, smartChain()!)
          await options.approval.request(
            {
              kind: 'accountType',
              details: [
                [SWITCH_TEXTS.to, `${SWITCH_TEXTS.eoa} ${wallet.evmAddress}`],
                [SWITCH_TEXTS.from, `${SWITCH_TEXTS.smartAccount} ${from}`],
              ],
            },
            origin,
          )
        }
        store.set('preferredAccountType', 'eoa')
        return { type: 'eoa' as const, address: wallet.evmAddress as string }
      }
      const chain = smartChain()
      // the page falls back to eoa; the stored choice stays what it was
      if (type !== 'smartAccount' || chain === undefined)
        throw latchError('SmartAccountUnavailable', { params: { reason: SMART_ACCOUNT_TEXTS.notEnabled } })
      const address = await smart!.address(wallet, chain)
      store.set('preferredAccountType', 'smartAccount')
      return { type: 'smartAccount' as const, address: address as string }
    },
    /** the chain ids as numbers */
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: smart?.enabledNetworks() ?? [] }),
    async INIT_SMART_ACCOUNT() {
      const chain = smartChain()
      if (chain === undefined)
        throw latchError('SmartAccountUnavailable', { params: { reason: SMART_ACCOUNT_TEXTS.notEnabled } })
      const wallet = signedIn()
      return { address: await smart!.address(wallet, chain), isDeployed: await smart!.isDeployed(wallet, chain) }
    },
  }

  return { active, userAccounts, preferOnSignIn, handlers }
}
