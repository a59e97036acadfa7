// A Solana transaction's warnings: the block list (origin, programs, destinations) and an account's owner changing.
import { AccountRole, type Address, type Instruction } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import {
  buildTransaction,
  fakeAddress,
  keyOf,
  SYSTEM_PROGRAM,
  transferInstruction,
  wire,
} from '../../test/solana-kit.ts'
import { warningText } from './intentText.ts'
import { parseSolanaTransaction } from './solanaTransaction.ts'
import { solanaWarnings, TOKEN_PROGRAMS } from './solanaWarnings.ts'

const me = fakeAddress(1)
const recipient = fakeAddress(9)
const drainer = fakeAddress(7)
const TOKEN = TOKEN_PROGRAMS[0] as Address

const parsed = (...instructions: Instruction[]) =>
  parseSolanaTransaction(wire(buildTransaction({ version: 'legacy', feePayer: me, instructions })))

/** System Program Assign: u32 1 and the new owner program; [assigned (signer)] */
function assign(account: Address, owner: Address): Instruction {
  const data = new Uint8Array(36)
  data[0] = 1
  data.set(keyOf(owner), 4)
  return { programAddress: SYSTEM_PROGRAM, accounts: [{ address: account, role: AccountRole.WRITABLE_SIGNER }], data }
}

/** SPL Token SetAuthority: u8 6, the authority type, then 1 and the new authority; [account, current authority] */
function setAuthority(account: Address, type: number, to?: Address): Instruction {
  const data = to ? new Uint8Array(35) : new Uint8Array(3)
  data.set([6, type, to ? 1 : 0])
  if (to) data.set(keyOf(to), 3)
  return {
    programAddress: TOKEN,
    accounts: [
      { address: account, role: AccountRole.WRITABLE },
      { address: me, role: AccountRole.READONLY_SIGNER },
    ],
    data,
  }
}

/** SPL Token Transfer: u8 3, u64 amount; [source, destination, owner] */
function tokenTransfer(source: Address, destination: Address): Instruction {
  const data = new Uint8Array(9)
  data[0] = 3
  return {
    programAddress: TOKEN,
    accounts: [
      { address: source, role: AccountRole.WRITABLE },
      { address: destination, role: AccountRole.WRITABLE },
      { address: me, role: AccountRole.READONLY_SIGNER },
    ],
    data,
  }
}

describe("a Solana transaction's warnings", () => {
  it('a plain transfer to an unlisted recipient raises none', () => {
    expect(solanaWarnings([parsed(transferInstruction(me, recipient, 1n))], { blockList: { addresses: [] } })).toEqual(
      [],
    )
  })

  it('R-6.7 a SOL transfer to a listed account, a token transfer to a listed account, a listed program: blockedAddress each', () => {
    const tokenAccount = fakeAddress(5)
    const transactions = [parsed(transferInstruction(me, drainer, 1n), tokenTransfer(fakeAddress(4), tokenAccount))]
    const found = solanaWarnings(transactions, { blockList: { addresses: [drainer, tokenAccount, TOKEN] } })
    expect(found).toEqual([
      { code: 'blockedAddress', address: drainer },
      { code: 'blockedAddress', address: TOKEN },
      { code: 'blockedAddress', address: tokenAccount },
    ])
    expect(warningText(found[0]!)).toBe(`${drainer} is on the block list.`)
  })

  it('base58 is compared as written: another case is another address', () => {
    const found = solanaWarnings([parsed(transferInstruction(me, drainer, 1n))], {
      blockList: { addresses: [drainer.toLowerCase()] },
    })
    expect(found).toEqual([])
  })

  it('R-6.7 a page on a listed domain: blockedOrigin, first', () => {
    const found = solanaWarnings([parsed(assign(me, drainer))], {
      blockList: { domains: ['drainer.example'] },
      origin: 'https://app.drainer.example',
    })
    expect(found.map((warning) => warning.code)).toEqual(['blockedOrigin', 'ownerChange'])
  })

  it("System Assign hands the account to another program: the account, the new owner, in the card's words", () => {
    const [found] = solanaWarnings([parsed(assign(me, drainer))], {})
    expect(found).toEqual({ code: 'ownerChange', account: me, owner: drainer, authority: 'owner program' })
    expect(warningText(found!)).toBe(
      `The owner program of ${me} would become ${drainer}: whoever controls it could take the account and what it holds.`,
    )
  })

  it('SPL Token SetAuthority to a new owner or close authority warns; removing an authority hands nothing and does not', () => {
    const tokenAccount = fakeAddress(5)
    const found = solanaWarnings(
      [
        parsed(
          setAuthority(tokenAccount, 2, drainer),
          setAuthority(tokenAccount, 3, drainer),
          setAuthority(tokenAccount, 0),
        ),
      ],
      {},
    )
    expect(found).toEqual([
      { code: 'ownerChange', account: tokenAccount, owner: drainer, authority: 'owner' },
      { code: 'ownerChange', account: tokenAccount, owner: drainer, authority: 'close authority' },
    ])
  })
})
