// A user's minimal instance: one network and the EVM adapter, from the public API only.
import { createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { devnet } from './devnet.ts'

export const latch = createLatch({ adapters: [evmAdapter()], networks: [devnet] })
