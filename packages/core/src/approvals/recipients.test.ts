import { describe, expect, it } from 'vitest'
import type { CloudTransaction } from '../cloud/types.ts'
import { recentRecipientsOf } from './recipients.ts'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const FRIEND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const OTHER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const tx = (sentFrom: string, sentTo: string, direction: 'in' | 'out'): CloudTransaction => ({
  id: `${sentFrom}-${sentTo}-${direction}`,
  metadata: {
    operationType: 'send',
    status: 'confirmed',
    sentFrom,
    sentTo,
    minedAt: '2026-01-01T00:00:00Z',
    hash: '0x01',
  },
  transfers: [{ direction, quantity: { numeric: '1' } }],
})

describe('recent recipients from the activity history', () => {
  it('are the addresses this account sent to, most recent first, once each, in any case', () => {
    expect(
      recentRecipientsOf(ME.toLowerCase(), [
        tx(ME, FRIEND, 'out'),
        tx(OTHER, ME, 'in'),
        tx(ME, FRIEND.toLowerCase(), 'out'),
        tx(ME, OTHER, 'out'),
      ]),
    ).toEqual([FRIEND, OTHER])
  })

  it('an unknown history is undefined (no first-recipient warning), an empty one is an empty list', () => {
    expect(recentRecipientsOf(ME, undefined)).toBeUndefined()
    expect(recentRecipientsOf(ME, [])).toEqual([])
  })
})
