import { describe, expect, it } from 'vitest'
import {
  isBlockedOrigin,
  isLookalike,
  NEW_CONTRACT_SECONDS,
  PERMIT2_ADDRESS,
  recipientWarnings,
  warnings,
  type Intent,
} from '@latch/core/internal/approvals'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const FRIEND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
// same first and last four hex characters as FRIEND, another address: what a poisoner makes
const LOOKALIKE = '0x3C44aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa93BC'
const STRANGER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const approve = (amount: bigint, unlimited: boolean): Intent => ({
  kind: 'approve',
  method: 'approve',
  token: TOKEN,
  spender: SPENDER,
  amount,
  unlimited,
})
const codes = (of: Record<string, string | undefined>) => of
const transferTo = (to: string): Intent => ({
  kind: 'transfer',
  method: 'transfer',
  token: TOKEN,
  to: to as `0x${string}`,
  amount: 1n,
})

describe('warnings before signing', () => {
  it('an unlimited approval warns with the token and the exact spender; a bounded one to a contract does not', () => {
    expect(warnings({ intent: approve(2n ** 256n - 1n, true), code: codes({ [SPENDER]: '0x6080' }) })).toEqual([
      { code: 'unlimitedApproval', token: TOKEN, spender: SPENDER },
    ])
    expect(warnings({ intent: approve(5n, false), code: codes({ [SPENDER]: '0x6080' }) })).toEqual([])
  })

  it('an unlimited allowance in a permit warns too', () => {
    const intent: Intent = {
      kind: 'permit',
      standard: 'ERC-2612',
      transfer: false,
      spender: SPENDER,
      allowances: [{ token: TOKEN, amount: 2n ** 200n, unlimited: true }],
    }
    expect(warnings({ intent })).toEqual([{ code: 'unlimitedApproval', token: TOKEN, spender: SPENDER }])
  })

  it('an approval or a permit to an address with no code warns (any case of the address); a revoke does not', () => {
    expect(warnings({ intent: approve(5n, false), code: codes({ [SPENDER.toLowerCase()]: '0x' }) })).toEqual([
      { code: 'spenderWithoutCode', spender: SPENDER },
    ])
    expect(warnings({ intent: approve(5n, false), code: codes({ [SPENDER]: undefined }) })).toEqual([
      { code: 'spenderWithoutCode', spender: SPENDER },
    ])
    expect(warnings({ intent: approve(0n, false), code: codes({ [SPENDER]: '0x' }) })).toEqual([])
    const permit: Intent = {
      kind: 'permit',
      standard: 'Permit2',
      transfer: true,
      spender: SPENDER,
      allowances: [{ token: TOKEN, amount: 3n, unlimited: false }],
    }
    expect(
      warnings({
        intent: permit,
        code: codes({ [SPENDER]: '0x' }),
        typedData: { domain: { verifyingContract: PERMIT2_ADDRESS } },
      }),
    ).toEqual([{ code: 'spenderWithoutCode', spender: SPENDER }])
  })

  it('without the code of the spender (not read) there is no code warning', () => {
    expect(warnings({ intent: approve(5n, false) })).toEqual([])
  })

  it('setApprovalForAll(true) warns; (false) takes a right away and does not', () => {
    expect(warnings({ intent: { kind: 'approveAll', collection: TOKEN, operator: SPENDER, approved: true } })).toEqual([
      { code: 'approveAll', collection: TOKEN, operator: SPENDER },
    ])
    expect(
      warnings({
        intent: { kind: 'approveAll', collection: TOKEN, operator: SPENDER, approved: false },
        code: codes({ [SPENDER]: '0x' }),
      }),
    ).toEqual([])
  })

  it('a recipient with the first and last characters of a recent recipient, but another address, is a look-alike', () => {
    expect(isLookalike(LOOKALIKE, FRIEND)).toBe(true)
    expect(isLookalike(FRIEND.toLowerCase(), FRIEND)).toBe(false)
    expect(isLookalike(STRANGER, FRIEND)).toBe(false)
    expect(warnings({ intent: transferTo(LOOKALIKE), recentRecipients: [STRANGER, FRIEND] })).toEqual([
      { code: 'lookalikeRecipient', recipient: LOOKALIKE, recent: FRIEND },
    ])
  })

  it('the first transfer to an address warns; a known recipient, or an unknown history, does not', () => {
    expect(warnings({ intent: transferTo(STRANGER), recentRecipients: [FRIEND] })).toEqual([
      { code: 'firstRecipient', recipient: STRANGER },
    ])
    expect(warnings({ intent: transferTo(FRIEND.toLowerCase()), recentRecipients: [FRIEND] })).toEqual([])
    expect(warnings({ intent: transferTo(STRANGER) })).toEqual([])
    expect(recipientWarnings(STRANGER, [])).toEqual([{ code: 'firstRecipient', recipient: STRANGER }])
  })

  it('a plain native transfer is judged by its recipient', () => {
    expect(warnings({ to: LOOKALIKE, nativeTransfer: true, recentRecipients: [FRIEND] })).toEqual([
      { code: 'lookalikeRecipient', recipient: LOOKALIKE, recent: FRIEND },
    ])
  })

  it('a spender deployed minutes ago warns with its age; an older one does not', () => {
    const now = 1_800_000_000
    const code = codes({ [SPENDER]: '0x6080' })
    expect(warnings({ intent: approve(5n, false), code, deployedAt: { [SPENDER]: now - 120 }, now })).toEqual([
      { code: 'newContract', address: SPENDER, ageSeconds: 120 },
    ])
    expect(
      warnings({ intent: approve(5n, false), code, deployedAt: { [SPENDER]: now - NEW_CONTRACT_SECONDS }, now }),
    ).toEqual([])
    expect(warnings({ to: TOKEN, deployedAt: { [TOKEN]: now - 60 }, now })).toEqual([
      { code: 'newContract', address: TOKEN, ageSeconds: 60 },
    ])
  })

  it("typed data for another chain than the request's warns (a hex chain id too)", () => {
    expect(
      warnings({ chainId: 1, typedData: { domain: { chainId: '0x2105' }, primaryType: 'Mail', message: {} } }),
    ).toEqual([{ code: 'typedDataChain', chainId: 8453, requestChainId: 1 }])
    expect(
      warnings({ chainId: 8453, typedData: { domain: { chainId: 8453 }, primaryType: 'Mail', message: {} } }),
    ).toEqual([])
  })

  it("a Permit2 signature whose verifying contract is not Permit2's warns", () => {
    const intent: Intent = {
      kind: 'permit',
      standard: 'Permit2',
      transfer: false,
      spender: SPENDER,
      allowances: [{ token: TOKEN, amount: 1n, unlimited: false }],
    }
    expect(warnings({ intent, typedData: { domain: { verifyingContract: STRANGER } } })).toEqual([
      { code: 'typedDataContract', verifyingContract: STRANGER, expected: [PERMIT2_ADDRESS] },
    ])
    expect(warnings({ intent, typedData: { domain: { verifyingContract: PERMIT2_ADDRESS.toLowerCase() } } })).toEqual(
      [],
    )
  })

  it('a Seaport order that pays its offerer nothing warns', () => {
    const seaport = '0x0000000000000068F116a894984e2DB1123eB395'
    const order = (paid: bigint): Intent => ({
      kind: 'order',
      standard: 'Seaport',
      offerer: FRIEND,
      offer: [{ itemType: 2, token: TOKEN, identifier: 1n, amount: 1n }],
      consideration: [
        {
          itemType: 0,
          token: '0x0000000000000000000000000000000000000000',
          identifier: 0n,
          amount: paid,
          recipient: FRIEND,
        },
      ],
      endTime: 1n,
    })
    expect(warnings({ intent: order(0n), typedData: { domain: { verifyingContract: seaport } } })).toEqual([
      { code: 'orderForNothing', offerer: FRIEND },
    ])
    expect(warnings({ intent: order(10n), typedData: { domain: { verifyingContract: seaport } } })).toEqual([])
  })

  it('a message that is a bare 32-byte hash warns; text or other hex does not', () => {
    expect(warnings({ message: `0x${'ab'.repeat(32)}` })).toEqual([{ code: 'rawHash' }])
    expect(warnings({ message: 'Sign in to example.com' })).toEqual([])
    expect(warnings({ message: `0x${'ab'.repeat(31)}` })).toEqual([])
  })

  it('an origin on the block list warns, its subdomains too, and a lookalike domain does not match', () => {
    expect(isBlockedOrigin('https://app.drainer.example', ['drainer.example'])).toBe(true)
    expect(isBlockedOrigin('drainer.example', ['drainer.example'])).toBe(true)
    expect(isBlockedOrigin('https://notdrainer.example', ['drainer.example'])).toBe(false)
    expect(warnings({ origin: 'https://app.drainer.example', blockList: { domains: ['drainer.example'] } })).toEqual([
      { code: 'blockedOrigin', origin: 'https://app.drainer.example' },
    ])
  })

  it('a called contract, spender or recipient on the block list warns first, once per address', () => {
    const found = warnings({
      to: TOKEN,
      intent: approve(5n, false),
      code: codes({ [SPENDER]: '0x6080' }),
      blockList: { addresses: [SPENDER.toLowerCase(), SPENDER] },
    })
    expect(found).toEqual([{ code: 'blockedAddress', address: SPENDER }])
  })
})
