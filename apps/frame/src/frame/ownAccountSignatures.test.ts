import { stringToHex, type TypedDataDefinition } from 'viem'
import { describe, expect, it } from 'vitest'
import { OWN_ACCOUNT_TEXTS, refuseBareHash, refuseOwnAccountTypedData } from './ownAccountSignatures.ts'
import { SAFE_ADDRESSES } from '@latch/core/internal'

const SMART = '0x1111111111111111111111111111111111111111'
const typed = (verifyingContract?: string) =>
  ({
    domain: { chainId: 31337, ...(verifyingContract ? { verifyingContract } : {}) },
    types: {},
    primaryType: 'SafeTx',
    message: {},
  }) as unknown as TypedDataDefinition

describe("the wallet's key never signs for the user's own smart account", () => {
  it("refuses a SafeTx or SafeMessage of the user's Safe (any case) and the 4337 module's SafeOp", () => {
    expect(() => refuseOwnAccountTypedData(typed(SMART), SMART)).toThrow(OWN_ACCOUNT_TEXTS.smartAccountData)
    expect(() => refuseOwnAccountTypedData(typed(SMART.toUpperCase().replace('0X', '0x')), SMART)).toThrow(
      OWN_ACCOUNT_TEXTS.smartAccountData,
    )
    expect(() => refuseOwnAccountTypedData(typed(SAFE_ADDRESSES.safe4337ModuleAddress.toLowerCase()), SMART)).toThrow(
      OWN_ACCOUNT_TEXTS.smartAccountData,
    )
  })

  it("signs a dApp's own typed data, and data naming no contract", () => {
    expect(() => refuseOwnAccountTypedData(typed('0x00000000000000000000000000000000000c0ffe'), SMART)).not.toThrow()
    expect(() => refuseOwnAccountTypedData(typed(), SMART)).not.toThrow()
  })

  it('refuses personal_sign of a bare 32-byte hash; text, and other lengths, still sign', () => {
    expect(() => refuseBareHash(`0x${'ab'.repeat(32)}`)).toThrow(OWN_ACCOUNT_TEXTS.bareHash)
    expect(() => refuseBareHash(`0x${'00'.repeat(31)}01`)).toThrow(OWN_ACCOUNT_TEXTS.bareHash)
    expect(() => refuseBareHash(stringToHex('Sign in to the Latch test venue!'))).not.toThrow()
    expect(() => refuseBareHash(`0x${'ab'.repeat(33)}`)).not.toThrow()
    expect(() => refuseBareHash('a plain message')).not.toThrow()
  })
})
