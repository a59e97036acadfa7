// A passkey sign-in as a returning visitor makes it, timed from the press on "Continue with a passkey" until the page
// shows the account: the passkey was made by a sign-up in the same browser (untimed) and the visitor disconnected,
// so the device's share is there and no device step follows. Chromium's virtual platform authenticator (CDP
// WebAuthn, PRF on, the person's presence and verification simulated) answers at once: what is left is Latch's part.
import { openPage } from '../browser/launch.mjs'

/**
 * @param {string} url the page named by localhost (the frame's relying party is a name, never an IP address)
 * @param {{ stepTimeoutMs: number, cpuThrottle?: number }} options
 * @returns {Promise<{ toConnected: number, toCard: number }>} ms: the press until connected, and until the frame's card
 */
export async function measurePasskeySignIn(url, { stepTimeoutMs, cpuThrottle = 1 }) {
  const { browser, page } = await openPage()
  try {
    page.setDefaultTimeout(stepTimeoutMs)
    // the visitor's stored choice of the EOA, as the email runs: nothing switches after connecting
    await page
      .context()
      .addInitScript(() => localStorage.setItem('@latch/preferred_account_types', JSON.stringify({ eip155: 'eoa' })))
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        hasPrf: true,
        automaticPresenceSimulation: true,
      },
    })
    if (cpuThrottle !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle })
    await page.goto(url, { waitUntil: 'load', timeout: stepTimeoutMs })
    const frame = page.frameLocator('#w3m-iframe')
    const account = page.getByRole('button', { name: /^Account 0x/ })

    // the sign-up: a new passkey, the wallet made, its recovery code kept
    await (await openConnect(page)).click()
    await passkeyCard(page).getByRole('button', { name: 'Create a passkey', exact: true }).click()
    await frame.getByRole('button', { name: 'I saved it', exact: true }).click()
    await account.waitFor({ state: 'visible' })
    await account.click()
    await page
      .getByRole('dialog', { name: 'Account', exact: true })
      .getByRole('button', { name: 'Disconnect', exact: true })
      .click()
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor({ state: 'visible' })

    // the returning visitor: the press, the frame's card, its Sign in (pressed at once), the account
    const press = await openConnect(page)
    const pressed = performance.now()
    await press.click()
    const signIn = passkeyCard(page).getByRole('button', { name: 'Sign in with a passkey', exact: true })
    await signIn.waitFor({ state: 'visible' })
    const toCard = performance.now() - pressed
    await signIn.click()
    await account.waitFor({ state: 'visible' })
    return { toConnected: performance.now() - pressed, toCard }
  } finally {
    await browser.close()
  }
}

/** Connect Wallet: the Connect view's "Continue with a passkey", once it shows */
async function openConnect(page) {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const press = page
    .getByRole('dialog', { name: 'Connect Wallet', exact: true })
    .getByRole('button', { name: 'Continue with a passkey', exact: true })
  await press.waitFor({ state: 'visible' })
  return press
}

/** the frame's own passkey card, over the modal's Passkey view */
const passkeyCard = (page) =>
  page.frameLocator('#w3m-iframe').getByRole('dialog', { name: 'Continue with a passkey', exact: true })
