// The embedded wallet's smart account on the devnet: Safe 1.4.1 (SafeL2 singleton, SafeProxyFactory,
// MultiSend, MultiSendCallOnly from @safe-global/safe-contracts 1.4.1) with the Safe4337Module 0.3.0 and SafeModuleSetup
// (@safe-global/safe-4337 0.3.0), both audited. The module extends Safe's CompatibilityFallbackHandler, so a Safe
// answers ERC-1271 isValidSignature once deployed, and ERC-6492 verification works before (SimpleAccount v0.7 has no
// ERC-1271). Each contract goes through Arachnid's CREATE2 deployer with salt 0, the module with the EntryPoint as
// its constructor argument: the addresses follow from the artifacts alone, the same on every chain. The frame holds
// them as constants (packages/core/src/embedded/safeAddresses.ts); its integration test checks the two agree.
import { createRequire } from 'node:module'
import { encodeDeployData, toHex } from 'viem'

const require = createRequire(import.meta.url)
const safeArtifact = (path) => require(`@safe-global/safe-contracts/build/artifacts/contracts/${path}`)
const moduleArtifact = (path) => require(`@safe-global/safe-4337/build/artifacts/contracts/${path}`)

export const ZERO_SALT = toHex(0, { size: 32 })

/**
 * The init code of each Safe contract, in deployment order; keys are the names permissionless' toSafeSmartAccount
 * takes their addresses under.
 * @param {`0x${string}`} entryPoint the EntryPoint v0.7 the module trusts (its only immutable)
 */
export function safeInitCodes(entryPoint) {
  const module = moduleArtifact('Safe4337Module.sol/Safe4337Module.json')
  return {
    safeSingletonAddress: safeArtifact('SafeL2.sol/SafeL2.json').bytecode,
    safeProxyFactoryAddress: safeArtifact('proxies/SafeProxyFactory.sol/SafeProxyFactory.json').bytecode,
    multiSendAddress: safeArtifact('libraries/MultiSend.sol/MultiSend.json').bytecode,
    multiSendCallOnlyAddress: safeArtifact('libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json').bytecode,
    safeModuleSetupAddress: moduleArtifact('SafeModuleSetup.sol/SafeModuleSetup.json').bytecode,
    safe4337ModuleAddress: encodeDeployData({ abi: module.abi, bytecode: module.bytecode, args: [entryPoint] }),
  }
}
