// latch.pay through createLatch (an adapter double stands in for the wallet): bad requests are refused before the
// modal opens or anything is sent; a good one opens Pay, switches network, pays and resolves with the hash.
import { describe, expect, it, vi } from 'vitest'
import { ADDRESS, setup, TX_HASH } from '../testDoubles.ts'
import { parseAssetId } from './assetId.ts'
import { PAY_TEXTS } from './payRequest.ts'

const ETH_A = 'eip155:31337/slip44:60'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('latch.pay', () => {
  it('parses CAIP-19 assets of any namespace: native slip44, erc20 on eip155, token on solana', () => {
    expect(parseAssetId(ETH_A)).toEqual({ network: 'eip155:31337', namespace: 'eip155', kind: 'native' })
    expect(parseAssetId(`eip155:1/erc20:${TOKEN}`)).toEqual({
      network: 'eip155:1',
      namespace: 'eip155',
      kind: 'token',
      tokenAddress: TOKEN,
    })
    expect(
      parseAssetId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/token:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
    ).toMatchObject({ kind: 'token', namespace: 'solana' })
    for (const bad of [
      'ETH',
      'eip155:1',
      'eip155:1/erc20:0x1234',
      'solana:abc/erc20:' + TOKEN,
      'eip155:1/slip44:sixty',
      'eip155:1/erc721:' + TOKEN,
    ]) {
      expect(parseAssetId(bad)).toBeUndefined()
    }
  })

  it('refuses an invalid CAIP-19 asset or recipient and a zero or negative amount with a clear text; nothing opens or is sent', async () => {
    const { latch, adapter } = setup()
    await latch.connect('latch.test')
    const refused = async (request: Parameters<typeof latch.pay>[0], text: string) => {
      await expect(latch.pay(request)).rejects.toThrow(text)
      expect(latch.getState().open).toBe(false)
    }
    await refused({ recipient: RECIPIENT, amount: '1', asset: 'ETH' }, PAY_TEXTS.invalidAsset)
    await refused({ recipient: RECIPIENT, amount: '1', asset: 'eip155:31337/erc20:0xnope' }, PAY_TEXTS.invalidAsset)
    await refused(
      { recipient: RECIPIENT, amount: '1', asset: ETH_A, network: 'eip155:31338' },
      PAY_TEXTS.assetNotOnNetwork,
    )
    await refused({ recipient: RECIPIENT, amount: '1', asset: 'eip155:1/slip44:60' }, PAY_TEXTS.unknownNetwork)
    await refused({ recipient: '0x1234', amount: '1', asset: ETH_A }, PAY_TEXTS.invalidRecipient)
    await refused(
      { recipient: '3Vd1vgGuNYcsKqeZSFGGcw7Zet6LarLb9GgGT61Jn2nK', amount: '1', asset: ETH_A },
      PAY_TEXTS.invalidRecipient,
    )
    for (const amount of ['0', '0.000', '-1', '', 'abc', '1e18'])
      await refused({ recipient: RECIPIENT, amount, asset: ETH_A }, PAY_TEXTS.invalidAmount)
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
  })

  it('refuses to pay without a connected wallet', async () => {
    const { latch } = setup()
    await expect(latch.pay({ recipient: RECIPIENT, amount: '1', asset: ETH_A })).rejects.toThrow(PAY_TEXTS.notConnected)
  })

  it('opens Pay, switches to the asset network, pays the exact amount and resolves with the hash', async () => {
    const { latch, adapter } = setup()
    await latch.connect('latch.test')
    const result = latch.pay({ recipient: RECIPIENT, amount: '0.25', asset: `eip155:31338/erc20:${TOKEN}` })
    await expect.poll(() => latch.getState().router.view).toBe('Pay')
    expect(latch.payRequest()?.network.caipNetworkId).toBe('eip155:31338')
    expect(await latch.payBalance()).toMatchObject({ needed: '0.25', short: '0' })
    await expect(latch.confirmPay()).resolves.toEqual({ status: 'success', transactionHash: TX_HASH })
    await expect(result).resolves.toEqual({ status: 'success', transactionHash: TX_HASH })
    expect(adapter.switchNetwork).toHaveBeenCalledWith(expect.objectContaining({ caipNetworkId: 'eip155:31338' }))
    expect(adapter.sendTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ to: RECIPIENT, value: 250_000_000_000_000_000n, tokenAddress: TOKEN }),
    )
    expect(adapter.sendTransaction).not.toHaveBeenCalledWith(expect.objectContaining({ to: ADDRESS }))
  })

  it('reports the shortfall and sends nothing while the balance is short; closing the modal cancels', async () => {
    const { latch, adapter } = setup()
    await latch.connect('latch.test')
    const result = latch.pay({ recipient: RECIPIENT, amount: '10000.5', asset: ETH_A })
    expect(await latch.payBalance()).toMatchObject({ held: '10000', needed: '10000.5', short: '0.5', symbol: 'ETH' })
    await expect(latch.confirmPay()).rejects.toThrow(PAY_TEXTS.insufficient)
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
    latch.close()
    await expect(result).rejects.toThrow(PAY_TEXTS.cancelled)
    expect(latch.payRequest()).toBeUndefined()
  })

  it('a native payment leaves room for the network fee the account pays: exactly the balance is short by the fee, and nothing is sent', async () => {
    const fee = 21_000n * 2_000_000_000n
    const estimateFee = vi.fn(async () => fee)
    const { latch, adapter } = setup({}, { estimateFee })
    await latch.connect('latch.test')
    const result = latch.pay({ recipient: RECIPIENT, amount: '10000', asset: ETH_A })
    expect(await latch.payBalance()).toMatchObject({ held: '10000', needed: '10000.000042', short: '0.000042' })
    expect(estimateFee).toHaveBeenCalledWith(
      expect.objectContaining({ to: RECIPIENT, from: ADDRESS, value: 10n ** 22n }),
    )
    await expect(latch.confirmPay()).rejects.toThrow(PAY_TEXTS.insufficient)
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
    latch.close()
    await expect(result).rejects.toThrow(PAY_TEXTS.cancelled)
  })

  it('a token payment reserves nothing from the token (the fee is paid in the native coin)', async () => {
    const estimateFee = vi.fn(async () => 10n ** 18n)
    const { latch } = setup({}, { estimateFee })
    await latch.connect('latch.test')
    void latch
      .pay({ recipient: RECIPIENT, amount: '0.25', asset: `eip155:31338/erc20:${TOKEN}` })
      .catch(() => undefined)
    expect(await latch.payBalance()).toMatchObject({ needed: '0.25', short: '0' })
    expect(estimateFee).not.toHaveBeenCalled()
    latch.close()
  })
})
