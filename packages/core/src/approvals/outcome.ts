// What a simulated transaction does to one account's assets, read from the logs the chain's simulation returns
// (eth_simulateV1 with traceTransfers: native transfers appear as ERC-20-like Transfer logs from ERC-7528's address).

/** keccak256("Transfer(address,address,uint256)"): ERC-20 (3 topics) and ERC-721 (4 topics) */
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** keccak256("TransferSingle(address,address,address,uint256,uint256)"): ERC-1155 */
const TRANSFER_SINGLE = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
/** ERC-7528: the address that stands for the chain's native currency */
export const NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** a log as the simulation returns it */
export interface SimulatedLog {
  address: string
  topics: readonly string[]
  data: string
}

/** One NFT that enters or leaves the account */
export interface NftMove {
  collection: string
  id: bigint
  /** 1 for ERC-721; the count for ERC-1155 */
  amount: bigint
}

/** The account's changes: native and ERC-20 balances as signed differences, NFTs in and out */
export interface AssetChanges {
  /** in the native currency's smallest unit; the fee is not in it (the card shows the maximum fee apart) */
  native: bigint
  /** by token address (lowercase), signed; tokens whose balance does not change are left out */
  tokens: { token: string; change: bigint }[]
  nftsIn: NftMove[]
  nftsOut: NftMove[]
}

const addressOfTopic = (topic: string | undefined) => (topic ? `0x${topic.slice(-40)}`.toLowerCase() : '')
const word = (data: string, index: number) =>
  BigInt(`0x${data.replace(/^0x/, '').slice(index * 64, index * 64 + 64) || '0'}`)

/** the changes `logs` make to `account`'s assets, in the order the tokens first move */
export function assetChanges(account: string, logs: readonly SimulatedLog[]): AssetChanges {
  const me = account.toLowerCase()
  let native = 0n
  const tokens = new Map<string, bigint>()
  const nftsIn: NftMove[] = []
  const nftsOut: NftMove[] = []
  for (const log of logs) {
    const address = log.address.toLowerCase()
    const [topic, ...rest] = log.topics
    if (topic?.toLowerCase() === TRANSFER && rest.length === 2) {
      const [from, to] = rest.map(addressOfTopic)
      const amount = word(log.data, 0)
      const delta = (to === me ? amount : 0n) - (from === me ? amount : 0n)
      if (address === NATIVE_ADDRESS) native += delta
      else if (from === me || to === me) tokens.set(address, (tokens.get(address) ?? 0n) + delta)
    } else if (topic?.toLowerCase() === TRANSFER && rest.length === 3) {
      const [from, to] = rest.slice(0, 2).map(addressOfTopic)
      const move = { collection: address, id: BigInt(rest[2]!), amount: 1n }
      if (to === me && from !== me) nftsIn.push(move)
      if (from === me && to !== me) nftsOut.push(move)
    } else if (topic?.toLowerCase() === TRANSFER_SINGLE && rest.length === 3) {
      const [from, to] = rest.slice(1, 3).map(addressOfTopic)
      const move = { collection: address, id: word(log.data, 0), amount: word(log.data, 1) }
      if (to === me && from !== me) nftsIn.push(move)
      if (from === me && to !== me) nftsOut.push(move)
    }
  }
  return {
    native,
    tokens: [...tokens].filter(([, change]) => change !== 0n).map(([token, change]) => ({ token, change })),
    nftsIn,
    nftsOut,
  }
}
