import { describe, expect, it } from 'vitest'
import { isCompleteCode, normaliseCode } from './code.ts'

describe('normaliseCode (the verification code textbox)', () => {
  it('keeps digits only, so a pasted "123 456" or "123-456" is the code', () => {
    expect(normaliseCode('123 456')).toBe('123456')
    expect(normaliseCode('123-456')).toBe('123456')
    expect(normaliseCode('ab1')).toBe('1')
  })
  it('keeps at most six digits', () => {
    expect(normaliseCode('12345678')).toBe('123456')
  })
  it('is complete (and submits itself) at six digits', () => {
    expect(isCompleteCode('12345')).toBe(false)
    expect(isCompleteCode(normaliseCode(' 654321 '))).toBe(true)
  })
})
