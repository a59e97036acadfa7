// ERC-7677 requests (pm_getPaymasterStubData, pm_getPaymasterData) as the wallet's paymaster client sends them: one
// JSON-RPC call whose params are [userOperation (v0.7, unpacked, hex), entryPoint, chainId (hex), context].
import { z } from 'zod'
import { projectIdSchema } from '../projects/input.ts'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address')
/** a hex quantity of at most 256 bits */
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity')
/** calldata and init data: at most 128 KiB */
const data = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'hex bytes')
  .max(2 + 2 * 128 * 1024)

/** the fields of an EntryPoint v0.7 user operation the paymaster's hash covers (getHash); gas fields default to 0 */
export const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.nullish(),
  factoryData: data.nullish(),
  callData: data,
  callGasLimit: quantity.default('0x0'),
  verificationGasLimit: quantity.default('0x0'),
  preVerificationGas: quantity.default('0x0'),
  maxFeePerGas: quantity.default('0x0'),
  maxPriorityFeePerGas: quantity.default('0x0'),
  paymasterVerificationGasLimit: quantity.nullish(),
  paymasterPostOpGasLimit: quantity.nullish(),
})

export type UserOperationInput = z.infer<typeof userOperationSchema>

export const PAYMASTER_METHODS = ['pm_getPaymasterStubData', 'pm_getPaymasterData'] as const

export const paymasterRequestSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string().max(128), z.number(), z.null()]).optional(),
    method: z.enum(PAYMASTER_METHODS, { message: `a paymaster method: ${PAYMASTER_METHODS.join(' or ')}` }),
    params: z.tuple([userOperationSchema, address, quantity], z.unknown()),
  })
  .strict()

export const paymasterParamsSchema = z.object({
  chainId: z.string().regex(/^[0-9]{1,12}$/, 'an EVM chain id like 31337'),
})

/** ?projectId= plus the sdk fields, as every project call */
export const paymasterQuerySchema = z.object({ projectId: z.string().max(64) })

/** GET /admin/projects/:id/sponsorship */
export const sponsorshipParamsSchema = z.object({ id: projectIdSchema })

/** PUT and DELETE /admin/projects/:id/sponsorship/:chainId */
export const sponsorshipBudgetParamsSchema = sponsorshipParamsSchema.extend(paymasterParamsSchema.shape)

/** PUT /admin/projects/:id/sponsorship/:chainId: the project's own daily budget there, in wei (0 sponsors nothing) */
export const sponsorshipBudgetBodySchema = z
  .object({ budgetWei: z.string().regex(/^[0-9]{1,24}$/, 'wei as at most 24 digits') })
  .strict()

/** PUT /admin/projects/:id/sponsorship/:chainId/targets: the contracts sponsored operations may call there (none: any) */
export const sponsorshipTargetsBodySchema = z
  .object({ targets: z.array(address).max(100, 'at most 100 contracts') })
  .strict()
