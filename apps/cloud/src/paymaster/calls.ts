// What a smart account's operation calls, read from its callData: the Safe4337Module's executeUserOp (or its
// WithErrorString twin) with one call, or a delegate call to MultiSendCallOnly carrying a batch of plain calls.
import {
  type Address,
  decodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  hexToNumber,
  isAddressEqual,
  parseAbi,
  size,
  slice,
} from 'viem'
import { SAFE_ADDRESSES } from '@latch/core/internal'

const abi = parseAbi([
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
  'function multiSend(bytes transactions)',
])

const decoded = (data: Hex) => {
  try {
    return decodeFunctionData({ abi, data })
  } catch {
    return undefined
  }
}

/** the contracts the operation calls; undefined when its callData is none of the account's known call shapes */
export function targetsOf(callData: Hex): Address[] | undefined {
  const call = decoded(callData)
  if (!call || call.functionName === 'multiSend') return undefined
  const [to, , data, operation] = call.args
  if (operation === 0) return [getAddress(to)]
  // a delegate call runs another contract's code as the account: only the batch contract that makes plain calls
  if (operation !== 1 || !isAddressEqual(to, SAFE_ADDRESSES.multiSendCallOnlyAddress)) return undefined
  const batch = decoded(data)
  if (batch?.functionName !== 'multiSend') return undefined
  return batchTargets(batch.args[0])
}

/** MultiSend's packing: operation (1 byte), to (20), value (32), data length (32), data */
function batchTargets(packed: Hex): Address[] | undefined {
  const targets: Address[] = []
  const total = size(packed)
  for (let at = 0; at < total; ) {
    if (at + 85 > total) return undefined
    if (hexToNumber(slice(packed, at, at + 1)) !== 0) return undefined
    targets.push(getAddress(slice(packed, at + 1, at + 21)))
    const length = hexToBigInt(slice(packed, at + 53, at + 85))
    if (length > BigInt(total - at - 85)) return undefined
    at += 85 + Number(length)
  }
  return targets
}
