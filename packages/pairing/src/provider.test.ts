import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryKeyValueStorage } from './memoryStorage.ts'
import { createPairingCore } from './provider.ts'

const options = {
  relayUrl: 'ws://127.0.0.1:1/relay',
  projectId: 'p1',
  metadata: { name: 'Latch', description: 'test', url: 'http://127.0.0.1', icons: [] },
  networks: [],
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('pairing provider', () => {
  it("R-9.46 the pairing Core logs at SPEC §9's default level: errors reach the console, info and warnings do not", () => {
    const written: string[] = []
    for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        written.push(`${method} ${args.map((arg) => JSON.stringify(arg)).join(' ')}`)
      })
    const core = createPairingCore({ ...options, storage: memoryKeyValueStorage() })
    core.logger.info('an info line')
    core.logger.warn('a warning line')
    core.logger.error('an error line')
    expect(written.some((line) => line.includes('an error line'))).toBe(true)
    expect(written.filter((line) => /an info line|a warning line/.test(line))).toEqual([])
  })
})
