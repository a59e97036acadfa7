// The name rules the client checks before any call or signature (SPEC §5; the cloud's own checks
// and its reasons are apps/cloud/test/names.test.ts, the whole flow tooling/e2e/src/names.e2e.ts).
import { describe, expect, it } from 'vitest'
import { defineNetwork } from '../networks/defineNetwork.ts'
import { TEXTS } from '../errors.ts'
import { createLatch } from '../latch.ts'
import { memoryStorage } from '../storage.ts'
import { adapterDouble, setup, testWallet } from '../testDoubles.ts'
import { NAME_RULE_TEXTS } from './createNames.ts'

describe('names', () => {
  it('R-5.13 a name under 4 characters gets SPEC’s rule text, before any signature', async () => {
    const { latch, adapter } = setup({ cloudUrl: 'http://127.0.0.1:9', projectId: 'p' })
    await latch.connect('latch.test')
    expect(latch.nameRuleError('abc')).toBe(NAME_RULE_TEXTS.tooShort)
    await expect(latch.registerName('abc')).rejects.toThrow(NAME_RULE_TEXTS.tooShort)
    expect(adapter.signMessage).not.toHaveBeenCalled()
  })

  it('R-5.14 letters, digits and hyphens only; no suggestions are asked for a broken name', async () => {
    const { latch } = setup({ cloudUrl: 'http://127.0.0.1:9', projectId: 'p' })
    expect(latch.nameRuleError('ab_cd')).toBe(NAME_RULE_TEXTS.badCharacters)
    expect(latch.nameRuleError('good-name-1')).toBeUndefined()
    expect(await latch.suggestNames('ab_cd')).toEqual([])
  })

  it('R-6.16 names are EVM only: a Solana account cannot register one, and no signature is asked', async () => {
    const solana = defineNetwork({
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    })
    const owner = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const { adapter } = adapterDouble({
      namespace: 'solana',
      setup: (context) => context.emit('connectors', { connectors: [{ ...testWallet, chain: 'solana' }] }),
      connect: async () => ({ address: owner, chainId: solana.id, accounts: [owner] }),
    })
    const latch = createLatch({
      adapters: [adapter],
      networks: [solana],
      storage: memoryStorage(),
      cloudUrl: 'http://127.0.0.1:9',
      projectId: 'p',
    })
    latch.mount()
    await latch.connect('latch.test')
    expect(latch.getState().accounts.solana?.status).toBe('connected')
    await expect(latch.registerName('good-name')).rejects.toThrow(TEXTS.errorRegisteringName)
    expect(adapter.signMessage).not.toHaveBeenCalled()
  })
})
