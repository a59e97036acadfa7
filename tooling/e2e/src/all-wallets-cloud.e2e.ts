// AllWallets over the cloud catalogue: pages of 40 from GET /getWallets, search, and each wallet's picture as an
// <img> served by the cloud (never markup), with no configuration alert for the seeded demo origin.
import { describe, expect, test } from 'vitest'
import { devAccount, env, useDemo } from './harness.ts'
import { connectButton, dialog, see } from './ui.ts'

const account = devAccount(1)
const openDemo = useDemo()

describe('AllWallets from the cloud catalogue', () => {
  test('R-7.5 R-7.6 R-9.19 R-9.20 R-5.25: the list comes from the cloud with its images; search finds a wallet by trimmed name', async () => {
    const { page } = await openDemo({ account })
    const catalogueCalls: URL[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${env.cloudUrl}/getWallets`)) catalogueCalls.push(new URL(request.url()))
    })
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    // Connect asks the catalogue for its featured and recommended wallets; AllWallets' own pages come after
    await see(connect.getByRole('button', { name: 'MetaMask', exact: true }))
    catalogueCalls.length = 0
    await connect.getByRole('button', { name: 'All Wallets', exact: true }).click()
    const allWallets = await see(dialog(page, 'All Wallets'))
    // discovered wallets (the test wallet) come first with their own icons; catalogue wallets follow
    const catalogueItem = allWallets
      .getByRole('listitem')
      .filter({ has: page.locator(`img[src^="${env.cloudUrl}/"]`) })
      .first()
    const firstImage = await see(catalogueItem.locator('img'))
    // the picture really loaded from the cloud
    await page.waitForFunction(
      (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      await firstImage.elementHandle(),
    )
    expect(catalogueCalls[0]?.searchParams.get('entries')).toBe('40')
    expect(catalogueCalls[0]?.searchParams.get('projectId')).toBe('latch-demo')

    // the button is named by its visible text (the picture is decorative, alt="")
    const firstName = ((await catalogueItem.getByRole('button').textContent()) ?? '').trim()
    const searched = page.waitForRequest((request) => new URL(request.url()).searchParams.get('search') === firstName)
    await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill(`  ${firstName}  `)
    expect(new URL((await searched).url()).searchParams.get('entries')).toBe('100')
    await see(allWallets.getByRole('button', { name: firstName, exact: true }))
    // the demo origin is in the seeded project's allowed origins: no 'Invalid App Configuration'
    expect(await page.getByText('Invalid App Configuration').count()).toBe(0)
  })
})
