import { describe, expect, it } from 'vitest'
import { configFromEnv, ID_REGISTRY_ADDRESS } from './config.ts'

describe('configFromEnv: LATCH_FARCASTER', () => {
  const farcaster = {
    relayUrl: 'http://127.0.0.1:5177',
    domain: '127.0.0.1:5175',
    siweUri: 'http://127.0.0.1:5175/',
    idRegistry: { rpcUrl: 'http://127.0.0.1:8545' },
  }

  it('is optional; given as JSON it is checked, the IdRegistry address defaulting to Farcaster’s', () => {
    expect(configFromEnv({}).farcaster).toBeUndefined()
    expect(configFromEnv({ LATCH_FARCASTER: JSON.stringify(farcaster) }).farcaster).toEqual({
      ...farcaster,
      idRegistry: { rpcUrl: farcaster.idRegistry.rpcUrl, address: ID_REGISTRY_ADDRESS },
    })
  })

  it('refuses a config without a relay URL or with a bad registry address', () => {
    expect(() => configFromEnv({ LATCH_FARCASTER: JSON.stringify({ ...farcaster, relayUrl: 'not a url' }) })).toThrow()
    expect(() =>
      configFromEnv({
        LATCH_FARCASTER: JSON.stringify({
          ...farcaster,
          idRegistry: { rpcUrl: farcaster.idRegistry.rpcUrl, address: '0x12' },
        }),
      }),
    ).toThrow()
  })
})

describe('configFromEnv: LATCH_PASSKEY_ORIGIN', () => {
  it('is optional; the relying party id is the origin’s host unless LATCH_PASSKEY_RP_ID names a parent domain', () => {
    expect(configFromEnv({}).passkeys).toBeUndefined()
    expect(configFromEnv({ LATCH_PASSKEY_ORIGIN: 'https://frame.latch.example/' }).passkeys).toEqual({
      origin: 'https://frame.latch.example',
      rpId: 'frame.latch.example',
    })
    expect(
      configFromEnv({ LATCH_PASSKEY_ORIGIN: 'https://frame.latch.example', LATCH_PASSKEY_RP_ID: 'latch.example' })
        .passkeys,
    ).toEqual({
      origin: 'https://frame.latch.example',
      rpId: 'latch.example',
    })
  })

  it('refuses an origin that is no URL, naming the variable', () => {
    expect(() => configFromEnv({ LATCH_PASSKEY_ORIGIN: 'frame' })).toThrow(/LATCH_PASSKEY_ORIGIN/)
  })
})
