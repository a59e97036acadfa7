import { encodeFunctionData, erc20Abi, erc721Abi, maxUint160, maxUint256, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  addressesToCheck,
  decodeCallIntent,
  decodeTypedDataIntent,
  PERMIT2_ADDRESS,
  UNLIMITED_THRESHOLD,
} from '@latch/core/internal/approvals'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const NFT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('calls that move control of assets', () => {
  it('approve names the token, the exact spender and the amount', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 1_500_000n] })
    expect(decodeCallIntent({ to: TOKEN, data })).toEqual({
      kind: 'approve',
      method: 'approve',
      token: TOKEN,
      spender: SPENDER,
      amount: 1_500_000n,
      unlimited: false,
    })
  })

  it('approve of the maximum uint256 is unlimited', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] })
    expect(decodeCallIntent({ to: TOKEN, data })).toMatchObject({
      kind: 'approve',
      unlimited: true,
      amount: maxUint256,
    })
  })

  it('an amount at the large threshold is unlimited, one below is not', () => {
    const at = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, UNLIMITED_THRESHOLD] })
    const below = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [SPENDER, UNLIMITED_THRESHOLD - 1n],
    })
    expect(decodeCallIntent({ to: TOKEN, data: at })).toMatchObject({ unlimited: true })
    expect(decodeCallIntent({ to: TOKEN, data: below })).toMatchObject({ unlimited: false })
  })

  it('increaseAllowance is an approval too', () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function increaseAllowance(address spender, uint256 addedValue) returns (bool)']),
      functionName: 'increaseAllowance',
      args: [SPENDER, maxUint256],
    })
    expect(decodeCallIntent({ to: TOKEN, data })).toEqual({
      kind: 'approve',
      method: 'increaseAllowance',
      token: TOKEN,
      spender: SPENDER,
      amount: maxUint256,
      unlimited: true,
    })
  })

  it('setApprovalForAll names the collection, the operator and whether it grants or revokes', () => {
    const grant = encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [SPENDER, true] })
    const revoke = encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [SPENDER, false] })
    expect(decodeCallIntent({ to: NFT, data: grant })).toEqual({
      kind: 'approveAll',
      collection: NFT,
      operator: SPENDER,
      approved: true,
    })
    expect(decodeCallIntent({ to: NFT, data: revoke })).toMatchObject({ approved: false })
  })

  it('transfer and transferFrom name the recipient and the amount', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, 42n] })
    const transferFrom = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [OWNER, OTHER, 7n] })
    expect(decodeCallIntent({ to: TOKEN, data: transfer })).toEqual({
      kind: 'transfer',
      method: 'transfer',
      token: TOKEN,
      to: OTHER,
      amount: 42n,
    })
    expect(decodeCallIntent({ to: TOKEN, data: transferFrom })).toEqual({
      kind: 'transfer',
      method: 'transferFrom',
      token: TOKEN,
      from: OWNER,
      to: OTHER,
      amount: 7n,
    })
  })

  it('any other call, a plain transfer of ether, a deployment or truncated data has no intent', () => {
    const balanceOf = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [OWNER] })
    expect(decodeCallIntent({ to: TOKEN, data: balanceOf })).toBeUndefined()
    expect(decodeCallIntent({ to: OTHER, data: '0x' })).toBeUndefined()
    expect(decodeCallIntent({ to: null, data: '0x6080' })).toBeUndefined()
    expect(decodeCallIntent({ to: TOKEN, data: '0x095ea7b3' + '00'.repeat(12) })).toBeUndefined()
  })

  it('the spender, operator or recipient is the address whose code is checked', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 1n] })
    expect(addressesToCheck(decodeCallIntent({ to: TOKEN, data }))).toEqual([SPENDER])
    expect(addressesToCheck(undefined)).toEqual([])
  })
})

describe('typed-data signatures that move control of assets', () => {
  it('an ERC-2612 Permit gives the domain contract (the token) to the spender until the deadline', () => {
    const intent = decodeTypedDataIntent({
      domain: { name: 'USD Coin', chainId: 1, verifyingContract: TOKEN },
      primaryType: 'Permit',
      message: { owner: OWNER, spender: SPENDER, value: '1000000', nonce: 0, deadline: 1_900_000_000 },
    })
    expect(intent).toEqual({
      kind: 'permit',
      standard: 'ERC-2612',
      transfer: false,
      spender: SPENDER,
      allowances: [{ token: TOKEN, amount: 1_000_000n, unlimited: false }],
      deadline: 1_900_000_000n,
    })
  })

  it("DAI's permit with allowed: true is unlimited, and an expiry of 0 is no deadline", () => {
    const intent = decodeTypedDataIntent({
      domain: { name: 'Dai Stablecoin', chainId: 1, verifyingContract: TOKEN },
      primaryType: 'Permit',
      message: { holder: OWNER, spender: SPENDER, nonce: 0, expiry: 0, allowed: true },
    })
    expect(intent).toMatchObject({
      kind: 'permit',
      standard: 'DAI',
      spender: SPENDER,
      allowances: [{ token: TOKEN, unlimited: true }],
      deadline: undefined,
    })
  })

  it("Permit2's PermitSingle names the token, the amount, the spender, the signature's deadline and the allowance's expiration", () => {
    const intent = decodeTypedDataIntent({
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: PERMIT2_ADDRESS },
      primaryType: 'PermitSingle',
      message: {
        details: { token: TOKEN, amount: maxUint160.toString(), expiration: 1_800_000_000, nonce: 0 },
        spender: SPENDER,
        sigDeadline: '1700000000',
      },
    })
    expect(intent).toEqual({
      kind: 'permit',
      standard: 'Permit2',
      transfer: false,
      spender: SPENDER,
      allowances: [{ token: TOKEN, amount: maxUint160, unlimited: true }],
      deadline: 1_700_000_000n,
      expiration: 1_800_000_000n,
    })
  })

  it("Permit2's PermitBatch lists every token, and the earliest expiration", () => {
    const intent = decodeTypedDataIntent({
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: PERMIT2_ADDRESS },
      primaryType: 'PermitBatch',
      message: {
        details: [
          { token: TOKEN, amount: '5', expiration: 300, nonce: 0 },
          { token: NFT, amount: '6', expiration: 200, nonce: 0 },
        ],
        spender: SPENDER,
        sigDeadline: 100,
      },
    })
    expect(intent).toMatchObject({
      spender: SPENDER,
      allowances: [
        { token: TOKEN, amount: 5n },
        { token: NFT, amount: 6n },
      ],
      deadline: 100n,
      expiration: 200n,
    })
  })

  it("Permit2's PermitTransferFrom is a one-time transfer by the spender", () => {
    const intent = decodeTypedDataIntent({
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: PERMIT2_ADDRESS },
      primaryType: 'PermitTransferFrom',
      message: { permitted: { token: TOKEN, amount: '0x10' }, spender: SPENDER, nonce: 1, deadline: 99 },
    })
    expect(intent).toEqual({
      kind: 'permit',
      standard: 'Permit2',
      transfer: true,
      spender: SPENDER,
      allowances: [{ token: TOKEN, amount: 16n, unlimited: false }],
      deadline: 99n,
    })
  })

  it('a Seaport order lists what is offered and who receives each consideration item', () => {
    const intent = decodeTypedDataIntent({
      domain: {
        name: 'Seaport',
        version: '1.6',
        chainId: 1,
        verifyingContract: '0x0000000000000068F116a894984e2DB1123eB395',
      } as never,
      primaryType: 'OrderComponents',
      message: {
        offerer: OWNER,
        offer: [{ itemType: 2, token: NFT, identifierOrCriteria: '7', startAmount: '1', endAmount: '1' }],
        consideration: [
          {
            itemType: 0,
            token: '0x0000000000000000000000000000000000000000',
            identifierOrCriteria: '0',
            startAmount: '1000',
            endAmount: '1000',
            recipient: OWNER,
          },
        ],
        endTime: '1900000000',
      },
    })
    expect(intent).toEqual({
      kind: 'order',
      standard: 'Seaport',
      offerer: OWNER,
      offer: [{ itemType: 2, token: NFT, identifier: 7n, amount: 1n }],
      consideration: [
        {
          itemType: 0,
          token: '0x0000000000000000000000000000000000000000',
          identifier: 0n,
          amount: 1000n,
          recipient: OWNER,
        },
      ],
      endTime: 1_900_000_000n,
    })
  })

  it('other typed data, and a known type whose message lacks its fields, have no intent (shown raw)', () => {
    expect(
      decodeTypedDataIntent({ domain: { name: 'Mail' }, primaryType: 'Mail', message: { contents: 'hi' } }),
    ).toBeUndefined()
    expect(
      decodeTypedDataIntent({
        domain: { name: 'Permit2' },
        primaryType: 'PermitSingle',
        message: { spender: SPENDER },
      }),
    ).toBeUndefined()
    expect(
      decodeTypedDataIntent({ primaryType: 'Permit', message: { spender: 'not an address', value: 1 } }),
    ).toBeUndefined()
  })
})
