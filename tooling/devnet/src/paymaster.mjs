// The devnet's gas paymaster ("Gas"): VerifyingPaymaster from @account-abstraction/contracts 0.7.0, deployed
// through the same CREATE2 deployer as the EntryPoint (so its address is known before the chain starts), with a deposit
// at the EntryPoint it pays gas from. It sponsors a user operation that carries its verifying signer's signature: the
// cloud's ERC-7677 route (apps/cloud/src/paymaster) signs for projects with sponsored gas on.
// No stake: measured with alto 0.0.20 and safe mode off (erc4337.mjs), an unstaked paymaster's operations are accepted.
import { createRequire } from 'node:module'
import {
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  getContractAddress,
  http,
  parseEther,
  toHex,
} from 'viem'
import { devAccountAt } from './devAccounts.mjs'
import { CREATE2_DEPLOYER, deployCreate2, ENTRY_POINT_ADDRESS } from './erc4337.mjs'
import { ZERO_SALT } from './safe.mjs'

const require = createRequire(import.meta.url)
const paymasterArtifact = require('@account-abstraction/contracts/artifacts/VerifyingPaymaster.json')

/** the verifying signer on the devnet: index 18 of the dev mnemonic, used by nothing else (19 is the bundler's) */
export const PAYMASTER_SIGNER = devAccountAt(18)
/** its private key, for the cloud's config on the devnet only (an operator sets LATCH_PAYMASTER_SIGNER_KEY) */
export const PAYMASTER_SIGNER_KEY = toHex(PAYMASTER_SIGNER.getHdKey().privateKey)
/** what the EntryPoint holds for the paymaster after a start: the gas it can sponsor */
export const PAYMASTER_DEPOSIT = parseEther('100')

const initCode = encodeDeployData({
  abi: paymasterArtifact.abi,
  bytecode: paymasterArtifact.bytecode,
  args: [ENTRY_POINT_ADDRESS, PAYMASTER_SIGNER.address],
})
/** the same on every devnet chain */
export const VERIFYING_PAYMASTER_ADDRESS = getContractAddress({
  from: CREATE2_DEPLOYER,
  salt: ZERO_SALT,
  bytecode: initCode,
  opcode: 'CREATE2',
})
export const VERIFYING_PAYMASTER_ABI = paymasterArtifact.abi

/** deploys the paymaster unless it is there, and tops its EntryPoint deposit up to PAYMASTER_DEPOSIT; `from` pays */
export async function deployPaymaster(chain, from) {
  const transport = http(chain.rpcUrls.default.http[0])
  const publicClient = createPublicClient({ chain, transport })
  const wallet = createWalletClient({ chain, transport, account: from })
  await deployCreate2(chain, from, { address: VERIFYING_PAYMASTER_ADDRESS, salt: ZERO_SALT, initCode, gas: 3_000_000n })
  const deposit = await publicClient.readContract({
    address: VERIFYING_PAYMASTER_ADDRESS,
    abi: paymasterArtifact.abi,
    functionName: 'getDeposit',
  })
  if (deposit < PAYMASTER_DEPOSIT) {
    const hash = await wallet.writeContract({
      address: VERIFYING_PAYMASTER_ADDRESS,
      abi: paymasterArtifact.abi,
      functionName: 'deposit',
      value: PAYMASTER_DEPOSIT - deposit,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`the paymaster deposit failed on chain ${chain.id}`)
  }
}
