// @vitest-environment happy-dom
// usePairingQr as an app's own phone screen reads it: nothing until a pairing link exists, then the link's QR modules,
// re-rendered when the link is replaced (a wallet double emits the link: a phone wallet cannot run here).
import { type AdapterContext, createLatch, memoryStorage, type PairingQr } from '@latch/core'
import { qrMatrix } from '@latch/core/internal'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider.tsx'
import { adapterDouble, devnet, setUpReactTests } from '../testDoubles.ts'
import { usePairingQr } from './usePairingQr.ts'

setUpReactTests()

let root: Root | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
})

function PhoneScreen({ onQr }: { onQr(qr: PairingQr | undefined): void }) {
  onQr(usePairingQr())
  return null
}

it("R-1.3 is undefined without a pairing link, then the link's QR modules; a new link re-renders with its own", async () => {
  let adapter: AdapterContext | undefined
  const pairingDouble = adapterDouble({
    setup: (context) => {
      adapter = context
      context.emit('connectors', {
        connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
      })
    },
    connect: () => new Promise(() => undefined),
  })

  const latch = createLatch({ adapters: [pairingDouble], networks: [devnet], storage: memoryStorage(), modal: false })
  const seen: (PairingQr | undefined)[] = []
  const host = document.createElement('main')
  document.body.append(host)
  await act(async () => {
    root = createRoot(host)
    root.render(
      <LatchProvider latch={latch}>
        <PhoneScreen onQr={(qr) => seen.push(qr)} />
      </LatchProvider>,
    )
  })
  expect(seen.at(-1)).toBeUndefined()

  await act(async () => {
    void latch.connect('walletConnect')
    adapter!.emit('pairingUri', { uri: 'wc:first@2?symKey=1', expiresAt: 240_000 })
  })
  await vi.waitFor(() => expect(seen.at(-1)?.uri).toBe('wc:first@2?symKey=1'))
  expect(seen.at(-1)?.modules).toEqual(qrMatrix('wc:first@2?symKey=1').modules)

  await act(async () => adapter!.emit('pairingUri', { uri: 'wc:second@2?symKey=2', expiresAt: 480_000 }))
  expect(seen.at(-1)).toMatchObject({
    uri: 'wc:second@2?symKey=2',
    expiresAt: 480_000,
    size: qrMatrix('wc:second@2?symKey=2').size,
  })
})
