// Where the embedded wallet's smart account's contracts live (the frame makes it, the cloud's paymaster recognises it): Safe 1.4.1 and the Safe4337Module 0.3.0, each deployed through
// Arachnid's CREATE2 deployer with salt 0 (tooling/devnet/src/safe.mjs), so the addresses follow from the artifacts
// alone and are the same on every chain that has them. Written out here, so the frame's bundle carries addresses and
// no bytecode; the smart-account integration test checks they equal what the devnet computes from the artifacts. The
// module and its setup contract are also Safe's canonical 0.3.0 deployments; the singleton, factory and MultiSends are
// not Safe's canonical 1.4.1 ones (those came through Safe's own singleton factory), so a chain needs the devnet's
// deployErc4337 to have them.
import type { Address } from 'viem'

export const SAFE_VERSION = '1.4.1'

/** keyed as permissionless' toSafeSmartAccount takes them */
export const SAFE_ADDRESSES = {
  safeSingletonAddress: '0x76667330c237Fb40f28d74563cdAAae4b06C23Ec',
  safeProxyFactoryAddress: '0xd9d2Ba03a7754250FDD71333F444636471CACBC4',
  multiSendAddress: '0x7B21BBDBdE8D01Df591fdc2dc0bE9956Dde1e16C',
  multiSendCallOnlyAddress: '0x32228dDEA8b9A2bd7f2d71A958fF241D79ca5eEC',
  safeModuleSetupAddress: '0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47',
  safe4337ModuleAddress: '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226',
} as const satisfies Record<string, Address>
