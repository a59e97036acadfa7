// @vitest-environment happy-dom
// useAccountTypes as an app's own switch reads it, over a stub instance's state (the embedded wallet's frame cannot
// run here): switchable only for the embedded wallet's connected EVM account, its type, and the switch it calls.
import type { Latch, LatchState } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { LatchContext } from '../context.ts'
import { type AccountTypes, useAccountTypes } from './useAccountTypes.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function stubLatch(state: Partial<LatchState>) {
  const listeners = new Set<() => void>()
  let full = { activeNamespace: 'eip155', accounts: {}, ...state } as LatchState
  const switchAccountType = vi.fn(async (type: 'smartAccount' | 'eoa') => {
    full = { ...full, accounts: { ...full.accounts, eip155: { ...full.accounts.eip155!, accountType: type } } }
    for (const listener of listeners) listener()
    return type
  })
  const latch = {
    getState: () => full,
    getInitialState: () => full,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    switchAccountType,
  } as unknown as Latch
  return { latch, switchAccountType }
}

let root: Root | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
})

function Reader({ seen }: { seen: AccountTypes[] }) {
  seen.push(useAccountTypes())
  return null
}

async function read(latch: Latch) {
  const seen: AccountTypes[] = []
  const host = document.createElement('div')
  root = createRoot(host)
  await act(async () =>
    root?.render(
      <LatchContext value={latch}>
        <Reader seen={seen} />
      </LatchContext>,
    ),
  )
  return seen
}

it("R-6.3 the embedded wallet's EVM account is switchable: its type, deployment, and the switch re-render with the new type", async () => {
  const { latch, switchAccountType } = stubLatch({
    accounts: {
      eip155: {
        status: 'connected',
        address: ADDRESS,
        connectorId: 'AUTH',
        accountType: 'smartAccount',
        isSmartAccountDeployed: true,
      },
    } as LatchState['accounts'],
  })
  const seen = await read(latch)
  expect(seen.at(-1)).toMatchObject({ switchable: true, accountType: 'smartAccount', isSmartAccountDeployed: true })
  await act(async () => {
    expect(await seen.at(-1)!.switchAccountType('eoa')).toBe('eoa')
  })
  expect(switchAccountType).toHaveBeenCalledWith('eoa')
  expect(seen.at(-1)).toMatchObject({ switchable: true, accountType: 'eoa' })
})

it("R-6.3 an extension's account, or no account, is not switchable", async () => {
  const { latch } = stubLatch({
    accounts: {
      eip155: { status: 'connected', address: ADDRESS, connectorId: 'io.metamask', accountType: 'eoa' },
    } as LatchState['accounts'],
  })
  expect((await read(latch)).at(-1)).toMatchObject({
    switchable: false,
    accountType: 'eoa',
    isSmartAccountDeployed: false,
  })
  await act(async () => root?.unmount())
  expect((await read(stubLatch({}).latch)).at(-1)).toMatchObject({ switchable: false, accountType: undefined })
})
