// The chain switch a pairing session asks of its wallet (SPEC §7, §8), over a wallet request double: the wallet's
// side of the session, which the integration test runs for real (test/pairing.test.ts).
import { defineNetwork } from '@latch/core'
import { describe, expect, it, vi } from 'vitest'
import { switchPairingChain } from './switchChain.ts'

const network = defineNetwork({
  id: 31338,
  name: 'Latch Devnet 31338',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})
const unrecognised = Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })

describe('switchPairingChain', () => {
  it('R-8.68 a wallet that cannot add an unrecognised chain does not support it: Chain is not supported', async () => {
    const request = vi.fn(async (method: string) => {
      throw method === 'wallet_switchEthereumChain' ? unrecognised : new Error('Internal error')
    })
    await expect(switchPairingChain(request, network)).rejects.toThrow('Chain is not supported')
    expect(request.mock.calls.map(([method]) => method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ])
  })

  it('a visitor who refuses to add the chain stays a refusal (4001)', async () => {
    const refused = Object.assign(new Error('User rejected'), { code: 4001 })
    const request = vi.fn(async (method: string) => {
      throw method === 'wallet_switchEthereumChain' ? unrecognised : refused
    })
    await expect(switchPairingChain(request, network)).rejects.toBe(refused)
  })
})
