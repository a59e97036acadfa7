// The paymaster's settings: a chain's VerifyingPaymaster and the bounds on what it sponsors. Apart from the chain's other
// settings, they change with the sponsored-gas service and its limits.
import { z } from 'zod'

/** a VerifyingPaymaster (@account-abstraction/contracts 0.7.0) whose verifying signer is paymasterSignerKey: the cloud's
 * ERC-7677 route (/paymaster/v1/:chainId) signs for it; without it the chain has no sponsored gas */
export const paymasterConfigSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  /** the EntryPoint it is bound to: v0.7's canonical address */
  entryPoint: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .default('0x0000000071727De22E5E9d8BAf0edAc6f37da032'),
  /** the most one sponsored operation may cost the deposit (wei, all its gas limits × maxFeePerGas): a bound on abuse */
  maxOperationCost: z
    .string()
    .regex(/^[0-9]{1,30}$/)
    .default('50000000000000000'),
  /** the most one project's operations may cost the deposit per UTC day (wei, each at its maximum cost): a bound on a drain */
  projectDailyBudget: z
    .string()
    .regex(/^[0-9]{1,24}$/, 'wei as at most 24 digits')
    .default('1000000000000000000'),
  /** the most one user's smart account may cost the deposit per UTC day within a project (wei): one signed-in user
   * cannot spend the project's whole day */
  userDailyBudget: z
    .string()
    .regex(/^[0-9]{1,24}$/, 'wei as at most 24 digits')
    .default('100000000000000000'),
})
