import { ChainNotSupportedError, defineNetwork, TEXTS } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { english } from '../i18n/en.ts'
import { createTranslator } from '../i18n/translator.ts'
import { sendError, sendFailure, sendTokens } from './sendForm.ts'

const en = english()

/** what the view shows for a refusal, in English */
const shown = (error: Error | null) => error && createTranslator('en', en).error(error)

const network = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const eth = { symbol: 'ETH', decimals: 18, balance: 10n ** 18n }
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('sendTokens', () => {
  it('offers the native coin first, then configured tokens of the active network', () => {
    const tokens = sendTokens(network, { value: 5n, decimals: 18, symbol: 'ETH' }, [
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 0, quantity: { decimals: '18', numeric: '5' } },
      {
        name: 'Latch Test Token',
        symbol: 'LTT',
        chainId: 'eip155:31337',
        address: '0x5F',
        price: 0,
        quantity: { decimals: '6', numeric: '7' },
      },
      {
        name: 'Elsewhere',
        symbol: 'ELS',
        chainId: 'eip155:1',
        address: '0x11',
        price: 0,
        quantity: { decimals: '18', numeric: '1' },
      },
    ])
    expect(tokens).toEqual([
      { symbol: 'ETH', decimals: 18, balance: 5n },
      { address: '0x5F', symbol: 'LTT', decimals: 6, balance: 7n },
    ])
  })
})

describe('sendError', () => {
  it('R-5.23: an amount and a receiver are required', () => {
    expect(shown(sendError({ amount: ' ', receiver: receiver, token: eth }, 'eip155'))).toBe(
      TEXTS.sendAmountAndReceiverRequired,
    )
    expect(shown(sendError({ amount: '1', receiver: '', token: eth }, 'eip155'))).toBe(
      'An amount and receiver address are required',
    )
  })
  it('R-5.24: a token is required', () => {
    expect(shown(sendError({ amount: '1', receiver }, 'eip155'))).toBe('A token is required')
  })
  it('R-5.16: rejects a receiver that is not an EVM address', () => {
    expect(shown(sendError({ amount: '0.1', receiver: '0x1234', token: eth }, 'eip155'))).toBe('Invalid address')
  })
  it('rejects a zero or malformed amount, and one above the balance', () => {
    expect(shown(sendError({ amount: '0', receiver, token: eth }, 'eip155'))).toBe('Enter a valid amount')
    expect(shown(sendError({ amount: '1e3', receiver, token: eth }, 'eip155'))).toBe('Enter a valid amount')
    expect(shown(sendError({ amount: '1.5', receiver, token: eth }, 'eip155'))).toBe('Insufficient balance')
  })
  it('accepts a complete form within the balance', () => {
    expect(shown(sendError({ amount: ' 0.5 ', receiver: ` ${receiver} `, token: eth }, 'eip155'))).toBeNull()
  })
})

describe('sendFailure', () => {
  it('names a wallet rejection, keeps core refusals by their code, and hides long wallet errors', () => {
    expect(shown(sendFailure(Object.assign(new Error('User rejected the request.'), { code: 4001 })))).toBe(
      'Transaction rejected',
    )
    expect(shown(sendFailure(new ChainNotSupportedError('UnsupportedChain')))).toBe('Unsupported chain')
    // a wallet's text that happens to read like core's is still the wallet's: by code, never by text
    expect(shown(sendFailure(new Error(TEXTS.unsupportedChain)))).toBe('Transaction failed')
    expect(shown(sendFailure(new Error('execution reverted: 0x...')))).toBe('Transaction failed')
  })
})
