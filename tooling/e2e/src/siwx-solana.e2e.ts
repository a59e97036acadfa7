// Sign In With Solana against the real cloud (/v1/sessions verifies ed25519): on the demo's Solana network a Wallet
// Standard Solana wallet connects with ?siwx=optional, SIWXSignMessage asks, the wallet signs (solana:signIn where it
// offers it, else solana:signMessage of core's SIWS text), the session is stored and a reload keeps it.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { axeView } from './axe.ts'
import { devAccount, env, useDemo } from './harness.ts'
import {
  installSolanaWallet as installKitWallet,
  type SolanaWalletOptions,
  solanaWalletState,
  TEST_WALLET_ICON,
} from '@latch/testing'
import { anyDialog, connectButton, dialog, gone, see } from './ui.ts'

const SOLANA_NETWORK = 'Latch Solana Devnet'
const WALLET = 'Latch SIWS Wallet'
const openDemo = useDemo()
// Solana dev keys 2 and 8 are this file's; the EVM test wallet is present but never connected here
const evmAccount = devAccount(9)

async function installSolanaWallet(
  context: BrowserContext,
  options: Pick<SolanaWalletOptions, 'secretHex' | 'signIn'>,
): Promise<void> {
  await installKitWallet(context, {
    name: WALLET,
    icon: TEST_WALLET_ICON,
    rpcUrl: env.solana.rpcUrl,
    chains: [env.solana.caipNetworkId],
    ...options,
  })
}
const walletState = solanaWalletState
const storedSessions = (page: Page) =>
  page.evaluate(() =>
    Object.values(
      JSON.parse(localStorage.getItem('@latch/siwx_sessions') ?? '{}') as Record<
        string,
        { id: string; account: string; message: string; signature: string }
      >,
    ),
  )
const signedIn = (page: Page, address: string) =>
  page.getByText(new RegExp(`^Signed in as ${env.solana.caipNetworkId}:${address} until `))

/** Connect Wallet → the Solana-only wallet (its connection lands on Solana): SIWXSignMessage opens */
async function connectOnSolana(page: Page) {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: WALLET, exact: true }).click()
  return see(dialog(page, 'Sign In'))
}

/** Sign, then DataCapture (the demo project has emailCapture on) is skipped */
async function signAndSkip(page: Page, view: Awaited<ReturnType<typeof connectOnSolana>>) {
  await view.getByRole('button', { name: 'Sign', exact: true }).click()
  await see(dialog(page, 'Your email')).then((capture) =>
    capture.getByRole('button', { name: 'Skip', exact: true }).click(),
  )
  await gone(anyDialog(page))
}

describe('Sign In With Solana', () => {
  test('R-2.14 R-2.15 R-7.33 R-3.39: a Solana wallet offering solana:signIn signs in with one SIWS signature the cloud verifies; a reload keeps the session', async () => {
    const key = env.solana.keys[2]!
    const { page } = await openDemo({
      account: evmAccount,
      search: '?siwx=optional',
      init: (context) => installSolanaWallet(context, { secretHex: key.secretHex, signIn: true }),
    })
    const view = await connectOnSolana(page)
    await see(view.getByText(new RegExp(SOLANA_NETWORK)))
    // every view a visitor reaches passes axe in light and dark
    expect(await axeView(page, 'SIWXSignMessage')).toEqual([])
    await signAndSkip(page, view)
    await see(signedIn(page, key.address))
    expect(await walletState(page)).toMatchObject({ signIns: 1, signedMessages: 0 })

    const [session] = await storedSessions(page)
    expect(session!.account).toBe(`${env.solana.caipNetworkId}:${key.address}`)
    expect(session!.message).toMatch(
      new RegExp(`^127\\.0\\.0\\.1:\\d+ wants you to sign in with your Solana account:\\n${key.address}\\n`),
    )
    expect(
      ed25519.verify(
        base58.decode(session!.signature),
        new TextEncoder().encode(session!.message),
        base58.decode(key.address),
      ),
    ).toBe(true)
    expect((await fetch(`${env.cloudUrl}/v1/sessions/${session!.id}?projectId=latch-demo`)).status).toBe(200)

    await page.reload()
    await see(signedIn(page, key.address))
    await page.waitForLoadState('networkidle')
    expect(await anyDialog(page).count()).toBe(0)
    expect((await storedSessions(page)).map((stored) => stored.id)).toEqual([session!.id])
  })

  test('R-2.14 R-2.15 R-7.33: a Solana wallet without solana:signIn signs core’s SIWS text with solana:signMessage', async () => {
    const key = env.solana.keys[8]!
    const { page } = await openDemo({
      account: evmAccount,
      search: '?siwx=optional',
      init: (context) => installSolanaWallet(context, { secretHex: key.secretHex }),
    })
    await signAndSkip(page, await connectOnSolana(page))
    await see(signedIn(page, key.address))
    expect(await walletState(page)).toMatchObject({ signIns: 0, signedMessages: 1 })
    const [session] = await storedSessions(page)
    expect(session!.message).toContain('\nChain ID: ')
    expect((await fetch(`${env.cloudUrl}/v1/sessions/${session!.id}?projectId=latch-demo`)).status).toBe(200)
  })
})
