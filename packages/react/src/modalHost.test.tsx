// @vitest-environment happy-dom
// Where <latch-modal> goes (SPEC §2): one element appended to the page, or, embedded (appendTo={false}), none appended
// and the one element rendered in place where the app put the provider; with no modal at all (headless), none.
import { createLatch, type Latch, memoryStorage, type WalletGroupEntries } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { useWalletGroups } from './hooks/useWalletGroups.ts'
import { LatchProvider } from './LatchProvider.tsx'
import { MODAL_TAG } from './modalHost.ts'
import { adapterDouble, devnet, setUpReactTests } from './testDoubles.ts'

setUpReactTests()

let root: Root | undefined
let container: HTMLElement | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  container?.remove()
})

async function render(latch: Latch, appendTo?: HTMLElement | false) {
  container = document.createElement('main')
  document.body.append(container)
  const host = container
  await act(async () => {
    root = createRoot(host)
    root.render(<LatchProvider latch={latch} appendTo={appendTo} />)
  })
  // a second render must not add a second element
  await act(async () => root?.render(<LatchProvider latch={latch} appendTo={appendTo} />))
}

const newLatch = () => createLatch({ adapters: [adapterDouble()], networks: [devnet], storage: memoryStorage() })

describe('the modal element', () => {
  it('R-2.2 is one <latch-modal> appended to the page body, with an open shadow root, removed on unmount', async () => {
    await render(newLatch())
    const hosts = document.querySelectorAll(MODAL_TAG)
    expect(hosts).toHaveLength(1)
    expect(hosts[0]?.parentElement).toBe(document.body)
    expect(hosts[0]?.shadowRoot).not.toBeNull()
    await act(async () => root?.unmount())
    expect(document.querySelectorAll(MODAL_TAG)).toHaveLength(0)
  })

  it('R-2.3 R-2.4 is not appended to the page when appending is off (embedded): the one element is rendered in place', async () => {
    await render(newLatch(), false)
    expect([...document.body.children].some((child) => child.localName === MODAL_TAG)).toBe(false)
    const hosts = document.querySelectorAll(MODAL_TAG)
    expect(hosts).toHaveLength(1)
    expect(hosts[0]?.parentElement).toBe(container)
  })

  it('is never mounted with createLatch({ modal: false }), not even once the instance opens; the hooks still answer', async () => {
    const latch = createLatch({
      adapters: [adapterDouble()],
      networks: [devnet],
      storage: memoryStorage(),
      modal: false,
    })
    expect(latch.hasModal).toBe(false)
    let groups: readonly WalletGroupEntries[] | undefined
    container = document.createElement('main')
    document.body.append(container)
    const host = container
    await act(async () => {
      root = createRoot(host)
      root.render(
        <LatchProvider latch={latch}>
          <GroupsScreen
            onGroups={(read) => {
              groups = read
            }}
          />
        </LatchProvider>,
      )
    })
    await act(async () => latch.open())
    expect(document.querySelectorAll(MODAL_TAG)).toHaveLength(0)
    expect(groups).toEqual([])
  })
})

/** an app's own screen that only reads the wallet groups, handing each render's value to `onGroups` */
function GroupsScreen({ onGroups }: { onGroups(groups: readonly WalletGroupEntries[]): void }) {
  onGroups(useWalletGroups())
  return null
}
