// The VerifyingPaymaster's side of a sponsorship, computed off chain: the hash its getHash(userOp, validUntil, validAfter)
// returns (samples/VerifyingPaymaster.sol in @account-abstraction/contracts 0.7.0), signed as an Ethereum signed message
// by the verifying signer, and paymasterData = abi.encode(validUntil, validAfter) ‖ signature.
import { type Address, concat, encodeAbiParameters, type Hex, keccak256, pad, toHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { getUserOperationHash } from 'viem/account-abstraction'
import type { UserOperationInput } from './input.ts'

/** what the paymaster's validation and postOp may spend (VerifyingPaymaster: an ecrecover, no postOp) */
export const PAYMASTER_VERIFICATION_GAS = 100_000n
export const PAYMASTER_POST_OP_GAS = 0n

const packed = (high: bigint, low: bigint): Hex =>
  concat([pad(toHex(high), { size: 16 }), pad(toHex(low), { size: 16 })])

export interface Sponsorship {
  paymaster: Address
  chainId: number
  validUntil: number
  validAfter: number
}

/** VerifyingPaymaster.getHash: every field of the operation but the paymaster's signature, the chain and the paymaster */
export function paymasterHash(
  op: UserOperationInput,
  { paymaster, chainId, validUntil, validAfter }: Sponsorship,
): Hex {
  const initCode = op.factory ? concat([op.factory as Hex, (op.factoryData ?? '0x') as Hex]) : '0x'
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender as Address,
        BigInt(op.nonce),
        keccak256(initCode),
        keccak256(op.callData as Hex),
        packed(BigInt(op.verificationGasLimit), BigInt(op.callGasLimit)),
        BigInt(packed(BigInt(op.paymasterVerificationGasLimit ?? 0), BigInt(op.paymasterPostOpGasLimit ?? 0))),
        BigInt(op.preVerificationGas),
        packed(BigInt(op.maxPriorityFeePerGas), BigInt(op.maxFeePerGas)),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}

const window = (sponsorship: Sponsorship): Hex =>
  encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [sponsorship.validUntil, sponsorship.validAfter])

/** the signed paymasterData for exactly this operation */
export async function paymasterData(
  signer: PrivateKeyAccount,
  op: UserOperationInput,
  sponsorship: Sponsorship,
): Promise<Hex> {
  const signature = await signer.signMessage({ message: { raw: paymasterHash(op, sponsorship) } })
  return concat([window(sponsorship), signature])
}

/** for gas estimation only: the same layout, signed over nothing the paymaster would accept (the final data is signed
 * after estimation, over the operation's gas fields). A real signature's form, so ECDSA.recover does not revert */
export async function stubPaymasterData(signer: PrivateKeyAccount, sponsorship: Sponsorship): Promise<Hex> {
  const signature = await signer.signMessage({ message: 'stub: not a sponsorship' })
  return concat([window(sponsorship), signature])
}

/** the EntryPoint's getUserOpHash of the operation as it will be sent with this paymasterData: the hash its
 * UserOperationEvent names when it lands */
export function userOperationHash(
  op: UserOperationInput,
  { paymaster, chainId }: Sponsorship,
  data: Hex,
  entryPoint: string,
): Hex {
  return getUserOperationHash({
    chainId,
    entryPointAddress: entryPoint as Address,
    entryPointVersion: '0.7',
    userOperation: {
      sender: op.sender as Address,
      nonce: BigInt(op.nonce),
      ...(op.factory ? { factory: op.factory as Address, factoryData: (op.factoryData ?? '0x') as Hex } : {}),
      callData: op.callData as Hex,
      callGasLimit: BigInt(op.callGasLimit),
      verificationGasLimit: BigInt(op.verificationGasLimit),
      preVerificationGas: BigInt(op.preVerificationGas),
      maxFeePerGas: BigInt(op.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
      paymaster,
      paymasterVerificationGasLimit: BigInt(op.paymasterVerificationGasLimit ?? 0),
      paymasterPostOpGasLimit: BigInt(op.paymasterPostOpGasLimit ?? 0),
      paymasterData: data,
      signature: '0x',
    },
  })
}
