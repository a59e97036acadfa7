// An external EVM wallet as a way into the embedded account (EIP-4361; a Solana one signs SIWS, linkedSolanaWallet.ts): the page asks the browser wallet to sign a
// message carrying the cloud's nonce (the frame fetches it), and hands message and signature to the frame, which
// calls the cloud with them: to link the wallet (with the session and the device's proof) or to sign in with it.
// The page asks because the wallet lives in the page (EIP-6963 announces it to the top window, never to the frame);
// the signature is a proof over a nonce made for this step and this page, so handing it on reveals nothing.
import { STORAGE_KEYS } from '../storage.ts'
import { latchError } from '../errors/classes.ts'
import { type EmbeddedDeps, setEmbedded, whileLoading } from './deps.ts'
import type { DeviceActions } from './device.ts'
import { asShownError } from './frameErrors.ts'
import type { Eip1193Like, SignInMethods } from './types.ts'

/** the chains whose browser wallets link to the embedded account: EVM (EIP-4361) and Solana (SIWS) */
export type LinkedWalletChain = 'eip155' | 'solana'
type Provider = Pick<Eip1193Like, 'request'>
interface AnnouncedDetail {
  info?: { rdns?: string }
  provider?: Provider
}

/** the EIP-1193 provider of a listed EVM wallet: announced under its rdns (EIP-6963), or the legacy window.ethereum
 * behind the 'injected' Browser Wallet; wallets answer the request event synchronously */
export function walletProviderOf(walletId: string, target: Window = window): Provider | undefined {
  let found: Provider | undefined
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<AnnouncedDetail>).detail
    if (detail?.info?.rdns === walletId && detail.provider) found = detail.provider
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  target.removeEventListener('eip6963:announceProvider', onAnnounce)
  return found ?? (walletId === 'injected' ? (target as { ethereum?: Provider }).ethereum : undefined)
}

const hexOf = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** the statement each message carries: the person reads what the signature is for in their wallet */
export const LINK_STATEMENT = 'Link this wallet to your account to sign in with it.'
export const SIGN_IN_STATEMENT = 'Sign in to your account with this linked wallet.'

export function linkedWalletActions(deps: EmbeddedDeps, device: DeviceActions) {
  const { store, storage } = deps

  /** the wallet's signature over a message for this page (EIP-4361, or SIWS for a Solana wallet) and the cloud's
   * nonce for `purpose` */
  async function signedByWallet(walletId: string, purpose: 'link' | 'signIn', chain: LinkedWalletChain) {
    const statement = purpose === 'link' ? LINK_STATEMENT : SIGN_IN_STATEMENT
    // the message's code loads with the first wallet linked or signed in with, not with the embedded wallet
    if (chain === 'solana') {
      const frame = await deps.frame()
      const nonceOf = async () => ((await frame.request('GET_WALLET_NONCE', { purpose })) as { nonce: string }).nonce
      const { signedBySolanaWallet } = await import('./linkedSolanaWallet.ts')
      return { frame, ...(await signedBySolanaWallet(walletId, nonceOf, statement)) }
    }
    const provider = walletProviderOf(walletId)
    if (!provider) throw latchError('FailedToConnect')
    const frame = await deps.frame()
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
    if (!address) throw latchError('ConnectionRejected')
    const chainId = Number.parseInt(String(await provider.request({ method: 'eth_chainId' })), 16) || 1
    const { nonce } = (await frame.request('GET_WALLET_NONCE', { purpose })) as { nonce: string }
    const { createSiwxMessage } = await import('../siwx/message.ts')
    const message = await createSiwxMessage({
      domain: location.host,
      uri: location.origin,
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
      chainId: `eip155:${chainId}`,
      accountAddress: address,
      statement,
    })
    const signature = (await provider.request({ method: 'personal_sign', params: [hexOf(message), address] })) as string
    return { frame, message, signature }
  }

  return {
    /** links the wallet `walletId` (a listed connector's id) to the embedded account; its methods land in state */
    async linkWallet(walletId: string, chain: LinkedWalletChain = 'eip155'): Promise<void> {
      try {
        const { frame, message, signature } = await signedByWallet(walletId, 'link', chain)
        const methods = (await frame.request('LINK_WALLET', { message, signature })) as SignInMethods
        setEmbedded(store, { signInMethods: methods })
      } catch (error) {
        throw asShownError(error)
      }
    },
    /** signs in to the embedded account the wallet `walletId` is linked to; a new device sets up its wallet first */
    async connectLinkedWallet(walletId: string, chain: LinkedWalletChain = 'eip155'): Promise<void> {
      store.setState({ connectError: undefined })
      try {
        const { frame, message, signature } = await signedByWallet(walletId, 'signIn', chain)
        // asked again with the same message once CONNECT_DEVICE brought the wallet here: the frame keeps its sign-in
        const { userName } = (await device.withDevice(() =>
          frame.request('CONNECT_WALLET', { message, signature }),
        )) as { userName: string }
        // the account is named by the wallet's address, as a passkey account by its passkey
        storage.remove(STORAGE_KEYS.socialProvider)
        storage.remove(STORAGE_KEYS.email)
        if (userName) storage.set(STORAGE_KEYS.socialUsername, userName)
        setEmbedded(store, { email: undefined, socialProvider: undefined, socialUsername: userName || undefined })
        await whileLoading(store, deps.connectAuth)
      } catch (error) {
        throw asShownError(error)
      }
    },
  }
}
