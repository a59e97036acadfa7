// @latch/core/server offline: verifyLatchSession({ mode: 'offline' }) checks a session's signed EIP-4361 message
// itself — its fields, expiry, domain and signature — with a public client of the devnet (anvil) for contract wallets.
import { DEV_ACCOUNTS } from '@latch/devnet'
import { type Address, createPublicClient, createTestClient, hashMessage, type Hex, http, pad } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, inject, it } from 'vitest'
import { OFFLINE_REASONS, verifyLatchSession } from '../src/server.ts'

const rpcUrl = ((inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }).rpcUrls[0]
const alice = DEV_ACCOUNTS[5]!
const bob = DEV_ACCOUNTS[6]!
const DOMAIN = 'app.example.com'
const client = createPublicClient({ transport: http(rpcUrl) })
/** the ERC-1271 stand-in of apps/cloud/test/sessions.test.ts: approves the one hash stored in its slot 0 */
const ERC1271_STANDIN = ('0x6004356000541460145760006000526020' + '6000f35b631626ba7e60e01b60005260206000f3') as Hex
const CONTRACT_WALLET: Address = '0x00000000000000000000000000000000001271bb'

const now = new Date()
const inAWeek = new Date(now.getTime() + 7 * 24 * 3600_000)
const messageFor = (address: Address, overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    address,
    chainId: 31337,
    domain: DOMAIN,
    uri: `https://${DOMAIN}/`,
    version: '1',
    nonce: 'abcdef123456',
    issuedAt: now,
    expirationTime: inAWeek,
    ...overrides,
  })

describe('verifyLatchSession offline (the dApp backend checks a session by its signature)', () => {
  it('an EOA session verifies, without a client too; the session carries its CAIP-10 account and expiry', async () => {
    const message = messageFor(alice.address)
    const signature = await alice.signMessage({ message })
    for (const withClient of [{ client }, {}]) {
      const verified = await verifyLatchSession({ mode: 'offline', message, signature, domain: DOMAIN, ...withClient })
      expect(verified).toEqual({
        valid: true,
        session: {
          account: `eip155:31337:${alice.address}`,
          chainId: 'eip155:31337',
          address: alice.address,
          domain: DOMAIN,
          uri: `https://${DOMAIN}/`,
          issuedAt: now.toISOString(),
          expiresAt: inAWeek.toISOString(),
          message,
          signature,
        },
      })
    }
  })

  it('refused: another key, another domain, expired, not yet valid, no expiry, not a sign-in message', async () => {
    const message = messageFor(alice.address)
    const forged = await bob.signMessage({ message })
    const check = (parameters: { message: string; signature: string; domain?: string; now?: Date }) =>
      verifyLatchSession({ mode: 'offline', client, domain: DOMAIN, ...parameters })
    expect(await check({ message, signature: forged })).toEqual({ valid: false, reason: OFFLINE_REASONS.badSignature })
    const signature = await alice.signMessage({ message })
    expect(await check({ message, signature, domain: 'evil.example' })).toEqual({
      valid: false,
      reason: OFFLINE_REASONS.wrongDomain,
    })
    expect(await check({ message, signature, now: new Date(inAWeek.getTime() + 1000) })).toEqual({
      valid: false,
      reason: OFFLINE_REASONS.expired,
    })
    const later = messageFor(alice.address, {
      notBefore: inAWeek,
      expirationTime: new Date(inAWeek.getTime() + 3600_000),
    })
    expect(await check({ message: later, signature: await alice.signMessage({ message: later }) })).toEqual({
      valid: false,
      reason: OFFLINE_REASONS.notYetValid,
    })
    const endless = messageFor(alice.address, { expirationTime: undefined })
    expect(await check({ message: endless, signature: await alice.signMessage({ message: endless }) })).toEqual({
      valid: false,
      reason: OFFLINE_REASONS.noExpiry,
    })
    expect(await check({ message: 'hello', signature })).toEqual({
      valid: false,
      reason: OFFLINE_REASONS.invalidMessage,
    })
    expect(await check({ message, signature: 'not hex' })).toEqual({
      valid: false,
      reason: OFFLINE_REASONS.invalidMessage,
    })
  })

  it('a contract wallet (ERC-1271) verifies through the public client; without its approval, or without a client, it is refused', async () => {
    const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    await anvil.setCode({ address: CONTRACT_WALLET, bytecode: ERC1271_STANDIN })
    const message = messageFor(CONTRACT_WALLET, { nonce: `contract${Date.now()}` })
    const signature = `0x${'11'.repeat(65)}`
    expect(await verifyLatchSession({ mode: 'offline', client, message, signature, domain: DOMAIN })).toEqual({
      valid: false,
      reason: OFFLINE_REASONS.badSignature,
    })
    await anvil.setStorageAt({ address: CONTRACT_WALLET, index: pad('0x0'), value: hashMessage(message) })
    const verified = await verifyLatchSession({ mode: 'offline', client, message, signature, domain: DOMAIN })
    expect(verified.valid && verified.session.account.toLowerCase()).toBe(`eip155:31337:${CONTRACT_WALLET}`)
    expect(await verifyLatchSession({ mode: 'offline', message, signature, domain: DOMAIN })).toEqual({
      valid: false,
      reason: OFFLINE_REASONS.badSignature,
    })
  })
})
