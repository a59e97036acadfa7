// The card's one line for each kind of intent (the approve, approve-all and Permit2 lines are checked on anvil too).
import { describe, expect, it } from 'vitest'
import { intentText, warningText } from './intentText.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const usdc = () => ({ symbol: 'USDC', decimals: 6 })

describe('the intent line', () => {
  it("an ERC-2612 permit names the spender, the amount in the token's units and the deadline", () => {
    const line = intentText(
      {
        kind: 'permit',
        standard: 'ERC-2612',
        transfer: false,
        spender: SPENDER,
        allowances: [{ token: TOKEN, amount: 1_500_000n, unlimited: false }],
        deadline: 1_800_000_000n,
      },
      usdc,
    )
    expect(line).toBe(
      `Sign an ERC-2612 permit: ${SPENDER} may spend 1.5 USDC, signature valid until 2027-01-15T08:00:00Z`,
    )
  })

  it('a permit without a deadline says so; a token that does not answer is named by its address', () => {
    const line = intentText(
      {
        kind: 'permit',
        standard: 'DAI',
        transfer: false,
        spender: SPENDER,
        allowances: [{ token: TOKEN, amount: 2n ** 256n - 1n, unlimited: true }],
      },
      () => undefined,
    )
    expect(line).toBe(
      `Sign a DAI permit: ${SPENDER} may spend unlimited of token ${TOKEN}, signature valid with no deadline`,
    )
  })

  it('a transfer names the amount and the recipient', () => {
    expect(
      intentText({ kind: 'transfer', method: 'transfer', token: TOKEN, to: SPENDER, amount: 2_000_000n }, usdc),
    ).toBe(`Send 2 USDC to ${SPENDER}`)
  })

  it('a Seaport order counts what is given and what comes back to the offerer', () => {
    const line = intentText(
      {
        kind: 'order',
        standard: 'Seaport',
        offerer: ME,
        offer: [{ itemType: 2, token: TOKEN, identifier: 1n, amount: 1n }],
        consideration: [
          { itemType: 0, token: TOKEN, identifier: 0n, amount: 5n, recipient: ME.toLowerCase() as `0x${string}` },
        ],
        endTime: 1_800_000_000n,
      },
      usdc,
    )
    expect(line).toBe('Sign a Seaport order: give 1 item(s), receive 1 item(s), until 2027-01-15T08:00:00Z')
  })

  it('a look-alike recipient is named beside the address it imitates, both in full', () => {
    expect(warningText({ code: 'lookalikeRecipient', recipient: SPENDER, recent: ME })).toBe(
      `${SPENDER} looks like ${ME}, which you sent to before, but is another address.`,
    )
  })
})
