import { describe, expect, it } from 'vitest'
import { defineNetwork } from './defineNetwork.ts'
import { networkImageUrl } from './networkImage.ts'

const base = {
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

describe('networkImageUrl', () => {
  it('R-7.6: a network without its own image is shown from the cloud by its asset image id', () => {
    const mainnet = defineNetwork({ id: 1, name: 'Ethereum', ...base })
    expect(networkImageUrl(mainnet, 'http://cloud.test')).toBe('http://cloud.test/public/getAssetImage/ethereum')
    const devnet = defineNetwork({ id: 31337, name: 'Devnet', ...base, assets: { imageId: 'ethereum' } })
    expect(networkImageUrl(devnet, 'http://cloud.test/')).toBe('http://cloud.test/public/getAssetImage/ethereum')
  })
  it('prefers the network’s own image URL, and has none for an unknown chain or without a cloud', () => {
    expect(
      networkImageUrl(
        defineNetwork({ id: 5, name: 'x', ...base, assets: { imageUrl: 'https://x.test/a.png' } }),
        undefined,
      ),
    ).toBe('https://x.test/a.png')
    expect(networkImageUrl(defineNetwork({ id: 31337, name: 'Devnet', ...base }), 'http://cloud.test')).toBeUndefined()
    expect(networkImageUrl(defineNetwork({ id: 1, name: 'Ethereum', ...base }), undefined)).toBeUndefined()
  })
})
