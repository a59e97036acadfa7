// What the approval card shows of an EVM request: the chain and the maximum fee of a
// transaction, the typed-data domain; typed data for another chain is refused before the card.
import { describe, expect, it } from 'vitest'
import type { TransactionSerializable } from 'viem'
import {
  checkTypedDataChain,
  describePersonal,
  describeTransaction,
  describeTypedData,
  maxFeeOf,
  typedDataOf,
} from './evmRequests.ts'

const TO = `0x${'11'.repeat(20)}` as const

describe('the card of an EVM request', () => {
  it('a transaction: chain, to, value, the maximum fee (gas × max fee per gas) and data', () => {
    const tx: TransactionSerializable = {
      chainId: 31337,
      to: TO,
      value: 10n ** 18n,
      gas: 21_000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1n,
      data: '0x1234',
      nonce: 0,
    }
    expect(describeTransaction(tx)).toEqual({
      kind: 'transaction',
      details: [
        ['Chain', '31337'],
        ['To', TO],
        ['Value', '1 ETH'],
        ['Maximum fee', '0.000042 ETH'],
        ['Data', '0x1234'],
      ],
    })
    expect(maxFeeOf({ chainId: 1, gas: 10n, gasPrice: 3n })).toBe(30n)
  })

  it('typed data: the domain (name, version, chain, verifying contract) before the message', () => {
    const data = typedDataOf(
      JSON.stringify({
        domain: { name: 'Permit2', version: '1', chainId: '0x7a69', verifyingContract: TO },
        types: { EIP712Domain: [], Permit: [{ name: 'amount', type: 'uint256' }] },
        primaryType: 'Permit',
        message: { amount: '5' },
      }),
    )
    expect(describeTypedData(data).details).toEqual([
      ['Domain', 'Permit2'],
      ['Version', '1'],
      ['Chain', '31337'],
      ['Verifying contract', TO],
      ['Type', 'Permit'],
      ['Message', '{\n  "amount": "5"\n}'],
    ])
    expect(
      describeTypedData(typedDataOf({ domain: {}, types: {}, primaryType: 'X', message: {} })).details.slice(0, 3),
    ).toEqual([
      ['Domain', '(no name)'],
      ['Chain', '(any chain)'],
      ['Verifying contract', '(none)'],
    ])
  })

  it('typed data for another chain is refused with the switch-chain text; no chain, or the same, passes', () => {
    expect(() =>
      checkTypedDataChain(typedDataOf({ domain: { chainId: 1 }, types: {}, primaryType: 'X', message: {} }), 31337),
    ).toThrow('Switch to chain 1 first')
    expect(() =>
      checkTypedDataChain(typedDataOf({ domain: { chainId: 31337 }, types: {}, primaryType: 'X', message: {} }), 31337),
    ).not.toThrow()
    expect(() =>
      checkTypedDataChain(typedDataOf({ domain: {}, types: {}, primaryType: 'X', message: {} }), 31337),
    ).not.toThrow()
  })

  it('personal_sign: hex that is printable text is shown as text, anything else as hex', () => {
    expect(describePersonal(['0x48656c6c6f', '0x'])).toEqual({ kind: 'signature', details: [['Message', 'Hello']] })
    expect(describePersonal(['0x00ff', '0x']).details[0]![1]).toBe('0x00ff')
  })
})
