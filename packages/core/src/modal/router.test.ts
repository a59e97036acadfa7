import { describe, expect, it } from 'vitest'
import { goBack, initialRouter, push, pushOrReplace, replace } from './router.ts'

describe('router', () => {
  it('R-2.1 R-2.8 starts at Connect with no URL involved', () => {
    expect(initialRouter()).toEqual({ view: 'Connect', history: ['Connect'], data: {}, transition: 'next' })
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
    const replaced = replace(push(initialRouter(), 'ConnectingExternal', { connectorId: 'a' }), 'ConnectingExternal', { connectorId: 'b' })
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
})
