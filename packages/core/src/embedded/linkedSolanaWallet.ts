// A Solana browser wallet as a way into the embedded account (Sign In With Solana): the page finds the wallet over
// the Wallet Standard's window events (wallets live in the page, never in the frame), asks it to connect and to sign
// the SIWS text for this page and the cloud's nonce with solana:signMessage; the frame hands both to the cloud.
import { base58 } from '@scure/base'
import { latchError } from '../errors/classes.ts'
import { createCaip122Text } from '../siwx/caip122.ts'

interface StandardAccount {
  address: string
}
interface SolanaStandardWallet {
  name: string
  accounts: readonly StandardAccount[]
  features: {
    'standard:connect'?: { connect(): Promise<{ accounts: readonly StandardAccount[] }> }
    'solana:signMessage'?: {
      signMessage(
        ...inputs: { account: StandardAccount; message: Uint8Array }[]
      ): Promise<readonly { signature: Uint8Array }[]>
    }
  }
}

/** SIWS's Chain ID names a cluster: the message names mainnet (the cloud checks page, nonce and key, not the cluster) */
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** the Wallet Standard wallet named `name` that signs Solana messages; registered wallets answer app-ready at once */
export function solanaWalletOf(name: string, target: Window = window): SolanaStandardWallet | undefined {
  let found: SolanaStandardWallet | undefined
  const register = (...wallets: SolanaStandardWallet[]) => {
    found ??= wallets.find((wallet) => wallet.name === name && wallet.features['solana:signMessage'])
    return () => {}
  }
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: Object.freeze({ register }) }))
  return found
}

/** the wallet's SIWS signature (base58) over a message for this page, its nonce from `nonceOf` */
export async function signedBySolanaWallet(
  walletName: string,
  nonceOf: () => Promise<string>,
  statement: string,
): Promise<{ message: string; signature: string }> {
  const wallet = solanaWalletOf(walletName)
  const connect = wallet?.features['standard:connect']
  const sign = wallet?.features['solana:signMessage']
  if (!wallet || !connect || !sign) throw latchError('FailedToConnect')
  const account = wallet.accounts[0] ?? (await connect.connect()).accounts[0]
  if (!account) throw latchError('ConnectionRejected')
  const message = createCaip122Text({
    domain: location.host,
    uri: location.origin,
    version: '1',
    nonce: await nonceOf(),
    issuedAt: new Date().toISOString(),
    chainId: SOLANA_MAINNET,
    accountAddress: account.address,
    statement,
  })
  const [output] = await sign.signMessage({ account, message: new TextEncoder().encode(message) })
  if (!output) throw latchError('WalletAnswerInvalid', { params: { reason: 'The wallet returned no signature' } })
  return { message, signature: base58.encode(Uint8Array.from(output.signature)) }
}
