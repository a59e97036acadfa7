// Sign in with X through a social login: with ?siwx=optional, Continue with Google → the OpenID stand-in's
// pop-up → the frame signs the sign-in fields on get user (SPEC §3 siwxMessage), so the visitor comes back signed in
// for the EVM account and the frame's Solana account, with no SIWXSignMessage step.    
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { finishSignIn, signInAtStandIn, wagmiAddress } from './embedded.ts'
import { CHAIN_A, env, useDemo } from './harness.ts'
import { connectButton, dialog, disconnect, see } from './ui.ts'

const openDemo = useDemo()

const storedSessions = (page: Page) =>
  page.evaluate(() =>
    Object.values(
      JSON.parse(localStorage.getItem('@latch/siwx_sessions') ?? '{}') as Record<
        string,
        { id: string; account: string }
      >,
    ),
  )

describe('sign in with X through a social login', () => {
  test('R-2.14 R-2.15 R-3.67 R-7.30 R-7.31: Continue with Google with siwx on → signed in by the frame inside the social sign-in; the cloud answers both sessions; a reload keeps them; disconnect revokes both', async () => {
    const { page, context } = await openDemo({ search: '?siwx=optional' })
    const login = `siwx${randomUUID().slice(0, 8)}`
    await connectButton(page).click()
    const popupOpened = context.waitForEvent('page')
    await see(dialog(page, 'Connect Wallet')).then((connect) =>
      connect.getByRole('button', { name: 'Continue with Google', exact: true }).click(),
    )
    await signInAtStandIn(await popupOpened, login)
    await finishSignIn(page, `google:${login}`)
    const address = await wagmiAddress(page)
    await see(page.getByText(new RegExp(`^Signed in as eip155:${CHAIN_A}:${address} until `)))
    // signed inside the sign-in: SIWXSignMessage never asked
    expect(await dialog(page, 'Sign In').count()).toBe(0)

    const namespaces = async () =>
      (await storedSessions(page)).map((session) => session.account.split(':').slice(0, 2).join(':')).sort()
    await expect.poll(namespaces).toEqual([`eip155:${CHAIN_A}`, env.solana.caipNetworkId].sort())
    for (const session of await storedSessions(page))
      expect((await fetch(`${env.cloudUrl}/v1/sessions/${session.id}?projectId=latch-demo`)).status).toBe(200)

    await page.reload()
    await see(page.getByText(new RegExp(`^Signed in as eip155:${CHAIN_A}:${address} until `)))
    expect(await namespaces()).toEqual([`eip155:${CHAIN_A}`, env.solana.caipNetworkId].sort())

    // disconnecting the embedded wallet leaves both namespaces, and revokes both sessions at the cloud
    const ids = (await storedSessions(page)).map((session) => session.id)
    await disconnect(page, address)
    await expect.poll(() => storedSessions(page)).toEqual([])
    for (const id of ids)
      expect((await fetch(`${env.cloudUrl}/v1/sessions/${id}?projectId=latch-demo`)).status).toBe(410)
  })
})
