// The batch logic without a chain: status codes, the card text, the pre-card refusals, the send loop and the book.
import type { Hex } from 'viem'
import { RPC_TEXTS } from '@latch/frame'
import { describe, expect, it } from 'vitest'
import {
  CALLS_STORAGE_KEY,
  type CallsBatch,
  callsStatus,
  callsStatusCode,
  callTransaction,
  capabilities,
  checkSendCalls,
  createCallsBook,
  describeCalls,
  MAX_BATCHES,
  newBatchId,
  type RpcReceipt,
  sendCalls,
  SMART_ACCOUNT_METHODS,
} from './calls.ts'
import type { KeyValue } from './store.ts'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`
const receipt = (n: number, status: '0x1' | '0x0'): RpcReceipt => ({
  status,
  logs: [{ address: TO, data: '0x', topics: [hash(99)] }],
  blockHash: hash(50),
  blockNumber: '0x5',
  gasUsed: '0x5208',
  transactionHash: hash(n),
})
const batch = (hashes: Hex[], failed = false): CallsBatch => ({ id: hash(7), chainId: '0x7a69', hashes, failed })

function memoryKeyValue(): KeyValue & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

describe('callsStatusCode (EIP-5792 statuses, contract §2.1)', () => {
  it('100 while any sent call has no receipt', () => {
    expect(callsStatusCode(batch([hash(1), hash(2)]), [receipt(1, '0x1'), null])).toBe(100)
    expect(callsStatusCode(batch([hash(1)], true), [null])).toBe(100)
  })
  it('200 when every call was sent and succeeded', () => {
    expect(callsStatusCode(batch([hash(1), hash(2)]), [receipt(1, '0x1'), receipt(2, '0x1')])).toBe(200)
  })
  it('400 when nothing was sent', () => {
    expect(callsStatusCode(batch([], true), [])).toBe(400)
  })
  it('500 when every call was sent and all reverted', () => {
    expect(callsStatusCode(batch([hash(1), hash(2)]), [receipt(1, '0x0'), receipt(2, '0x0')])).toBe(500)
  })
  it('600 when some reverted, or a call failed to send', () => {
    expect(callsStatusCode(batch([hash(1), hash(2)]), [receipt(1, '0x1'), receipt(2, '0x0')])).toBe(600)
    expect(callsStatusCode(batch([hash(1)], true), [receipt(1, '0x1')])).toBe(600)
    expect(callsStatusCode(batch([hash(1)], true), [receipt(1, '0x0')])).toBe(600)
  })
})

describe('callsStatus', () => {
  it('answers the v2 shape, atomic false, with the receipts found in call order', () => {
    const status = callsStatus(batch([hash(1), hash(2)]), [receipt(1, '0x1'), null])
    expect(status).toEqual({
      version: '2.0.0',
      id: hash(7),
      chainId: '0x7a69',
      atomic: false,
      status: 100,
      receipts: [
        {
          logs: [{ address: TO, data: '0x', topics: [hash(99)] }],
          status: '0x1',
          blockHash: hash(50),
          blockNumber: '0x5',
          gasUsed: '0x5208',
          transactionHash: hash(1),
        },
      ],
    })
  })
})

describe('checkSendCalls: refusals before the card', () => {
  const request = { chainId: '0x7a69', calls: [{ to: TO }] }
  it('R-8.97 atomicRequired: true is refused, an EOA cannot run calls atomically', () => {
    expect(() => checkSendCalls({ ...request, atomicRequired: true }, 31337)).toThrow(
      'Atomic execution is not supported by this wallet',
    )
    expect(() => checkSendCalls({ ...request, atomicRequired: false }, 31337)).not.toThrow()
  })
  it('R-3.100 the chainId must be the frame chain, as hex or number, with a CAIP-2 frame chain too', () => {
    expect(() => checkSendCalls(request, 31337)).not.toThrow()
    expect(() => checkSendCalls({ ...request, chainId: 31337 }, 'eip155:31337')).not.toThrow()
    expect(() => checkSendCalls({ ...request, chainId: '0xa' }, 31337)).toThrow('Switch to chain 10 first')
    expect(() => checkSendCalls({ ...request, chainId: '0x' }, 31337)).toThrow('Switch to chain 0 first')
  })
})

describe('describeCalls: the approval card', () => {
  it('R-3.101 lists each call To, Value and Data under Call i of n; empty data is left out', () => {
    const card = describeCalls([
      { to: TO, value: '0x16345785d8a0000', data: '0x' },
      { to: TO, value: 5, data: '0xa9059cbb' },
    ])
    expect(card).toEqual({
      kind: 'transaction',
      details: [
        ['Call 1 of 2: To', TO],
        ['Call 1 of 2: Value', '0.1 ETH'],
        ['Call 2 of 2: To', TO],
        ['Call 2 of 2: Value', '0.000000000000000005 ETH'],
        ['Call 2 of 2: Data', '0xa9059cbb'],
      ],
    })
  })
})

describe('sendCalls', () => {
  it('sends in order with sequential nonces from the first', async () => {
    const seen: [string, number][] = []
    const sent = await sendCalls([{ to: '0x01' }, { to: '0x02' }, { to: '0x03' }], {
      nonce: async () => 7,
      transaction: async (call, nonce) => (seen.push([call.to, nonce]), hash(nonce)),
      mined: async () => true,
    })
    expect(seen).toEqual([
      ['0x01', 7],
      ['0x02', 8],
      ['0x03', 9],
    ])
    expect(sent).toEqual({ hashes: [hash(7), hash(8), hash(9)], failed: false })
  })
  it('a call that fails to send, even once the call before it is mined, stops the rest; what was sent is kept', async () => {
    const seen: string[] = []
    const waited: Hex[] = []
    const sent = await sendCalls([{ to: '0x01' }, { to: '0x02' }, { to: '0x03' }], {
      nonce: async () => 0,
      transaction: async (call, nonce) => {
        seen.push(call.to)
        if (call.to === '0x02') throw new Error('execution reverted')
        return hash(nonce)
      },
      mined: async (sentHash) => (waited.push(sentHash), true),
    })
    expect(seen).toEqual(['0x01', '0x02', '0x02'])
    expect(waited).toEqual([hash(0)])
    expect(sent).toEqual({ hashes: [hash(0)], failed: true })
  })
  it('a call that needs the one before it on chain is sent again once that one is mined (approve, then swap)', async () => {
    let approved = false
    const sent = await sendCalls([{ to: '0x01' }, { to: '0x02' }], {
      nonce: async () => 4,
      transaction: async (call, nonce) => {
        if (call.to === '0x02' && !approved) throw new Error('execution reverted: allowance')
        return hash(nonce)
      },
      mined: async () => ((approved = true), true),
    })
    expect(sent).toEqual({ hashes: [hash(4), hash(5)], failed: false })
  })
  it('the call before reverted on chain: the next is not tried again, and the batch stops', async () => {
    let tries = 0
    const sent = await sendCalls([{ to: '0x01' }, { to: '0x02' }], {
      nonce: async () => 0,
      transaction: async (call, nonce) => {
        if (call.to !== '0x02') return hash(nonce)
        tries++
        throw new Error('execution reverted')
      },
      mined: async () => false,
    })
    expect(tries).toBe(1)
    expect(sent).toEqual({ hashes: [hash(0)], failed: true })
  })
  it('the first call is never waited on: nothing came before it', async () => {
    const sent = await sendCalls([{ to: '0x01' }], {
      nonce: async () => 0,
      transaction: async () => Promise.reject(new Error('insufficient funds')),
      mined: () => Promise.reject(new Error('must not wait')),
    })
    expect(sent).toEqual({ hashes: [], failed: true })
  })
  it('no nonce, nothing sent', async () => {
    const sent = await sendCalls([{ to: '0x01' }], {
      nonce: () => Promise.reject(new Error('down')),
      transaction: async () => hash(1),
      mined: async () => true,
    })
    expect(sent).toEqual({ hashes: [], failed: true })
  })
  it('callTransaction gives eth_sendTransaction fields, a 0x value read as zero', () => {
    expect(callTransaction({ to: TO, data: '0xab', value: '0x' }, 3)).toEqual({
      to: TO,
      data: '0xab',
      value: '0x0',
      nonce: 3,
    })
    expect(callTransaction({ to: TO, value: 10 }, 4)).toEqual({ to: TO, data: undefined, value: '0xa', nonce: 4 })
  })
})

describe('createCallsBook', () => {
  it('R-3.61 finds batches in memory and, after a reload, in @appkit-wallet/ storage; ids are case-insensitive', () => {
    const storage = memoryKeyValue()
    const id = newBatchId()
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    createCallsBook(storage).add({ id, chainId: '0x7a69', hashes: [hash(1)], failed: false })
    expect(CALLS_STORAGE_KEY.startsWith('@appkit-wallet/')).toBe(true)
    expect(createCallsBook(storage).find(id.toUpperCase().replace('0X', '0x'))).toEqual({
      id,
      chainId: '0x7a69',
      hashes: [hash(1)],
      failed: false,
    })
    expect(createCallsBook(storage).find(hash(123))).toBeUndefined()
    expect(createCallsBook(storage).find(42)).toBeUndefined()
  })
  it('keeps the newest 50', () => {
    const storage = memoryKeyValue()
    const book = createCallsBook(storage)
    const ids = Array.from({ length: MAX_BATCHES + 3 }, (_, n) => hash(n))
    for (const id of ids) book.add({ id, chainId: '0x1', hashes: [], failed: true })
    expect(JSON.parse(storage.items.get(CALLS_STORAGE_KEY)!)).toHaveLength(MAX_BATCHES)
    expect(book.find(ids[2])).toBeUndefined()
    expect(book.find(ids[3])).toBeDefined()
    expect(createCallsBook(storage).find(ids[2])).toBeUndefined()
    expect(createCallsBook(storage).find(ids.at(-1))).toBeDefined()
  })
  it('a full or broken storage does not lose the answer', () => {
    const storage = memoryKeyValue()
    storage.items.set(CALLS_STORAGE_KEY, '{not json')
    expect(createCallsBook(storage).find(hash(1))).toBeUndefined()
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const book = createCallsBook(storage)
    book.add({ id: hash(1), chainId: '0x1', hashes: [hash(2)], failed: false })
    expect(book.find(hash(1))?.hashes).toEqual([hash(2)])
  })
})

describe('capabilities and smart-account methods', () => {
  it('R-6.4 wallet_getCapabilities: the chain, atomic unsupported', () => {
    expect(capabilities('0x7a69')).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
  })
  it('R-6.6 R-4.65 the three smart-account methods are named, with their refusal text', () => {
    expect([...SMART_ACCOUNT_METHODS]).toEqual([
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ])
    expect(RPC_TEXTS.needsSmartAccount('eth_sendUserOperation')).toBe(
      'eth_sendUserOperation needs a smart account; this wallet is an EOA',
    )
  })
})
