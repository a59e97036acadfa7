// The one-time code field's value: digits only, at most six (a pasted "123 456" becomes "123456").
export const CODE_LENGTH = 6

export function normaliseCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH)
}

export const isCompleteCode = (code: string) => code.length === CODE_LENGTH
