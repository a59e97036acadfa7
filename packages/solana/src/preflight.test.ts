// solana_signAndSendTransaction's options and SPEC's preflight commitments.
import { describe, expect, it } from 'vitest'
import { walletChainOf } from './chains.ts'
import { modernSendOptions } from './modernSendOptions.ts'
import { PREFLIGHT_COMMITMENTS } from './preflight.ts'
import { sendOptionsOf } from './sendOptions.ts'
import { solanaAdapter } from './index.ts'

describe('send options', () => {
  it('R-9.66 the preflight commitments are the eight of SPEC §9', () => {
    expect(PREFLIGHT_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
    for (const commitment of PREFLIGHT_COMMITMENTS)
      expect(sendOptionsOf({ preflightCommitment: commitment }).preflightCommitment).toBe(commitment)
    expect(() => sendOptionsOf({ preflightCommitment: 'latest' as never })).toThrow(
      'preflightCommitment must be one of',
    )
  })

  it('R-3.103 carries skipPreflight, preflightCommitment, maxRetries and minContextSlot, checked; preflight on by default', () => {
    expect(sendOptionsOf()).toEqual({ skipPreflight: false, preflightCommitment: 'confirmed' })
    expect(
      sendOptionsOf({ skipPreflight: true, preflightCommitment: 'finalized', maxRetries: 3, minContextSlot: 10 }),
    ).toEqual({
      skipPreflight: true,
      preflightCommitment: 'finalized',
      maxRetries: 3,
      minContextSlot: 10,
    })
    expect(() => sendOptionsOf({ maxRetries: -1 })).toThrow('maxRetries must be a whole number of 0 or more')
    expect(() => sendOptionsOf({ minContextSlot: 1.5 })).toThrow('minContextSlot must be a whole number of 0 or more')
  })

  it('R-3.103 R-9.66 options outside the rules throw when the adapter is made, before any wallet is asked', () => {
    expect(() => solanaAdapter({ sendOptions: { preflightCommitment: 'latest' as never } })).toThrow(
      expect.objectContaining({ name: 'ConfigurationError', code: 'InvalidOption' }),
    )
    expect(() => solanaAdapter({ sendOptions: { maxRetries: 2.5 } })).toThrow('maxRetries must be a whole number')
    expect(solanaAdapter({ sendOptions: { preflightCommitment: 'root', maxRetries: 0 } }).namespace).toBe('solana')
    expect(solanaAdapter().namespace).toBe('solana')
  })

  it('R-9.66 the legacy commitments reach the Wallet Standard and kit as their current names', () => {
    expect(
      ['recent', 'single', 'singleGossip', 'root', 'max'].map(
        (name) => modernSendOptions({ preflightCommitment: name as never }).preflightCommitment,
      ),
    ).toEqual(['processed', 'confirmed', 'confirmed', 'finalized', 'finalized'])
  })

  it('a network is named to the wallet by its CAIP-2 id when listed, else by cluster, else localnet', () => {
    const mainnet = {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
    }
    const local = {
      id: 'LatchDevnet111111111111111111111',
      caipNetworkId: 'solana:LatchDevnet111111111111111111111' as const,
    }
    expect(walletChainOf(mainnet)).toBe('solana:mainnet')
    expect(walletChainOf(local)).toBe('solana:localnet')
    expect(walletChainOf(local, ['solana:localnet', local.caipNetworkId])).toBe(local.caipNetworkId)
  })
})
