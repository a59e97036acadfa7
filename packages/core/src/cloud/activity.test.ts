import { describe, expect, it } from 'vitest'
import { amountSign, appendPage, formatAmount, groupTransactions, transferText, withoutSpam } from './activity.ts'
import type { CloudTransaction, CloudTransfer } from './types.ts'

const eth = (numeric: string, direction: 'in' | 'out' = 'out'): CloudTransfer => ({
  direction,
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: null } },
  quantity: { numeric },
})

function transaction(
  id: string,
  minedAt: string,
  transfers: CloudTransfer[] = [eth('1')],
  operationType = 'send',
): CloudTransaction {
  return {
    id,
    metadata: {
      operationType,
      status: 'confirmed',
      sentFrom: '0xa',
      sentTo: '0xb',
      minedAt,
      chain: 'eip155:31337',
      hash: `0x${id}`,
    },
    transfers,
  }
}

const spamNft: CloudTransfer = {
  direction: 'in',
  nft_info: { name: 'Free tokens', content: { preview: { url: null } }, flags: { is_spam: true } },
  quantity: { numeric: '1' },
}

describe('activity list', () => {
  it('R-9.40 spam transactions are filtered out', () => {
    const kept = transaction('1', '2025-03-10T12:00:00Z')
    const spam = transaction('2', '2025-03-11T12:00:00Z', [spamNft], 'receive')
    expect(withoutSpam([spam, kept])).toEqual([kept])
    expect(groupTransactions([spam, kept], new Date('2025-06-15T12:00:00Z')).flatMap((g) => g.transactions)).toEqual([
      kept,
    ])
  })

  it('R-9.41 R-9.42 transactions are grouped by year and month, titled by the month in the current year', () => {
    const now = new Date('2025-06-15T12:00:00Z')
    const groups = groupTransactions(
      [
        transaction('a', '2025-06-14T12:00:00Z'),
        transaction('b', '2025-06-02T12:00:00Z'),
        transaction('c', '2025-03-20T12:00:00Z'),
      ],
      now,
    )
    expect(groups.map((group) => [group.title, group.transactions.map((t) => t.id)])).toEqual([
      ['June', ['a', 'b']],
      ['March', ['c']],
    ])
  })

  it('R-9.43 a group outside the current year shows its year; the same month of another year is another group', () => {
    const now = new Date('2025-06-15T12:00:00Z')
    const groups = groupTransactions(
      [transaction('a', '2025-06-10T12:00:00Z'), transaction('b', '2024-06-10T12:00:00Z')],
      now,
    )
    expect(groups.map((group) => group.title)).toEqual(['June', 'June 2024'])
  })

  it('R-9.36 receive, deposit, borrow and claim show a plus sign', () => {
    for (const type of ['receive', 'deposit', 'borrow', 'claim']) expect(amountSign(type)).toBe('+')
    expect(transferText('receive', eth('2.5', 'in'))).toBe('+2.500 ETH')
  })

  it('R-9.37 withdraw, repay and burn show a minus sign; other operations none', () => {
    for (const type of ['withdraw', 'repay', 'burn']) expect(amountSign(type)).toBe('-')
    expect(transferText('burn', eth('0.25'))).toBe('-0.250 ETH')
    expect(transferText('send', eth('0.0421'))).toBe('0.042 ETH')
  })

  it('R-9.35 amounts are shown to 3 decimals (never more than moved)', () => {
    expect(formatAmount('25')).toBe('25.000')
    expect(formatAmount('1.23456')).toBe('1.234')
    // where 3 decimals would lose the amount, enough digits stay to be within 1% of it (never more than moved)
    expect(formatAmount('1e-7')).toBe('0.0000001')
  })

  it('R-7.13 a next cursor page is appended without repeating what is shown', () => {
    const a = transaction('a', '2025-06-14T12:00:00Z')
    const b = transaction('b', '2025-06-13T12:00:00Z')
    expect(appendPage([a], [a, b]).map((t) => t.id)).toEqual(['a', 'b'])
  })
})
