// Which chains this cloud sponsors gas on (a paymaster configured and a verifying signer set), and the refusals a
// sponsorship request can get, each with the words the wallet shows (a paymaster refusal gets a clear error).
import { type Address, isAddressEqual } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { caip2 } from '../chain/chains.ts'
import type { ChainConfig, CloudConfig } from '../config.ts'

export const PAYMASTER_TEXTS = {
  notEnabled: 'Gas sponsorship is not enabled for this project',
  noPaymaster: (chainId: number) => `Gas sponsorship is not offered on chain ${chainId}`,
  wrongChain: (path: number, asked: number) =>
    `The request names chain ${asked}, but this endpoint sponsors chain ${path}`,
  wrongEntryPoint: (entryPoint: string, served: string) =>
    `Unsupported EntryPoint ${entryPoint}: this paymaster is bound to ${served} (v0.7)`,
  tooCostly: (cost: bigint, limit: bigint) =>
    `The operation could cost ${cost} wei of gas, over this paymaster's limit of ${limit} wei per operation`,
  budgetSpent: (chainId: number, budget: bigint) =>
    `This project's gas sponsorship budget on chain ${chainId} (${budget} wei a day) is spent for today`,
  targetNotAllowed: (target: string) =>
    `This project sponsors calls only to the contracts it allows, and not to ${target}`,
  callsUnreadable:
    'This project sponsors calls only to the contracts it allows, and the operation makes calls the paymaster cannot read',
  userBudgetSpent: (chainId: number, budget: bigint) =>
    `This account's gas sponsorship on chain ${chainId} (${budget} wei a day) is spent for today`,
} as const

/** the chains with a paymaster the cloud can sign for */
export function sponsoredChainsOf(config: Pick<CloudConfig, 'chains' | 'paymasterSignerKey'>): ChainConfig[] {
  return config.paymasterSignerKey ? config.chains.filter((chain) => chain.paymaster) : []
}

/** as the project configuration serves them (GET /appkit/v1/config, feature sponsoredGas) */
export const sponsoredCaip2 = (config: Pick<CloudConfig, 'chains' | 'paymasterSignerKey'>) =>
  sponsoredChainsOf(config).map((chain) => caip2(chain.chainId))

const signers = new Map<string, PrivateKeyAccount>()
/** the verifying signer; one account object per key */
export function signerOf(key: string): PrivateKeyAccount {
  let signer = signers.get(key)
  if (!signer) signers.set(key, (signer = privateKeyToAccount(key as `0x${string}`)))
  return signer
}

export const sameAddress = (a: string, b: string) => isAddressEqual(a as Address, b as Address)

/** what the operation may take from the deposit at most: every gas limit at its maxFeePerGas */
export function maximumCost(
  op: { callGasLimit: string; verificationGasLimit: string; preVerificationGas: string; maxFeePerGas: string },
  paymasterGas: bigint,
): bigint {
  return (
    (BigInt(op.callGasLimit) + BigInt(op.verificationGasLimit) + BigInt(op.preVerificationGas) + paymasterGas) *
    BigInt(op.maxFeePerGas)
  )
}
