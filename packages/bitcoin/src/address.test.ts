// Bitcoin's address rule for Send (SPEC §5 has none for Bitcoin, R-1.21's adapter brings its own): bech32 (v0) and
// bech32m (v1, taproot) checksums on mainnet, testnet and regtest, and legacy base58 shapes; anything else is refused.
import { describe, expect, it } from 'vitest'
import { isAddressOn, isBitcoinAddress } from './address.ts'

describe('isBitcoinAddress', () => {
  it('R-1.21 accepts segwit v0 and taproot addresses of mainnet, testnet and regtest (BIP-173 / BIP-350 vectors)', () => {
    for (const address of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      'bcrt1q6qfa3808rc58xflmgk6hcfpvr0catu7uvths9e',
      'bcrt1pc4eddlqjae4ks6w6ynp0npz9jcd2n0ptxhj33g8ycywpx7ma0w3qj54gkz',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    ])
      expect(isBitcoinAddress(address), address).toBe(true)
  })

  it('R-1.21 refuses a wrong checksum, bech32 where bech32m is due, mixed case, other prefixes and other chains', () => {
    for (const address of [
      'bcrt1q6qfa3808rc58xflmgk6hcfpvr0catu7uvths9f',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'So11111111111111111111111111111111111111112',
      '',
    ])
      expect(isBitcoinAddress(address), address).toBe(false)
  })
})

describe('isAddressOn', () => {
  const regtest = { bech32: 'bcrt', pubKeyHash: 0x6f }
  const mainnet = { bech32: 'bc', pubKeyHash: 0x00 }
  it('R-1.21 keeps an address to the networks its prefix names', () => {
    expect(isAddressOn('bcrt1q6qfa3808rc58xflmgk6hcfpvr0catu7uvths9e', regtest)).toBe(true)
    expect(isAddressOn('bcrt1q6qfa3808rc58xflmgk6hcfpvr0catu7uvths9e', mainnet)).toBe(false)
    expect(isAddressOn('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', regtest)).toBe(false)
    expect(isAddressOn('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', mainnet)).toBe(true)
    expect(isAddressOn('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', regtest)).toBe(true)
    expect(isAddressOn('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', regtest)).toBe(false)
    expect(isAddressOn('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', mainnet)).toBe(true)
  })
})
