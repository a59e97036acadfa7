import { describe, expect, it } from 'vitest'
import { identityApplies } from './identity.ts'
import { toSmallestUnit, toTokenBalances } from './portfolio.ts'
import { walletImageUrl } from './catalogue.ts'
import { createCloudHttp } from './http.ts'
import type { Network } from '../types.ts'

describe('balances from the balance API', () => {
  it('R-3.29 R-7.14 native first, token addresses plain, quantity in the smallest unit, price and value kept', () => {
    const balances = toTokenBalances(
      [
        {
          name: 'Latch Test Token',
          symbol: 'LTT',
          chainId: 'eip155:31337',
          address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
          value: 2.5,
          price: 0.25,
          quantity: { decimals: '18', numeric: '10' },
        },
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:31337',
          value: 0,
          price: 0,
          quantity: { decimals: '18', numeric: '9999.5' },
        },
      ],
      'eip155:31337',
    )
    expect(balances.map((b) => [b.symbol, b.address, b.quantity.numeric, b.price, b.value])).toEqual([
      ['ETH', undefined, '9999500000000000000000', 0, 0],
      ['LTT', '0x5FbDB2315678afecb367f032d93F642f64180aa3', '10000000000000000000', 0.25, 2.5],
    ])
  })

  it('drops fraction digits beyond the decimals rather than failing', () => {
    expect(toSmallestUnit('1.23456', 2)).toBe('123')
    expect(toSmallestUnit('0', 18)).toBe('0')
  })
})

describe('identity', () => {
  const network = (chainNamespace: Network['chainNamespace'], testnet?: boolean) =>
    ({ chainNamespace, testnet }) as Network
  it('R-3.27 R-6.16 identity (the name shown) is set only on EVM networks that are not testnets', () => {
    expect(identityApplies(network('eip155'))).toBe(true)
    expect(identityApplies(network('eip155', true))).toBe(false)
    expect(identityApplies(network('solana'))).toBe(false)
  })
  it('R-3.27 (Latch decision) an app may opt in to names on testnets, still EVM only', () => {
    expect(identityApplies(network('eip155', true), true)).toBe(true)
    expect(identityApplies(network('solana', true), true)).toBe(false)
  })
})

describe('catalogue images', () => {
  const http = createCloudHttp({
    cloudUrl: 'https://cloud.example',
    projectId: 'demo',
    sdkType: 'latch-react',
    sdkVersion: '0.1.0',
  })
  it('R-7.6 a wallet image is its image_url, else GET /getWalletImage/{image_id} with the project', () => {
    expect(walletImageUrl(http, { id: 'w', name: 'W', image_url: 'https://img.example/w.png', image_id: 'x' })).toBe(
      'https://img.example/w.png',
    )
    expect(walletImageUrl(http, { id: 'w', name: 'W', image_id: 'abc' })).toBe(
      'https://cloud.example/getWalletImage/abc?projectId=demo&st=latch-react&sv=0.1.0',
    )
    expect(walletImageUrl(http, { id: 'w', name: 'W' })).toBeUndefined()
  })
})
