// The indexer and the blockchain endpoints against the shared anvil devnet (global setup), on both engines.
// Other test files use the same chain in parallel: these tests use dev accounts 5–7 and never assume block numbers.
import { type Address, formatUnits, getAddress, parseEther, parseUnits } from 'viem'
import { beforeAll, expect, inject, it, vi } from 'vitest'
import { startIndexers } from '../src/chain/indexer.ts'
import type { CloudContext } from '../src/context.ts'
import { openDatabase } from '../src/db/database.ts'
import {
  createTestProject,
  DEVNET_NFT,
  DEVNET_TOKEN,
  devAddress,
  devnetChainConfig,
  devWallet,
  indexToHead,
  withProject,
} from './chainDevnet.ts'
import { describeOnEngines } from './engines.ts'
import type { TokenBalance as Balance } from '../src/chain/balance.ts'

const devnet = (inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }
const rpcUrl = devnet.rpcUrls[0]
const TOKEN_KEY = `eip155:31337/${DEVNET_TOKEN.toLowerCase()}`

interface Transfer {
  direction: 'in' | 'out'
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; content: { preview: { url: string } }; flags: { is_spam: boolean } }
  quantity: { numeric: string }
  value: number
  price: number
}
interface Transaction {
  id: string
  metadata: {
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
    minedAt: string
    chain: string
    hash: string
    blockNumber: number
  }
  transfers: Transfer[]
}

describeOnEngines(
  'chain data on the shared devnet',
  { chains: [devnetChainConfig(rpcUrl)], prices: { 'eip155:31337/native': 2000, [TOKEN_KEY]: 0.5 } },
  (engine) => {
    const five = devWallet(rpcUrl, 5)
    const six = devAddress(6)
    const seven = devWallet(rpcUrl, 7)
    const get = async <T>(path: string) => {
      const response = await engine().request(withProject(path))
      return { status: response.status, body: (await response.json()) as T }
    }
    const history = async (address: Address, query = 'limit=100') =>
      (
        await get<{ data: Transaction[]; next: string | null }>(
          `/v1/account/${address}/history?chainId=eip155:31337&${query}`,
        )
      ).body
    const balances = async (address: Address) =>
      (await get<{ balances: Balance[] }>(`/v1/account/${address}/balance?chainId=eip155:31337&currency=usd`)).body
        .balances
    const byHash = (transactions: Transaction[], hash: string) => transactions.find((tx) => tx.metadata.hash === hash)

    let made: { native: string; token: string; mint: string; nft: string; tokenId: string }
    let sixTokensBefore: string

    beforeAll(async () => {
      await createTestProject(engine().context)
      await indexToHead(engine().context)
      sixTokensBefore = (await balances(six)).find((balance) => balance.symbol === 'LTT')!.quantity.numeric
      const native = await five.sendNative(six, parseEther('1.5'))
      const token = await five.sendToken(six, parseUnits('12.5', 18))
      const minted = await five.mintNft(five.address)
      const nft = await five.transferNft(six, minted.tokenId)
      made = { native, token, mint: minted.hash, nft, tokenId: minted.tokenId }
      await indexToHead(engine().context)
    })

    it('history shows a native transfer with its exact amount, price and value, from both sides (R-3.30, R-3.31, R-3.32, R-7.13)', async () => {
      const received = byHash((await history(six)).data, made.native)!
      expect(received.metadata).toMatchObject({
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: getAddress(five.address),
        sentTo: getAddress(six),
        chain: 'eip155:31337',
        hash: made.native,
      })
      expect(new Date(received.metadata.minedAt).toISOString()).toBe(received.metadata.minedAt)
      expect(received.transfers).toEqual([
        {
          direction: 'in',
          fungible_info: {
            name: 'Ether',
            symbol: 'ETH',
            icon: { url: expect.stringContaining('/public/getTokenImage/ETH') },
          },
          quantity: { numeric: '1.5' },
          price: 2000,
          value: 3000,
        },
      ])
      const sent = byHash((await history(five.address)).data, made.native)!
      expect(sent.metadata.operationType).toBe('send')
      expect(sent.transfers[0]!.direction).toBe('out')
    })

    it('history shows an ERC-20 transfer with the token symbol and exact amount (R-3.32)', async () => {
      const received = byHash((await history(six)).data, made.token)!
      expect(received.metadata).toMatchObject({
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: getAddress(five.address),
        sentTo: DEVNET_TOKEN,
      })
      expect(received.transfers).toEqual([
        {
          direction: 'in',
          fungible_info: {
            name: 'Latch Test Token',
            symbol: 'LTT',
            icon: { url: expect.stringContaining('/public/getTokenImage/LTT') },
          },
          quantity: { numeric: '12.5' },
          price: 0.5,
          value: 6.25,
        },
      ])
    })

    it('history shows an NFT mint and transfer with nft_info, preview url and spam flag (R-3.33)', async () => {
      const mine = (await history(five.address)).data
      const minted = byHash(mine, made.mint)!
      expect(minted.metadata.operationType).toBe('mint')
      expect(minted.transfers).toEqual([
        {
          direction: 'in',
          nft_info: {
            name: `Latch Test NFT #${made.tokenId}`,
            content: { preview: { url: expect.stringContaining('/public/getAssetImage/') } },
            flags: { is_spam: false },
          },
          quantity: { numeric: '1' },
          value: 0,
          price: 0,
        },
      ])
      expect(byHash(mine, made.nft)!.metadata.operationType).toBe('send')
      const received = byHash((await history(six)).data, made.nft)!
      expect(received.metadata.operationType).toBe('receive')
      expect(received.transfers[0]).toMatchObject({
        direction: 'in',
        nft_info: { name: `Latch Test NFT #${made.tokenId}` },
      })
    })

    it('history is newest first', async () => {
      const hashes = (await history(five.address)).data.map((tx) => tx.metadata.hash)
      const order = [made.nft, made.mint, made.token, made.native].map((hash) => hashes.indexOf(hash))
      expect(order.every((position) => position >= 0)).toBe(true)
      expect([...order].sort((a, b) => a - b)).toEqual(order)
    })

    it('balance lists the native coin first, then tokens, with exact amounts, price and value (R-3.29, R-7.14)', async () => {
      const list = await balances(six)
      const onChain = await five.publicClient.getBalance({ address: six })
      expect(list[0]).toEqual({
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: Number(formatUnits(onChain, 18)) * 2000,
        price: 2000,
        quantity: { decimals: '18', numeric: formatUnits(onChain, 18) },
        iconUrl: expect.stringContaining('/public/getTokenImage/ETH'),
      })
      const token = list.find((balance) => balance.symbol === 'LTT')!
      const expected = formatUnits(parseUnits(sixTokensBefore, 18) + parseUnits('12.5', 18), 18)
      expect(token).toEqual({
        name: 'Latch Test Token',
        symbol: 'LTT',
        chainId: 'eip155:31337',
        address: `eip155:31337:${DEVNET_TOKEN}`,
        value: Number(expected) * 0.5,
        price: 0.5,
        quantity: { decimals: '18', numeric: expected },
        iconUrl: expect.stringContaining('/public/getTokenImage/LTT'),
      })
    })

    it('NFTs lists the token the address holds now, not the one it sent away', async () => {
      const held = (await get<{ data: { tokenId: string }[] }>(`/v1/account/${six}/nfts?chainId=eip155:31337`)).body
        .data
      expect(held.find((nft) => nft.tokenId === made.tokenId)).toEqual({
        chainId: 'eip155:31337',
        contract: DEVNET_NFT,
        tokenId: made.tokenId,
        name: 'Latch Test NFT',
        symbol: 'LNFT',
        tokenUri: `latch-devnet://nft/${made.tokenId}`,
        previewUrl: expect.stringContaining('/public/getAssetImage/'),
      })
      const sender = (await get<{ data: { tokenId: string }[] }>(`/v1/account/${five.address}/nfts`)).body.data
      expect(sender.map((nft) => nft.tokenId)).not.toContain(made.tokenId)
    })

    it('a stopped and restarted indexer (new context, same database) misses nothing and doubles nothing', async () => {
      const { context } = engine()
      const first = startIndexers(context, { pollMs: 20 })
      const before = await seven.sendNative(five.address, parseEther('0.25'))
      const reached = async (ctx: CloudContext, hash: `0x${string}`) => {
        const { blockNumber } = await five.publicClient.getTransactionReceipt({ hash })
        await vi.waitFor(
          async () => {
            const cursor = await ctx.db
              .selectFrom('chain_cursors')
              .select('block_number')
              .where('chain_id', '=', 31337)
              .executeTakeFirstOrThrow()
            expect(Number(cursor.block_number)).toBeGreaterThanOrEqual(Number(blockNumber))
          },
          { timeout: 20_000, interval: 50 },
        )
      }
      await reached(context, before)
      await first.stop()
      const whileStopped = [
        await seven.sendToken(five.address, parseUnits('3', 18)),
        await seven.sendNative(five.address, parseEther('0.125')),
      ]
      const reopened = await openDatabase(context.config)
      try {
        const restartedContext: CloudContext = { ...context, db: reopened.db }
        const second = startIndexers(restartedContext, { pollMs: 20 })
        await reached(restartedContext, whileStopped[1]!)
        await second.stop()
      } finally {
        await reopened.close()
      }
      const hashes = [before, ...whileStopped]
      const rows = await context.db
        .selectFrom('chain_transfers')
        .select('tx_hash')
        .where('tx_hash', 'in', hashes)
        .execute()
      expect(rows.map((row) => row.tx_hash).sort()).toEqual([...hashes].sort())
      const listed = (await history(seven.address)).data.map((tx) => tx.metadata.hash)
      expect(hashes.map((hash) => listed.filter((listedHash) => listedHash === hash).length)).toEqual([1, 1, 1])
    })

    it('history pages with an opaque cursor: every transaction once, newest first, limit respected', async () => {
      for (const amount of ['0.01', '0.02', '0.03']) await seven.sendNative(six, parseEther(amount))
      await indexToHead(engine().context)
      const all = (await history(seven.address)).data
      expect(all.length).toBeGreaterThanOrEqual(4)
      const paged: Transaction[] = []
      let cursor: string | null = null
      do {
        const page: { data: Transaction[]; next: string | null } = await history(
          seven.address,
          `limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        )
        expect(page.data.length).toBeLessThanOrEqual(2)
        paged.push(...page.data)
        cursor = page.next
      } while (cursor)
      expect(paged.map((tx) => tx.id)).toEqual(all.map((tx) => tx.id))
      const blocks = paged.map((tx) => tx.metadata.blockNumber)
      expect([...blocks].sort((a, b) => b - a)).toEqual(blocks)
      const firstPage = await history(seven.address)
      expect(firstPage.next).toBeNull()
      expect((await history(seven.address, '')).data.length).toBe(Math.min(20, all.length))
    })

    it('supported chains are the configured ones as CAIP-2 ids (R-7.11)', async () => {
      expect((await get('/v1/supported-chains')).body).toEqual({ http: ['eip155:31337'], ws: [] })
    })

    it('prices come from configuration by CAIP-10 address; chains not served are left out (R-7.22)', async () => {
      const response = await engine().request(withProject('/v1/fungible/price'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          currency: 'usd',
          addresses: [
            `eip155:31337:${DEVNET_TOKEN}`,
            'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
            `eip155:1:${DEVNET_TOKEN}`,
          ],
        }),
      })
      expect(await response.json()).toEqual({
        fungibles: [
          {
            address: `eip155:31337:${DEVNET_TOKEN}`,
            name: 'Latch Test Token',
            symbol: 'LTT',
            iconUrl: expect.stringContaining('/public/getTokenImage/LTT'),
            price: 0.5,
          },
          {
            address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
            name: 'Ether',
            symbol: 'ETH',
            iconUrl: expect.stringContaining('/public/getTokenImage/ETH'),
            price: 2000,
          },
        ],
      })
      const bad = await engine().request(withProject('/v1/fungible/price'), {
        method: 'POST',
        body: JSON.stringify({ currency: 'usd', addresses: ['0x123'] }),
      })
      expect(bad.status).toBe(400)
      expect((await bad.json()) as { error: string }).toEqual({ error: expect.stringContaining('addresses.0') })
    })

    it('bad input is a 400 with a message, never a 500 (R-5.16, R-5.20)', async () => {
      const cases = [
        `/v1/account/0x123/history`,
        `/v1/account/not-an-address/balance`,
        `/v1/account/${six}/history?chainId=31337`,
        `/v1/account/${six}/history?chainId=eip155:1`,
        `/v1/account/${six}/history?limit=101`,
        `/v1/account/${six}/history?limit=0`,
        `/v1/account/${six}/history?cursor=bm9wZQ`,
        `/v1/account/${six}/balance?currency=eur`,
        `/v1/account/${six}/nfts?chainId=eip155:x`,
        `/v1/identity/0xzz`,
      ]
      for (const path of cases) {
        const { status, body } = await get<{ error: string }>(path)
        expect({ path, status }).toEqual({ path, status: 400 })
        expect(body.error).toEqual(expect.any(String))
      }
      // SPEC §5: the 0x prefix is optional
      expect((await get(`/v1/account/${six.slice(2)}/nfts`)).status).toBe(200)
    })

    it('every endpoint names its project (R-7.1, R-5.12)', async () => {
      const missing = await engine().request(`/v1/account/${six}/history`)
      expect(missing.status).toBe(400)
      expect(await missing.json()).toEqual({ error: 'Project ID Missing' })
      const unknown = await engine().request(`/v1/supported-chains?projectId=nope`)
      expect(unknown.status).toBe(401)
    })

    it('an NFT of a contract flagged as spam is flagged in history and left out of the NFTs list', async () => {
      const { db } = engine().context
      await db
        .insertInto('chain_spam_contracts')
        .values({ chain_id: 31337, address: DEVNET_NFT.toLowerCase() })
        .execute()
      try {
        const received = byHash((await history(six)).data, made.nft)!
        expect(received.transfers[0]!.nft_info!.flags.is_spam).toBe(true)
        expect((await get<{ data: unknown[] }>(`/v1/account/${six}/nfts`)).body.data).toEqual([])
      } finally {
        await db.deleteFrom('chain_spam_contracts').execute()
      }
    })
  },
)
