// EIP-5792 batch calls, capabilities and the smart-account refusals in the frame, against the real cloud and a real anvil chain.
import { DEV_ACCOUNTS } from '@latch/devnet'
import { type Address, createPublicClient, createTestClient, type Hex, http, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CloudAndChain,
  fundFromDevAccount,
  openFrame,
  signedInFrame,
  startCloudAndChain,
  type TestCloud,
  type TestFrame,
} from './fixtures.ts'

let test: TestCloud
let bed: CloudAndChain
let rpcUrl: string
let mailbox = 0
const newEmail = (name: string) => `calls-${name}${mailbox++}@example.com`

beforeAll(async () => {
  bed = await startCloudAndChain()
  ;({ test, rpcUrl } = bed)
}, 60_000)
afterAll(() => bed?.stop())

const rpc = (method: string, params: unknown) => ({ method, params, chainId: 31337, chainNamespace: 'eip155' as const })
const publicClient = () => createPublicClient({ transport: http(rpcUrl) })
const anvil = () => createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
// PUSH1 0 PUSH1 0 REVERT: any call to it reverts
const REVERTER_CODE = '0x60006000fd'
// a gate: a call without data stores its block number; a call with data reverts unless a later block follows it,
// so the second call can only pass its estimate once the first is mined, whether a node estimates on latest or pending
const GATE_CODE = '0x3660095743600055005b60005480156017574311601d575b60006000fd5b00'

/** a signed-in frame whose wallet holds 1 ETH on anvil */
async function fundedFrame(name: string): Promise<{ frame: TestFrame; address: Address }> {
  const { frame, address } = await signedInFrame(test, newEmail(name), { rpcUrl })
  await fundFromDevAccount(rpcUrl, 6, address, '1')
  return { frame, address }
}

/** anvil answers a sent transaction's hash before its automined block exists: wait until none of the address's is pending */
async function allMined(address: Address): Promise<void> {
  const pending = async () =>
    (await publicClient().getTransactionCount({ address, blockTag: 'pending' })) -
    (await publicClient().getTransactionCount({ address }))
  await expect.poll(pending, { interval: 20 }).toBe(0)
}

/** approves a card calling code set just now (anvil_setCode): the card names the contract new, and its warning needs
 * "I understand" before Approve works */
async function approveNewContract(frame: TestFrame, contract: Address): Promise<void> {
  const card = await frame.card('Transaction request')
  const warnings = [...card.querySelectorAll('.latch-approval-warnings li')].map((item) => item.textContent)
  expect(warnings).toContain(`${contract} was deployed less than a minute ago.`)
  card.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click()
  await frame.press('Approve')
}

const sendCalls = (from: Address, calls: unknown[], extra: Record<string, unknown> = {}) =>
  rpc('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from, calls, ...extra }])
const details = (frame: TestFrame) =>
  [...frame.document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])

describe('wallet_sendCalls', () => {
  it('R-6.6 R-3.100 R-3.101 R-3.102 one card lists every call; Approve sends them in order with sequential nonces; status 200 with both receipts', async () => {
    const { frame, address } = await fundedFrame('ann')
    const [first, second] = [freshAddress(), freshAddress()]
    const nonce = await publicClient().getTransactionCount({ address })
    const sending = frame.call(
      'RPC_REQUEST',
      sendCalls(address, [
        { to: first, value: numberToHex(parseEther('0.1')), data: '0x' },
        { to: second, value: numberToHex(parseEther('0.2')), data: '0x' },
      ]),
    )
    await frame.card('Transaction request')
    expect(details(frame)).toEqual([
      ['Chain', '31337'],
      ['Call 1 of 2: To', first],
      ['Call 1 of 2: Value', '0.1 ETH'],
      ['Call 2 of 2: To', second],
      ['Call 2 of 2: Value', '0.2 ETH'],
    ])
    expect(frame.document.querySelectorAll('button')).toHaveLength(2)
    await frame.press('Approve')
    const { id } = (await sending) as { id: Hex }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    await allMined(address)

    expect(await publicClient().getBalance({ address: first })).toBe(parseEther('0.1'))
    expect(await publicClient().getBalance({ address: second })).toBe(parseEther('0.2'))
    const status = await frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [id]))
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: false, status: 200 })
    expect(status.receipts).toHaveLength(2)
    const sent = await Promise.all(
      status.receipts.map((receipt: { transactionHash: Hex; status: Hex }) => {
        expect(receipt.status).toBe('0x1')
        return publicClient().getTransaction({ hash: receipt.transactionHash })
      }),
    )
    expect(sent.map((tx) => [tx.from.toLowerCase(), tx.to, tx.nonce])).toEqual([
      [address.toLowerCase(), first.toLowerCase(), nonce],
      [address.toLowerCase(), second.toLowerCase(), nonce + 1],
    ])
    await frame.close()
  })

  it('R-3.61 R-6.4 the status is answered after a reload from @appkit-wallet/ storage', async () => {
    const { frame, address } = await fundedFrame('bea')
    const sending = frame.call('RPC_REQUEST', sendCalls(address, [{ to: freshAddress(), value: '0x1' }]))
    await frame.press('Approve')
    const { id } = (await sending) as { id: Hex }
    await allMined(address)
    const stored = Object.keys({ ...frame.window.localStorage }).filter((key) =>
      frame.window.localStorage.getItem(key)!.includes(id),
    )
    expect(stored).toEqual(['@appkit-wallet/CALLS_BATCHES'])
    const reloaded = openFrame(test, { rpcUrl, window: frame.window })
    expect(await reloaded.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [id]))).toMatchObject({
      id,
      status: 200,
      receipts: [expect.objectContaining({ status: '0x1' })],
    })
    await reloaded.close()
    await frame.close()
  })

  it('status 100 while a sent call is not mined, 200 once the block is mined', async () => {
    const { frame, address } = await fundedFrame('cal')
    const to = freshAddress()
    await anvil().setAutomine(false)
    try {
      const sending = frame.call(
        'RPC_REQUEST',
        sendCalls(address, [
          { to, value: '0x2' },
          { to, value: '0x3' },
        ]),
      )
      await frame.press('Approve')
      const { id } = (await sending) as { id: Hex }
      expect(await frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [id]))).toMatchObject({
        status: 100,
        receipts: [],
      })
      await anvil().mine({ blocks: 1 })
      expect(await frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [id]))).toMatchObject({
        status: 200,
        receipts: [{ status: '0x1' }, { status: '0x1' }],
      })
      expect(await publicClient().getBalance({ address: to })).toBe(5n)
    } finally {
      await anvil().setAutomine(true)
    }
    await frame.close()
  })

  it('a call that needs the one before it on chain (approve, then use) is sent once that one is mined', async () => {
    const { frame, address } = await fundedFrame('gil')
    const gate = freshAddress()
    await anvil().setCode({ address: gate, bytecode: GATE_CODE })
    await expect(publicClient().estimateGas({ account: address, to: gate, data: '0x01' })).rejects.toThrow()
    await anvil().setAutomine(false)
    try {
      const sending = frame.call(
        'RPC_REQUEST',
        sendCalls(address, [
          { to: gate, data: '0x' },
          { to: gate, data: '0x01' },
        ]),
      )
      await approveNewContract(frame, gate)
      // the first call waits in the mempool; the second cannot pass its estimate until a block holds the first
      const nonce = await publicClient().getTransactionCount({ address })
      while ((await publicClient().getTransactionCount({ address, blockTag: 'pending' })) === nonce)
        await new Promise((resolve) => setTimeout(resolve, 50))
      await anvil().mine({ blocks: 1 })
      const { id } = (await sending) as { id: Hex }
      await anvil().mine({ blocks: 1 })
      expect(await frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [id]))).toMatchObject({
        status: 200,
        receipts: [{ status: '0x1' }, { status: '0x1' }],
      })
    } finally {
      await anvil().setAutomine(true)
    }
    await frame.close()
  })

  it('a call that reverts stops the batch: status 600 with the first receipt, the third call never sent', async () => {
    const { frame, address } = await fundedFrame('dan')
    const [paid, reverter, never] = [freshAddress(), freshAddress(), freshAddress()]
    await anvil().setCode({ address: reverter, bytecode: REVERTER_CODE })
    const sending = frame.call(
      'RPC_REQUEST',
      sendCalls(address, [
        { to: paid, value: '0x7' },
        { to: reverter, data: '0x12345678' },
        { to: never, value: '0x9' },
      ]),
    )
    await approveNewContract(frame, reverter)
    const { id } = (await sending) as { id: Hex }
    await allMined(address)
    const status = await frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [id]))
    expect(status).toMatchObject({ id, status: 600, atomic: false })
    expect(status.receipts).toHaveLength(1)
    expect(await publicClient().getBalance({ address: paid })).toBe(7n)
    expect(await publicClient().getBalance({ address: never })).toBe(0n)
    await frame.close()
  })

  it('a first call that cannot be sent leaves nothing sent: status 400 with no receipts', async () => {
    const { frame, address } = await fundedFrame('eli')
    const reverter = freshAddress()
    await anvil().setCode({ address: reverter, bytecode: REVERTER_CODE })
    const nonce = await publicClient().getTransactionCount({ address })
    const sending = frame.call(
      'RPC_REQUEST',
      sendCalls(address, [
        { to: reverter, data: '0x' },
        { to: freshAddress(), value: '0x1' },
      ]),
    )
    await approveNewContract(frame, reverter)
    const { id } = (await sending) as { id: Hex }
    expect(await frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [id]))).toMatchObject({
      status: 400,
      receipts: [],
    })
    expect(await publicClient().getTransactionCount({ address })).toBe(nonce)
    await frame.close()
  })

  it('R-6.6 Reject answers User rejected the request. and sends nothing', async () => {
    const { frame, address } = await fundedFrame('fox')
    const to = freshAddress()
    const nonce = await publicClient().getTransactionCount({ address })
    const rejected = frame.call(
      'RPC_REQUEST',
      sendCalls(address, [
        { to, value: '0x1' },
        { to, value: '0x2' },
      ]),
    )
    await frame.press('Reject')
    await expect(rejected).rejects.toThrow('User rejected the request.')
    expect(await publicClient().getTransactionCount({ address })).toBe(nonce)
    expect(await publicClient().getBalance({ address: to })).toBe(0n)
    await frame.close()
  })

  it('R-8.97 atomicRequired, another chain or another from are refused before any card is shown', async () => {
    const { frame, address } = await fundedFrame('gil')
    const nonce = await publicClient().getTransactionCount({ address })
    const call = [{ to: freshAddress(), value: '0x1' }]
    const refusals: [Record<string, unknown>, Address, string][] = [
      [{ atomicRequired: true }, address, 'Atomic execution is not supported by this wallet'],
      [{ chainId: '0xa' }, address, 'Switch to chain 10 first'],
      [{}, DEV_ACCOUNTS[1]!.address, 'The address is not this wallet'],
    ]
    for (const [extra, from, text] of refusals) {
      const refused = frame.call('RPC_REQUEST', sendCalls(from, call, extra))
      // the card would be in the document already: approval.request appends it before the first await
      expect(frame.button('Approve')).toBeUndefined()
      await expect(refused).rejects.toThrow(text)
    }
    expect(await publicClient().getTransactionCount({ address })).toBe(nonce)
    await frame.close()
  })
})

describe('wallet_getCallsStatus and wallet_getCapabilities, answered in the frame', () => {
  it('R-8.93 a batch id the dApp chose (EIP-5792 v2) names the batch; the same id again is refused before any card', async () => {
    const { frame, address } = await fundedFrame('ida')
    const id = 'Order-42 from the dApp'
    const sending = frame.call('RPC_REQUEST', sendCalls(address, [{ to: freshAddress(), value: '0x1' }], { id }))
    await frame.press('Approve')
    expect(await sending).toEqual({ id })
    await allMined(address)
    expect(await frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [id]))).toMatchObject({ id, status: 200 })

    await expect(
      frame.call('RPC_REQUEST', sendCalls(address, [{ to: freshAddress(), value: '0x1' }], { id })),
    ).rejects.toThrow('Duplicate bundle id')
    expect(frame.document.querySelector('h1')).toBeNull()
    await frame.close()
  })

  it('R-8.94 an unknown or malformed bundle id is refused with Unknown bundle id', async () => {
    const frame = openFrame(test, { rpcUrl })
    await expect(frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [`0x${'ab'.repeat(32)}`]))).rejects.toThrow(
      'Unknown bundle id',
    )
    await expect(frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [{ id: 1 }]))).rejects.toThrow(
      'Unknown bundle id',
    )
    await expect(frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', undefined))).rejects.toThrow(
      'Unknown bundle id',
    )
    await frame.close()
  })

  it('R-6.4 wallet_getCapabilities: atomic unsupported on the frame chain, without asking any RPC', async () => {
    // no rpcUrl at all: a forwarded request would fail with 'No RPC URL for chain 31337'
    const { frame, address } = await signedInFrame(test, newEmail('hana'))
    expect(await frame.call('RPC_REQUEST', rpc('wallet_getCapabilities', [address]))).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
    expect(frame.button('Approve')).toBeUndefined()
    await frame.call('SWITCH_NETWORK', { chainId: 10 })
    expect(await frame.call('RPC_REQUEST', rpc('wallet_getCapabilities', [address]))).toEqual({
      '0xa': { atomic: { status: 'unsupported' } },
    })
    await frame.close()
  })
})

describe('smart-account methods', () => {
  it('R-6.6 R-4.65 wallet_grantPermissions, wallet_revokePermissions and eth_sendUserOperation are refused with no card', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('ivy'), { rpcUrl })
    const params: Record<string, unknown> = {
      wallet_grantPermissions: [{ chainId: '0x7a69', address, expiry: 1, permissions: [] }],
      wallet_revokePermissions: [{ permissionsContext: '0x01' }],
      eth_sendUserOperation: [{ sender: address }, '0x0000000071727De22E5E9d8BAf0edAc6f37da032'],
    }
    for (const method of ['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation']) {
      const refused = frame.call('RPC_REQUEST', rpc(method, params[method]))
      expect(frame.button('Approve')).toBeUndefined()
      await expect(refused).rejects.toThrow(`${method} needs a smart account; this wallet is an EOA`)
    }
    await frame.close()
  })
})
