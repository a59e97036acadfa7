// The pairing link as a QR module matrix through createLatch, as an app's own renderer reads it (an adapter double
// stands in for the wallet, which cannot run here); the matrix is checked by decoding nothing but its fixed patterns.
import { describe, expect, it, vi } from 'vitest'
import { setup } from '../testDoubles.ts'
import type { Connector } from '../types.ts'
import { qrMatrix } from './qrMatrix.ts'

const pairing: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** the 7×7 finder pattern's rows, as every QR code has it in three corners */
const FINDER = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111']
const corner = (modules: readonly (readonly boolean[])[], top: number, left: number) =>
  modules.slice(top, top + 7).map((row) =>
    row
      .slice(left, left + 7)
      .map((dark) => (dark ? '1' : '0'))
      .join(''),
  )

function pairingLatch() {
  const { latch, context } = setup({}, { connect: () => new Promise(() => undefined) })
  context().emit('connectors', { connectors: [pairing] })
  void latch.connect('walletConnect')
  return { latch, context }
}

describe('getPairingQr', () => {
  it('R-1.3 answers nothing without a pairing link', async () => {
    const { latch } = setup()
    expect(latch.getPairingQr()).toBeUndefined()
    expect(await latch.loadPairingQr()).toBeUndefined()
  })

  it("R-1.3 R-4.12 is the pairing link's QR code (the link, its expiry, a square matrix with the three finder patterns), the same object until the link changes", async () => {
    const { latch, context } = pairingLatch()
    context().emit('pairingUri', { uri: URI, expiresAt: 240_000 })
    const qr = await latch.loadPairingQr()
    expect(qr).toMatchObject({ uri: URI, expiresAt: 240_000 })
    const { size, modules } = qr!
    expect(modules).toHaveLength(size)
    expect(modules.every((row) => row.length === size)).toBe(true)
    expect(corner(modules, 0, 0)).toEqual(FINDER)
    expect(corner(modules, 0, size - 7)).toEqual(FINDER)
    expect(corner(modules, size - 7, 0)).toEqual(FINDER)
    expect(modules).toEqual(qrMatrix(URI).modules)
    expect(latch.getPairingQr()).toBe(qr)

    context().emit('pairingUri', { uri: `${URI}&expiryTimestamp=1`, expiresAt: 480_000 })
    const fresh = latch.getPairingQr()
    expect(fresh).toMatchObject({ uri: `${URI}&expiryTimestamp=1`, expiresAt: 480_000 })
    expect(fresh).not.toBe(qr)
  })

  it('R-1.3 the first read with a link loads the encoder and tells the subscribers when the code can be read', async () => {
    const { latch, context } = pairingLatch()
    context().emit('pairingUri', { uri: URI, expiresAt: 240_000 })
    const listener = vi.fn()
    latch.subscribe(listener)
    // before the encoder arrives a reader sees nothing, never a partial code
    expect(latch.getPairingQr()).toBeUndefined()
    await vi.waitFor(() => expect(listener).toHaveBeenCalled())
    expect(latch.getPairingQr()?.uri).toBe(URI)
  })

  it('R-2.12 answers nothing once the modal closed and the pairing link was cleared', async () => {
    const { latch, context } = pairingLatch()
    latch.open()
    context().emit('pairingUri', { uri: URI, expiresAt: 240_000 })
    expect(await latch.loadPairingQr()).toBeDefined()
    latch.close()
    expect(latch.getPairingQr()).toBeUndefined()
  })
})

describe('qrMatrix', () => {
  it('encodes the same text to the same matrix, a longer text to a larger one', () => {
    expect(qrMatrix('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual(
      qrMatrix('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
    )
    expect(qrMatrix(URI).size).toBeGreaterThan(qrMatrix('wc:1@2').size)
  })
})
