import { describe, expect, it } from 'vitest'
import {
  dropTransaction,
  goBack,
  initialRouter,
  popTransaction,
  push,
  pushOrReplace,
  pushTransaction,
  replace,
} from './router.ts'

describe('router', () => {
  it('R-2.1 R-2.8 starts at Connect with no URL involved', () => {
    expect(initialRouter()).toEqual({
      view: 'Connect',
      history: ['Connect'],
      data: {},
      transition: 'next',
      transactionStack: [],
    })
  })

  it('R-2.19 push is a next transition and back a prev one', () => {
    const pushed = push(initialRouter(), 'AllWallets')
    expect(pushed).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'], transition: 'next' })
    expect(goBack(pushed)).toMatchObject({ view: 'Connect', history: ['Connect'], transition: 'prev' })
  })

  it('R-2.10 there is nothing to go back to at the first view (the modal closes)', () => {
    expect(goBack(initialRouter('Account'))).toBeUndefined()
  })

  it('replace swaps the current view without growing the history', () => {
    const replaced = replace(push(initialRouter(), 'ConnectingExternal', { connectorId: 'a' }), 'ConnectingExternal', {
      connectorId: 'b',
    })
    expect(replaced).toMatchObject({ history: ['Connect', 'ConnectingExternal'], data: { connectorId: 'b' } })
  })

  it('pushOrReplace pushes another view and replaces the same one (a retry)', () => {
    const shown = pushOrReplace(initialRouter(), 'ConnectingSocial', { provider: 'google' })
    expect(shown).toMatchObject({ history: ['Connect', 'ConnectingSocial'], data: { provider: 'google' } })
    expect(pushOrReplace(shown, 'ConnectingSocial', { provider: 'x' })).toMatchObject({
      history: ['Connect', 'ConnectingSocial'],
      data: { provider: 'x' },
    })
  })

  it('R-2.18 a request pushes its view on the transaction stack; its answer pops back to that view', () => {
    const started = pushTransaction(push(initialRouter('Account'), 'Send', { token: 'ETH' }))
    expect(started.transactionStack).toEqual([{ view: 'Send', data: { token: 'ETH' } }])
    const approving = push(started, 'ApproveTransaction')
    expect(popTransaction(approving)).toMatchObject({
      view: 'Send',
      history: ['Account', 'Send'],
      data: { token: 'ETH' },
      transition: 'prev',
      transactionStack: [],
    })
    // a request answered without a view of its own leaves the view as it is
    const entry = started.transactionStack[0]!
    expect(dropTransaction(started, entry)).toMatchObject({ view: 'Send', transactionStack: [] })
  })
})
