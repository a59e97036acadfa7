import { defineNetwork } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createWagmiConfig } from './wagmi.ts'

const network = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const global = globalThis as { window?: unknown }
/** what wagmi's EIP-6963 discovery asks of a window; nothing announces here */
const events = { addEventListener() {}, removeEventListener() {}, dispatchEvent: () => true }

afterEach(() => {
  delete global.window
})

describe('createWagmiConfig storage', () => {
  it('R-3.4: a Safe App in a frame whose storage the browser denies still loads (reading localStorage throws there)', async () => {
    global.window = Object.defineProperty({ ...events }, 'localStorage', {
      get() {
        throw new DOMException(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
          'SecurityError',
        )
      },
    })
    const config = createWagmiConfig({ networks: [network] })
    await config.storage?.setItem('recentConnectorId', 'safe')
    expect(await config.storage?.getItem('recentConnectorId')).toBeNull()
  })

  it('keeps wagmi state in the page storage where there is one; a full storage loses the write, not the page', async () => {
    const items = new Map<string, string>()
    let full = false
    global.window = {
      ...events,
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => {
          if (full) throw new DOMException('full', 'QuotaExceededError')
          items.set(key, value)
        },
        removeItem: (key: string) => items.delete(key),
      },
    }
    const config = createWagmiConfig({ networks: [network] })
    await config.storage?.setItem('recentConnectorId', 'safe')
    expect(await config.storage?.getItem('recentConnectorId')).toBe('safe')
    full = true
    await expect(config.storage?.setItem('recentConnectorId', 'injected')).resolves.toBeUndefined()
  })
})
