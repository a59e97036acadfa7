import { describe, expect, it } from 'vitest'
import { walletPageRequest } from './catalogue.ts'
import {
  isCaipAddress,
  isCaipNetworkId,
  isEvmAddress,
  isNameCoinTypeChainId,
  isRegisteredName,
  isSignedMessage,
  isSocialLogin,
  isSocialProvider,
  isSolanaAddress,
  isThemeMode,
  isTransactionHash,
  nameCoinType,
  requireAdapter,
  sendFormError,
  walletSearchText,
} from './validators.ts'
import { errorMessage } from './errors/codes.ts'

const HEX40 = 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('addresses and ids', () => {
  it('R-5.16 an EVM address is 40 hex digits', () => {
    expect(isEvmAddress(`0x${HEX40}`)).toBe(true)
    expect(isEvmAddress(`0x${HEX40.slice(1)}`)).toBe(false)
    expect(isEvmAddress(`0x${HEX40}0`)).toBe(false)
    expect(isEvmAddress(`0x${HEX40.slice(1)}g`)).toBe(false)
  })

  it('R-5.17 the 0x prefix is optional', () => {
    expect(isEvmAddress(HEX40)).toBe(true)
  })

  it('R-5.18 a Solana address is 32 to 44 base58 characters', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(true)
    expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false)
    expect(isSolanaAddress('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4TT')).toBe(false)
    expect(isSolanaAddress('0OIl1111111111111111111111111111')).toBe(false)
  })

  it('R-5.19 a chain-scoped address has three colon-separated parts', () => {
    expect(isCaipAddress(`eip155:1:0x${HEX40}`)).toBe(true)
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipAddress('eip155::0xabc')).toBe(false)
    expect(isCaipAddress('a:b:c:d')).toBe(false)
  })

  it('R-5.20 a network id has two colon-separated parts', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId('eip155')).toBe(false)
    expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false)
  })

  it('R-5.21 a transaction hash is 0x plus 64 hex digits', () => {
    expect(isTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(true)
    expect(isTransactionHash('ab'.repeat(32))).toBe(false)
    expect(isTransactionHash(`0x${'ab'.repeat(31)}`)).toBe(false)
  })

  it('R-5.22 a signed message is 0x plus at least 62 hex digits', () => {
    expect(isSignedMessage(`0x${'a'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${'a'.repeat(130)}`)).toBe(true)
    expect(isSignedMessage(`0x${'a'.repeat(61)}`)).toBe(false)
  })

  it('R-5.13 R-5.14 a registered name has at least 4 letters, digits or hyphens', () => {
    expect(isRegisteredName('ab-9')).toBe(true)
    expect(isRegisteredName('abc')).toBe(false)
    expect(isRegisteredName('ab_cd')).toBe(false)
    expect(isRegisteredName('ab.cd')).toBe(false)
  })

  it('R-5.15 the name coin type chain id is below 2147483648', () => {
    expect(isNameCoinTypeChainId(2147483647)).toBe(true)
    expect(isNameCoinTypeChainId(2147483648)).toBe(false)
    expect(nameCoinType(10)).toBe(2147483658)
    expect(() => nameCoinType(2147483648)).toThrow('Invalid chainId')
  })

  it('R-5.4 R-3.69 social provider is one of six values', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(isSocialProvider(provider)).toBe(true)
    expect(isSocialProvider('farcaster')).toBe(false)
  })

  it('R-9.71 R-9.72 a social login is one of the six providers or farcaster', () => {
    for (const login of ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])
      expect(isSocialLogin(login)).toBe(true)
    expect(isSocialLogin('telegram')).toBe(false)
  })

  it('R-5.5 R-2.30 theme mode is light or dark', () => {
    expect(isThemeMode('light')).toBe(true)
    expect(isThemeMode('dark')).toBe(true)
    expect(isThemeMode('system')).toBe(false)
  })

  it('R-5.23 send without an amount or a receiver names both', () => {
    expect(errorMessage(sendFormError({ receiver: `0x${HEX40}`, token: {} })!)).toBe(
      'An amount and receiver address are required',
    )
    expect(errorMessage(sendFormError({ amount: '1', token: {} })!)).toBe('An amount and receiver address are required')
  })

  it('R-5.24 send without a token asks for one', () => {
    expect(errorMessage(sendFormError({ amount: '1', receiver: `0x${HEX40}` })!)).toBe('A token is required')
    expect(sendFormError({ amount: '1', receiver: `0x${HEX40}`, token: {} })).toBeNull()
  })

  it('R-5.25 wallet search text is trimmed', () => {
    expect(walletSearchText('  meta ')).toBe('meta')
    expect(walletPageRequest(3, '  meta ')).toMatchObject({ page: 1, search: 'meta', entries: 100 })
    expect(walletPageRequest(3, '   ')).toMatchObject({ page: 3, entries: 40 })
  })

  it('R-5.27 a network requires an adapter for its namespace', () => {
    const adapters = new Map([['eip155' as const, 'evm']])
    expect(requireAdapter(adapters, 'eip155')).toBe('evm')
    expect(() => requireAdapter(adapters, 'solana')).toThrow('No adapter exists for namespace solana')
  })
})
