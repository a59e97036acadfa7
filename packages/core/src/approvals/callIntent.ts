// The calls that hand over tokens or spending rights, decoded from their calldata: ERC-20's approve, increaseAllowance,
// transfer and transferFrom, and the NFT collections' setApprovalForAll. Apart from the signatures: one ABI decodes all.
import { type Abi, decodeFunctionData, type Hex, isAddress } from 'viem'
import type { Intent } from './intent.ts'
import { isUnlimited } from './intentFields.ts'

const CALLS_ABI = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  {
    type: 'function',
    name: 'increaseAllowance',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'addedValue', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  {
    type: 'function',
    name: 'setApprovalForAll',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'operator', type: 'address' },
      { name: 'approved', type: 'bool' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  {
    type: 'function',
    name: 'transferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const satisfies Abi

/** the intent of a call to `to` with `data`; undefined when the call is none of the asset-control calls */
export function decodeCallIntent(call: { to?: string | null; data?: string | null }): Intent | undefined {
  if (!call.to || !isAddress(call.to, { strict: false }) || !call.data || call.data.length < 10) return undefined
  const token = call.to
  let decoded
  try {
    decoded = decodeFunctionData({ abi: CALLS_ABI, data: call.data as Hex })
  } catch {
    return undefined
  }
  switch (decoded.functionName) {
    case 'approve':
    case 'increaseAllowance': {
      const [spender, amount] = decoded.args
      return { kind: 'approve', method: decoded.functionName, token, spender, amount, unlimited: isUnlimited(amount) }
    }
    case 'setApprovalForAll': {
      const [operator, approved] = decoded.args
      return { kind: 'approveAll', collection: token, operator, approved }
    }
    case 'transfer': {
      const [to, amount] = decoded.args
      return { kind: 'transfer', method: 'transfer', token, to, amount }
    }
    case 'transferFrom': {
      const [from, to, amount] = decoded.args
      return { kind: 'transfer', method: 'transferFrom', token, from, to, amount }
    }
  }
}
