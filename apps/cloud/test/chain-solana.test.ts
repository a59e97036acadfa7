// The balance endpoint on a Solana network (SPEC §7, §3, §6: balances on Solana too) against the Solana
// devnet part (a litesvm STAND-IN): SOL and SPL amounts exact, as the chain has them.
import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { TokenBalance as Balance } from '../src/chain/balance.ts'
import { SOLANA_DEVNET_CAIP_ID, startSolanaDevnet } from '../../../tooling/devnet/src/solana-devnet.ts'
import { createTestProject, withProject } from './chainDevnet.ts'
import { describeOnEngines } from './engines.ts'

const solana = await startSolanaDevnet()
afterAll(() => solana.close())

const config = {
  solanaChains: [
    {
      caipNetworkId: SOLANA_DEVNET_CAIP_ID,
      name: 'Latch Solana Devnet',
      rpcUrl: solana.url,
      tokens: [{ mint: solana.mint, symbol: 'LST', name: 'Latch Solana Token', decimals: 6 }],
    },
  ],
  prices: { [`${SOLANA_DEVNET_CAIP_ID}/native`]: 150 },
}

describeOnEngines('Solana balances', config, (engine) => {
  beforeAll(async () => {
    await createTestProject(engine().context)
  })
  const balances = async (address: string, chainId = SOLANA_DEVNET_CAIP_ID) =>
    engine().request(withProject(`/v1/account/${address}/balance?chainId=${chainId}&currency=usd`))

  it('R-7.14 R-3.29 lists SOL first, then the SPL tokens the address holds, exact, priced', async () => {
    const owner = solana.keys[3]!.address
    const response = await balances(owner)
    expect(response.status).toBe(200)
    const list = ((await response.json()) as { balances: Balance[] }).balances
    const lamports = (await createSolanaRpc(solana.url).getBalance(owner).send()).value
    expect(list[0]).toMatchObject({
      symbol: 'SOL',
      chainId: SOLANA_DEVNET_CAIP_ID,
      price: 150,
      quantity: { decimals: '9', numeric: String(Number(lamports) / 1e9) },
    })
    expect(list[0]?.value).toBeCloseTo((Number(lamports) / 1e9) * 150)
    expect(list[1]).toMatchObject({
      symbol: 'LST',
      name: 'Latch Solana Token',
      address: `${SOLANA_DEVNET_CAIP_ID}:${solana.mint}`,
      quantity: { decimals: '6', numeric: '10000' },
    })
  })

  it('a configured token shows at 0 for an address without it; an EVM address, an unknown network or a bad id is a 400', async () => {
    const empty = (await generateKeyPairSigner()).address
    const list = ((await (await balances(empty)).json()) as { balances: Balance[] }).balances
    expect(list.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['SOL', '0'],
      ['LST', '0'],
    ])
    expect((await balances('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).status).toBe(400)
    expect((await balances(empty, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).status).toBe(400)
    expect((await balances(empty, 'solana:nope')).status).toBe(400)
  })
})
