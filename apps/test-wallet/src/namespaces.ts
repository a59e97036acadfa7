// The namespaces the wallet approves: eip155 on both devnet chains with the methods and events Latch uses, solana on
// the Solana devnet and bip122 on the Bitcoin regtest network when the build names them.
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { BITCOIN, BITCOIN_EVENTS, BITCOIN_METHODS } from './bitcoin.ts'
import { SOLANA } from './solana.ts'

export type Proposal = WalletKitTypes.SessionProposal['params']
export type Session = ReturnType<IWalletKit['getActiveSessions']>[string]
type Namespaces = Session['namespaces']

export const SUPPORTED_CHAINS = ['eip155:31337', 'eip155:31338']
export const SUPPORTED_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
export const SUPPORTED_EVENTS = ['accountsChanged', 'chainChanged']
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signAndSendTransaction']

/** throws (with the SDK's reason) when the proposal requires something this wallet lacks */
export function approvedNamespaces(proposal: Proposal, address: string): Namespaces {
  return buildApprovedNamespaces({
    proposal,
    supportedNamespaces: {
      eip155: {
        chains: SUPPORTED_CHAINS,
        methods: SUPPORTED_METHODS,
        events: SUPPORTED_EVENTS,
        accounts: SUPPORTED_CHAINS.map((chain) => `${chain}:${address}`),
      },
      // the Solana devnet, when this build has it: one session gives the dApp both accounts
      ...(SOLANA
        ? {
            solana: {
              chains: [SOLANA.chain],
              methods: SOLANA_METHODS,
              events: [],
              accounts: [`${SOLANA.chain}:${SOLANA.address}`],
            },
          }
        : {}),
      // the Bitcoin regtest network: its payment account first, then the ordinal one
      ...(BITCOIN ? { bip122: bip122Namespace(BITCOIN) } : {}),
    },
  })
}

/** the bip122 namespace: the regtest chain, its methods and events, the payment account first, then the ordinal one */
function bip122Namespace(bitcoin: NonNullable<typeof BITCOIN>) {
  return {
    chains: [bitcoin.chain],
    methods: BITCOIN_METHODS,
    events: BITCOIN_EVENTS,
    accounts: bitcoin.accounts.map((account) => `${bitcoin.chain}:${account.address}`),
  }
}

/** every chain and method a proposal asks for, required and optional, for display */
export function requested(proposal: Proposal): { chains: string[]; methods: string[] } {
  const all = [...Object.values(proposal.requiredNamespaces ?? {}), ...Object.values(proposal.optionalNamespaces ?? {})]
  return {
    chains: [...new Set(all.flatMap((namespace) => namespace.chains ?? []))],
    methods: [...new Set(all.flatMap((namespace) => namespace.methods))],
  }
}

/** the address a session signs with (the first eip155 account) */
export function sessionAddress(session: Session): string | undefined {
  return session.namespaces.eip155?.accounts[0]?.split(':')[2]
}
