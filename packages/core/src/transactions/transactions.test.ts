// The transactions feature through createLatch: signMessage and send with SPEC §5's checks (an adapter double
// stands in for the wallet).
import { describe, expect, it, vi } from 'vitest'
import { latchError } from '../errors/classes.ts'
import { ADDRESS, SIGNATURE, setup, TX_HASH } from '../testDoubles.ts'

const ETH = { symbol: 'ETH', decimals: 18 }

describe('createLatch', () => {
  it('R-8.24 signing without a connected account gives Error signing message; connected, the wallet signs', async () => {
    const { latch, adapter } = setup()
    await expect(latch.signMessage('hello')).rejects.toThrow('Error signing message')
    await latch.connect('latch.test')
    const events: string[] = []
    latch.subscribeEvents((event) => events.push(event.type))
    await expect(latch.signMessage('hello')).resolves.toBe(SIGNATURE)
    expect(adapter.signMessage).toHaveBeenCalledWith({ message: 'hello', address: ADDRESS })
    expect(events).toEqual(['SIGN_MESSAGE_SUCCESS'])
  })

  it('a wallet that did not answer its liveness check reaches the dApp as WalletNotResponding with what to do, however the connector wrapped it', async () => {
    // a connector library wraps what the provider threw in its own error, the original as its cause
    const wrapped = () =>
      Promise.reject(
        Object.assign(new Error('An unknown RPC error occurred.'), { cause: latchError('WalletNotResponding') }),
      )
    const { latch } = setup({}, { signMessage: vi.fn(wrapped), sendTransaction: vi.fn(wrapped) })
    await latch.connect('latch.test')
    await expect(latch.signMessage('hello')).rejects.toMatchObject({
      code: 'WalletNotResponding',
      message: expect.stringContaining('Open your wallet app'),
    })
    await expect(latch.send({ receiver: ADDRESS, amount: '0.1', token: ETH })).rejects.toMatchObject({
      code: 'WalletNotResponding',
    })
  })

  it('R-5.23 R-5.24 R-8.41 send checks the form and the network before the wallet is asked', async () => {
    const { latch, adapter, context } = setup()
    await latch.connect('latch.test')
    await expect(latch.send({ receiver: '', amount: '1', token: ETH })).rejects.toThrow(
      'An amount and receiver address are required',
    )
    await expect(latch.send({ receiver: ADDRESS, amount: '1' })).rejects.toThrow('A token is required')
    context().emit('switchNetwork', { chainId: 999 })
    await expect(latch.send({ receiver: ADDRESS, amount: '1', token: ETH })).rejects.toThrow('Unsupported chain')
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
  })

  it('send passes the amount in the smallest unit and resolves with the hash, then refreshes the balance', async () => {
    const { latch, adapter } = setup()
    await latch.connect('latch.test')
    const reads = vi.mocked(adapter.getBalance).mock.calls.length
    const hash = await latch.send({ receiver: ADDRESS, amount: '1.5', token: ETH })
    expect(hash).toBe(TX_HASH)
    expect(adapter.sendTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ to: ADDRESS, value: 1_500_000_000_000_000_000n }),
    )
    await expect.poll(() => vi.mocked(adapter.getBalance).mock.calls.length).toBeGreaterThan(reads)
  })

  it("R-5.17 R-5.18 the receiver passes the namespace's address rule and the amount stays within the balance; nothing is sent otherwise", async () => {
    const { latch, adapter } = setup()
    await latch.connect('latch.test')
    await expect.poll(() => latch.getState().balance?.value).toBe(10n ** 22n)
    // a Solana address is not an EVM one (and the reverse below)
    await expect(
      latch.send({ receiver: '3Vd1vgGuNYcsKqeZSFGGcw7Zet6LarLb9GgGT61Jn2nK', amount: '1', token: ETH }),
    ).rejects.toThrow('Invalid address')
    await expect(latch.send({ receiver: ADDRESS, amount: '10000.1', token: ETH })).rejects.toThrow(
      'Insufficient balance',
    )
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
    await expect(latch.send({ receiver: ` ${ADDRESS} `, amount: '10000', token: ETH })).resolves.toMatch(/^0x/)
    expect(adapter.sendTransaction).toHaveBeenCalledWith(expect.objectContaining({ to: ADDRESS }))
  })

  it('a send above a cached balance reads the balance afresh first: 1 ETH that arrived since is spent, not refused', async () => {
    const { latch, adapter } = setup(
      {},
      { getBalance: vi.fn(async () => ({ value: 0n, decimals: 18, symbol: 'ETH', name: 'Ether' })) },
    )
    await latch.connect('latch.test')
    await expect.poll(() => latch.getState().balance?.value).toBe(0n)
    // the funds arrive on chain; the cached 0 is what the state still holds
    vi.mocked(adapter.getBalance).mockResolvedValue({ value: 10n ** 18n, decimals: 18, symbol: 'ETH', name: 'Ether' })
    await expect(latch.send({ receiver: ADDRESS, amount: '0.5', token: ETH })).resolves.toBe(TX_HASH)
    expect(adapter.sendTransaction).toHaveBeenCalledWith(expect.objectContaining({ value: 5n * 10n ** 17n }))
    // still above the fresh balance: refused, nothing sent
    vi.mocked(adapter.sendTransaction).mockClear()
    await expect(latch.send({ receiver: ADDRESS, amount: '2', token: ETH })).rejects.toThrow('Insufficient balance')
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
  })

  it("R-5.18 on solana, 32 to 44 base58 characters; an adapter's own rule decides in other namespaces", async () => {
    const { addressRuleOf } = await import('../validators.ts')
    const isSolana = addressRuleOf('solana')!
    expect(isSolana('3Vd1vgGuNYcsKqeZSFGGcw7Zet6LarLb9GgGT61Jn2nK')).toBe(true)
    expect(isSolana(ADDRESS)).toBe(false)
    expect(isSolana('0OIl'.repeat(10))).toBe(false)
    expect(addressRuleOf('bip122')).toBeUndefined()
    const { latch, adapter } = setup({}, { isAddress: (value) => value.startsWith('bcrt1') })
    await latch.connect('latch.test')
    await expect(latch.send({ receiver: ADDRESS, amount: '1', token: ETH })).rejects.toThrow('Invalid address')
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
  })

  it('R-5.22 R-8.24 an EVM wallet answering with something that is not a signature gives Error signing message', async () => {
    const { latch } = setup({}, { signMessage: vi.fn(async () => '0x1234') })
    await latch.connect('latch.test')
    await expect(latch.signMessage('hello')).rejects.toThrow('Error signing message')
  })

  it('R-5.21 an EVM wallet answering a send with something that is not a transaction hash fails the send', async () => {
    const events: string[] = []
    const { latch } = setup({}, { sendTransaction: vi.fn(async () => '0xabc') })
    await latch.connect('latch.test')
    latch.subscribeEvents((event) => events.push(event.type))
    await expect(latch.send({ receiver: ADDRESS, amount: '1', token: ETH })).rejects.toThrow('not a transaction hash')
    expect(events).not.toContain('SEND_SUCCESS')
  })
})
