// Which smart account belongs to an embedded wallet: the frame's Safe 1.4.1 with the Safe4337Module 0.3.0, owned by
// the wallet's EVM key alone (permissionless' toSafeSmartAccount, salt nonce 0), at its CREATE2 address from the
// SafeProxyFactory. Derived here the same way, so the paymaster knows a user's account before it is deployed.
import { SAFE_ADDRESSES } from '@latch/core/internal'
import {
  type Address,
  encodeFunctionData,
  encodePacked,
  getContractAddress,
  hexToBigInt,
  type Hex,
  keccak256,
  parseAbi,
  type PublicClient,
  zeroAddress,
} from 'viem'

const abi = parseAbi([
  'function setup(address[] _owners, uint256 _threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function enableModules(address[] modules)',
  'function multiSend(bytes transactions)',
  'function proxyCreationCode() view returns (bytes)',
])

/** Safe's setup call, enabling the 4337 module through a MultiSend delegate call, as permissionless encodes it */
function initializer(owner: Address): Hex {
  const enable = encodeFunctionData({
    abi,
    functionName: 'enableModules',
    args: [[SAFE_ADDRESSES.safe4337ModuleAddress]],
  })
  const packed = encodePacked(
    ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
    [1, SAFE_ADDRESSES.safeModuleSetupAddress, 0n, BigInt((enable.length - 2) / 2), enable],
  )
  const multiSend = encodeFunctionData({ abi, functionName: 'multiSend', args: [packed] })
  return encodeFunctionData({
    abi,
    functionName: 'setup',
    args: [
      [owner],
      1n,
      SAFE_ADDRESSES.multiSendAddress,
      multiSend,
      SAFE_ADDRESSES.safe4337ModuleAddress,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
}

/** the proxy's creation code, read once per chain client from the factory */
const creationCodes = new WeakMap<PublicClient, Promise<Hex>>()
function proxyCreationCode(client: PublicClient): Promise<Hex> {
  let code = creationCodes.get(client)
  if (!code) {
    code = client.readContract({
      address: SAFE_ADDRESSES.safeProxyFactoryAddress,
      abi,
      functionName: 'proxyCreationCode',
    })
    code.catch(() => creationCodes.delete(client))
    creationCodes.set(client, code)
  }
  return code
}

/** the counterfactual address of the embedded wallet's smart account on the chain `client` reads */
export async function smartAccountOf(client: PublicClient, owner: Address): Promise<Address> {
  const bytecode = encodePacked(
    ['bytes', 'uint256'],
    [await proxyCreationCode(client), hexToBigInt(SAFE_ADDRESSES.safeSingletonAddress)],
  )
  const salt = keccak256(encodePacked(['bytes32', 'uint256'], [keccak256(initializer(owner)), 0n]))
  return getContractAddress({ from: SAFE_ADDRESSES.safeProxyFactoryAddress, salt, bytecode, opcode: 'CREATE2' })
}
