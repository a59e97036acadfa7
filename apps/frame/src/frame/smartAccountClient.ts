// The account-abstraction client code (viem's module and permissionless' Safe account), behind one dynamic import in
// smartAccount.ts: the frame's first load, which the page waits on, does not carry it.
export { toSafeSmartAccount } from 'permissionless/accounts'
export { createBundlerClient, createPaymasterClient, entryPoint07Address } from 'viem/account-abstraction'
