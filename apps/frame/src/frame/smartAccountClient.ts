// The account-abstraction client code (viem's module and permissionless' SimpleAccount), behind one dynamic import in
// smartAccount.ts: the frame's first load, which the page waits on, does not carry it.
export { toSimpleSmartAccount } from 'permissionless/accounts'
export { createBundlerClient, createPaymasterClient, entryPoint07Address } from 'viem/account-abstraction'
