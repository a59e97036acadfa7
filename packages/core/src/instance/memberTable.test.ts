// The instance's long-lived objects copied into one table: the same members, read and listed as before.
import { describe, expect, it } from 'vitest'
import { memberTable } from './memberTable.ts'

describe('memberTable', () => {
  it('keeps every member in its order, an accessor live, and the prototype', () => {
    let catalogue = 'before'
    const members = {
      open: () => 'opened',
      hasModal: true,
      get catalogue() {
        return catalogue
      },
    }
    const table = memberTable(members)
    expect(Object.keys(table)).toEqual(['open', 'hasModal', 'catalogue'])
    expect(table.open()).toBe('opened')
    catalogue = 'after'
    expect(table.catalogue).toBe('after')
    expect(Object.getPrototypeOf(table)).toBe(Object.prototype)
    expect(String(table)).toBe('[object Object]')
  })
})
