// The Bitcoin part of the devnet (`npm start`, the e2e setup): the regtest Esplora STAND-IN (bitcoin-standin.ts) with
// every dev key's payment and ordinal accounts funded in a confirmed block. An operator points the Bitcoin network at
// a real Esplora instead (LATCH_BITCOIN_ESPLORA_URL in `npm start`).
import { type BitcoinDevKey, bitcoinDevKeys } from './bitcoin-keys.ts'
import { type BitcoinStandin, startBitcoinStandin } from './bitcoin-standin.ts'

export const BITCOIN_DEVNET_NAME = 'Bitcoin Regtest'
/** CAIP-2 for bip122 is the first 32 hex digits of the genesis block hash; regtest's is Bitcoin Core's fixed one */
export const BITCOIN_REGTEST_CAIP_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const SATS_PER_BTC = 100_000_000n
/** what each dev key's accounts hold after setup */
export const BITCOIN_DEV_FUNDS = { payment: 10n * SATS_PER_BTC, ordinal: SATS_PER_BTC }

export interface BitcoinDevnet extends BitcoinStandin {
  caipNetworkId: string
  keys: BitcoinDevKey[]
}

export async function startBitcoinDevnet(
  options: { host?: string; port?: number; blockIntervalMs?: number } = {},
): Promise<BitcoinDevnet> {
  const standin = await startBitcoinStandin(options)
  const keys = bitcoinDevKeys()
  standin.ledger.fund(
    keys.flatMap((key) => [
      { address: key.payment.address, value: BITCOIN_DEV_FUNDS.payment },
      { address: key.ordinal.address, value: BITCOIN_DEV_FUNDS.ordinal },
    ]),
  )
  standin.mine()
  return { ...standin, caipNetworkId: BITCOIN_REGTEST_CAIP_ID, keys }
}
