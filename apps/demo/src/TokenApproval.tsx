// A token approval as a dApp asks for one: unlimited LTT for dev account 8 (an address with no code). The embedded
// wallet's card decodes it and warns twice; the Account menu's Approvals view lists it and revokes it.
import { erc20Abi, maxUint256 } from 'viem'
import { useWriteContract } from 'wagmi'
import { TEST_TOKEN } from './config.ts'

/** anvil's dev account 8 ("test … junk" mnemonic): a spender that is not a contract */
const SPENDER = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

export function TokenApproval() {
  const write = useWriteContract()
  const approve = () =>
    write.writeContract({ address: TEST_TOKEN, abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] })
  return (
    <section aria-label="Token approval">
      <h2>Token approval</h2>
      <p>
        Lets <code>{SPENDER}</code> (dev account #8) spend all of your LTT: the kind of request a wallet should warn
        about.
      </p>
      <button type="button" onClick={approve} disabled={write.isPending}>
        Approve unlimited LTT
      </button>
      {write.data && <p role="status">Approval sent: {write.data}</p>}
      {write.error && (
        <p role="alert">{'shortMessage' in write.error ? write.error.shortMessage : write.error.message}</p>
      )}
    </section>
  )
}
