// Sign in with X through the embedded wallet: an email sign-in with ?siwx=optional carries SPEC §3's
// siwxMessage fields on get user, the frame signs them inside the sign-in, and the visitor comes back signed in with
// a session the cloud answers; no second step, no early close.   
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  approvalCard,
  codeBox,
  connectDeviceInFrame,
  startEmailLogin,
  uniqueEmail,
  waitForCode,
  wagmiAddress,
} from './embedded.ts'
import { CHAIN_A, CHAIN_B, env, NETWORK_A, NETWORK_B, useDemo } from './harness.ts'
import { anyDialog, dialog, gone, networkButton, see } from './ui.ts'

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

describe('sign in with X through the embedded wallet', () => {
  test('R-2.14 R-2.15 R-3.39 R-7.30 R-3.67 R-3.83: email sign-in with siwx on → the frame signs the siwxMessage (EIP-4361, and Sign In With Solana for its Solana account) → signed in; the cloud answers the sessions', async () => {
    const { page } = await openDemo({ search: '?siwx=optional' })
    const email = uniqueEmail('siwx')
    const confirm = await startEmailLogin(page, email)
    await codeBox(confirm).fill(await waitForCode(email))
    // a new wallet on this device: its recovery code in the frame's card first
    await connectDeviceInFrame(page, email)
    await gone(anyDialog(page))
    const address = await wagmiAddress(page)
    await see(page.getByText(new RegExp(`^Signed in as eip155:${CHAIN_A}:${address} until `)))
    // signed inside the sign-in: SIWXSignMessage never asked
    expect(await dialog(page, 'Sign In').count()).toBe(0)
    const session = (await storedSessions(page)).find(
      (stored) => stored.account.toLowerCase() === `eip155:${CHAIN_A}:${address}`.toLowerCase(),
    )
    expect((await fetch(`${env.cloudUrl}/v1/sessions/${session!.id}?projectId=latch-demo`)).status).toBe(200)
    // : the same sign-in connected the wallet's Solana account, whose GET_USER carried the Solana network's
    // fields: the frame signed Sign In With Solana with its Solana key, and the cloud verified it (ed25519)
    const solanaSession = async () =>
      (await storedSessions(page)).find((stored) => stored.account.startsWith(`${env.solana.caipNetworkId}:`))
    await expect.poll(solanaSession).toBeDefined()
    const solana = await solanaSession()
    expect((await fetch(`${env.cloudUrl}/v1/sessions/${solana!.id}?projectId=latch-demo`)).status).toBe(200)
    // a reload keeps it, with no sign-in asked
    await page.reload()
    await see(page.getByText(new RegExp(`^Signed in as eip155:${CHAIN_A}:${address} until `)))

    // R-2.14 R-2.17 R-2.18: another network asks again; the frame's approval card signs it over ApproveTransaction and
    // the modal comes back to the sign-in (not closed early), which closes once the session is registered
    await networkButton(page, NETWORK_A).click()
    await see(dialog(page, 'Choose Network')).then((networks) =>
      networks.getByRole('button', { name: NETWORK_B, exact: true }).click(),
    )
    await see(dialog(page, 'Sign In')).then((view) => view.getByRole('button', { name: 'Sign', exact: true }).click())
    const card = await approvalCard(page, 'Signature request')
    await see(card.getByText(/wants you to sign in with your Ethereum account/))
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    await gone(anyDialog(page))
    await see(page.getByText(new RegExp(`^Signed in as eip155:${CHAIN_B}:${address} until `)))
    // one session per CAIP-10 account: both EVM networks and the Solana account
    expect(await storedSessions(page)).toHaveLength(3)
  })
})
