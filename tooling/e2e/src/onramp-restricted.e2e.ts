// The restricted timezones (SPEC §6) in Chromium: a visitor whose browser is in Shanghai or Hong Kong is not offered
// to buy crypto with a card; the Account view's other actions stay, and elsewhere Buy is offered.
import { describe, test } from 'vitest'
import { devAccount, useDemo } from './harness.ts'
import { connectTestWallet, gone, openAccountView, see } from './ui.ts'

const openDemo = useDemo()

describe('onramp in a restricted timezone', () => {
  test.each([
    ['Asia/Shanghai', false],
    ['Asia/Hong_Kong', false],
    ['Europe/Berlin', true],
  ] as const)('R-6.29 in %s the Account view offers Send and Receive; Buy: %s', async (timezoneId, offersBuy) => {
    const account = devAccount(3)
    const { page } = await openDemo({ account, context: { timezoneId } })
    await connectTestWallet(page, account)
    const view = await openAccountView(page, account)
    await see(view.getByRole('button', { name: 'Send', exact: true }))
    await see(view.getByRole('button', { name: 'Receive', exact: true }))
    const buy = view.getByRole('button', { name: 'Buy', exact: true })
    if (offersBuy) await see(buy)
    else await gone(buy)
  })
})
