import { describe, expect, it } from 'vitest'
import { csvCell } from './csv.ts'

describe('analytics CSV cells', () => {
  it('quotes commas and quotes, and defuses spreadsheet formulas', () => {
    expect(csvCell('MetaMask')).toBe('MetaMask')
    expect(csvCell(3)).toBe('3')
    expect(csvCell('a,"b"')).toBe('"a,""b"""')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('@cmd')).toBe("'@cmd")
  })
})
