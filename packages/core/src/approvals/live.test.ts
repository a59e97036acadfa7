import { encodeAbiParameters, encodeFunctionData, erc20Abi, erc721Abi, getAddress, pad, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { checksummed, decodeAbiString, revokeCall } from './live.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SPENDER = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

describe('approvals on chain', () => {
  it("reads a token's symbol as an ABI string, and as the bytes32 old tokens answer with", () => {
    expect(decodeAbiString(encodeAbiParameters([{ type: 'string' }], ['LTT']))).toBe('LTT')
    expect(decodeAbiString(pad(stringToHex('MKR'), { dir: 'right' }))).toBe('MKR')
    expect(decodeAbiString('0x')).toBeUndefined()
    // an offset past the answer is no string
    expect(decodeAbiString(`0x${'ff'.repeat(32)}${'00'.repeat(32)}`)).toBeUndefined()
  })

  it("addresses are written in EIP-55's mixed case, as viem writes them", () => {
    expect(checksummed(SPENDER.toLowerCase())).toBe(getAddress(SPENDER))
    expect(checksummed(TOKEN.toLowerCase().slice(2))).toBe(TOKEN)
  })

  it('a revoke is approve(spender, 0) or setApprovalForAll(operator, false), to the token or the collection', () => {
    expect(revokeCall({ kind: 'allowance', token: TOKEN, spender: SPENDER, amount: 1n, unlimited: false })).toEqual({
      to: TOKEN,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 0n] }),
    })
    expect(revokeCall({ kind: 'operator', collection: TOKEN, operator: SPENDER })).toEqual({
      to: TOKEN,
      data: encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [SPENDER, false] }),
    })
  })
})
