// GET_USER's answer, which a social sign-in answers with too: the signed-in user's wallet opened on this device, its
// account on the page's network and, when the page asked, the signed sign-in message. Apart so both can share it.
import type { createAccountTypes } from './accountType.ts'
import type { createSignInState } from './signedIn.ts'
import { signSiwxMessage } from './siwx.ts'
import type { FrameStore } from './store.ts'
import type { WalletKeeper } from './wallet.ts'

export interface UserAnswerDeps {
  store: FrameStore
  wallets: WalletKeeper
  signIn: Pick<ReturnType<typeof createSignInState>, 'signedInUser'>
  accountTypes: Pick<ReturnType<typeof createAccountTypes>, 'userAccounts'>
  chainId(): number | string
}

export type UserAnswer = ReturnType<typeof createUserAnswer>

export function createUserAnswer(deps: UserAnswerDeps) {
  const { store, wallets, signIn, accountTypes, chainId } = deps

  /** GET_USER's answer; the wallet must already be on this device (DEVICE_NOT_CONNECTED otherwise); asked for a
   * Solana network (its CAIP-2 id), the Solana account of the same wallet. With the page's siwxMessage
   * fields (SPEC §3: EIP-4361 on eip155, Sign In With Solana on solana) the answer carries the signed message too */
  async function user(solanaChain?: string, siwx?: { fields: unknown; origin: string }) {
    const { credentials: signed, user: who, session } = await signIn.signedInUser()
    const wallet = await wallets.open(signed, who)
    if (session.email) await store.rememberEmail(session.email, who.userId)
    const signedIn =
      siwx?.fields === undefined
        ? {}
        : await signSiwxMessage(siwx.fields, siwx.origin, wallet, solanaChain ? 'solana' : 'eip155')
    const accounts = solanaChain
      ? {
          address: wallet.solanaAddress,
          accounts: [{ address: wallet.solanaAddress, type: 'eoa' as const }],
          preferredAccountType: 'eoa' as const,
          smartAccountDeployed: false,
        }
      : await accountTypes.userAccounts(wallet)
    return { ...signedIn, email: session.email ?? null, chainId: solanaChain ?? chainId(), ...accounts }
  }

  return user
}
