import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor, operationTypeOf } from './history.ts'
import { sortKey } from './indexPass.ts'
import { ZERO_ADDRESS } from './nftOwners.ts'

const me = '0x00000000000000000000000000000000000000aa'
const other = '0x00000000000000000000000000000000000000bb'

describe('history', () => {
  it('operation type from the address point of view', () => {
    expect(operationTypeOf([{ from_address: me, to_address: other }], me)).toBe('send')
    expect(operationTypeOf([{ from_address: other, to_address: me }], me)).toBe('receive')
    expect(operationTypeOf([{ from_address: ZERO_ADDRESS, to_address: me }], me)).toBe('mint')
    expect(operationTypeOf([{ from_address: me, to_address: ZERO_ADDRESS }], me)).toBe('burn')
    // a swap-like transaction that both sends and receives is a send
    expect(
      operationTypeOf(
        [
          { from_address: me, to_address: other },
          { from_address: other, to_address: me },
        ],
        me,
      ),
    ).toBe('send')
  })

  it('sort keys order by time, then chain, block and position; cursors carry them opaquely', () => {
    const earlier = sortKey(1_700_000_000_000, 31337, 9, 1)
    const later = sortKey(1_700_000_000_000, 31337, 10, 0)
    expect(earlier < later).toBe(true)
    expect(decodeCursor(encodeCursor(later))).toBe(later)
    expect(decodeCursor('bm9wZQ')).toBeUndefined()
  })
})
