// A dApp's Playwright test written with the testing kit's steps (`latchSteps`, what a `latch` fixture gives), against
// the demo: each kind of connection through `latch.connect`, the embedded wallet's card, the inbox, and a view found by
// its title. The phone is the kit's WalletKit wallet in this process, over the cloud's relay.
import { type LatchSteps, latchSteps } from '@latch/testing'
import { type PhoneWallet, startPhoneWallet } from '@latch/testing/phone'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'
import { uniqueEmail } from './embedded.ts'
import { CHAIN_A, CHAIN_B, devAccount, env, useDemo } from './harness.ts'
import { accountButton, closeModalIfOpen, gone, see } from './ui.ts'

const openDemo = useDemo()
const MESSAGE = 'Hello from the Latch demo'
let phone: PhoneWallet | undefined
afterEach(async () => {
  await phone?.stop()
  phone = undefined
})

/** the demo's Sign message button; resolves with the signature the page shows */
async function signOnPage(page: Awaited<ReturnType<typeof openDemo>>['page'], answer?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Sign message', exact: true }).click()
  await answer?.()
  const line = await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
  return (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
}

describe("the testing kit's steps, as a dApp's fixture uses them", () => {
  test("R-1.2 connect('injected') connects the kit's browser wallet; view('Account') is the Account view", async () => {
    const account = devAccount(5)
    const { page } = await openDemo({ account })
    const latch: LatchSteps = latchSteps(page, { inboxUrl: env.mailInboxUrl })
    await latch.connect('injected')
    expect(await verifyMessage({ address: account, message: MESSAGE, signature: await signOnPage(page) })).toBe(true)
    await accountButton(page, account).click()
    await latch.view('Account').getByRole('button', { name: 'Disconnect', exact: true }).waitFor()
  })

  test("R-1.3 connect('phone') pairs the kit's phone wallet by the copied link; the phone signs what the page asks", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const address = account.address
    phone = await startPhoneWallet({
      relayUrl: env.relayUrl,
      chains: { [CHAIN_A]: env.rpcUrls[0], [CHAIN_B]: env.rpcUrls[1] },
      account,
      // Latch's relay takes only a project it knows: the demo's
      projectId: 'latch-demo',
    })
    // the demo's own browser wallet holds another account, so only the pairing can show this one
    const { page } = await openDemo({ account: devAccount(9) })
    const latch = latchSteps(page)
    await latch.connect('phone', { wallet: phone })
    await see(accountButton(page, address))
    const signature = await signOnPage(page)
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
    expect(phone.signed.map((request) => request.method)).toEqual(['personal_sign'])
  })

  test("R-1.4 connect('email') signs in with the inbox's code; approveOnCard signs, rejectOnCard refuses", async () => {
    const { page } = await openDemo({})
    const latch = latchSteps(page, { inboxUrl: env.mailInboxUrl })
    const email = uniqueEmail('kit-steps')
    const recoveryCode = await latch.connect('email', { email })
    expect(recoveryCode).toMatch(/\S/)
    // the code the sign-in used is the newest mail to the address
    expect(await latch.readCodeFromInbox(email)).toMatch(/^\d{6}$/)
    const address = (await page.getByText(/^wagmi sees: 0x[0-9a-fA-F]{40}$/).textContent())!.replace(
      'wagmi sees: ',
      '',
    ) as `0x${string}`

    const signature = await signOnPage(page, () => latch.approveOnCard('Signature request'))
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)

    await closeModalIfOpen(page)
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    await latch.rejectOnCard('Signature request')
    // the page drops the signature it showed: the rejection reached it
    await gone(page.getByText(/^Signature: /))
  })
})
