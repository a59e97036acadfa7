// SwitchActiveChain lists the wallets that can connect the target namespace (SPEC §2 SwitchActiveChain).
import type { Connector } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { namespaceWallets } from './namespaceWallets.ts'

const evm: Connector = { id: 'evm.only', name: 'EVM Only', type: 'ANNOUNCED', chain: 'eip155' }
const sol: Connector = { id: 'Sol', name: 'Sol', type: 'ANNOUNCED', chain: 'solana' }
const pairing: Connector = { id: 'WALLET_CONNECT', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const multi: Connector = {
  id: 'dev.latch',
  name: 'Both',
  type: 'MULTI_CHAIN',
  chain: 'eip155',
  imageUrl: 'data:image/png;base64,AA==',
  connectors: [
    { id: 'dev.latch', name: 'Both', type: 'ANNOUNCED', chain: 'eip155' },
    { id: 'Both', name: 'Both', type: 'ANNOUNCED', chain: 'solana' },
  ],
}

describe('namespaceWallets', () => {
  it("R-3.2 lists the namespace's own wallets, a MULTI_CHAIN wallet by its connector of it, and the pairing connector", () => {
    expect(namespaceWallets([evm, sol, pairing, multi], 'solana')).toEqual([
      sol,
      pairing,
      { id: 'Both', name: 'Both', type: 'ANNOUNCED', chain: 'solana', imageUrl: 'data:image/png;base64,AA==' },
    ])
    expect(namespaceWallets([evm, sol], 'eip155')).toEqual([evm])
  })
})
