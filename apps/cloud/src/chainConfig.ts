// The chains the cloud serves (EVM and Solana): their nodes, coins and tokens, and the swaps and paymaster each offers.
// Apart from the rest of the configuration, they change when a network or what the cloud does on one changes.
import { z } from 'zod'
import { paymasterConfigSchema } from './paymasterConfig.ts'

export const chainConfigSchema = z.object({
  chainId: z.number().int().positive(),
  name: z.string().min(1),
  /** the operator's upstream node; the RPC proxy and the indexer use it */
  rpcUrl: z.url(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
  testnet: z.boolean().default(false),
  /** ERC-20 contracts whose balances the balance endpoint reports */
  tokens: z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/)).default([]),
  /** a Uniswap V2 deployment the swap routes (/v1/convert/*) quote and build against; without it the chain has no swaps */
  dex: z
    .object({
      router: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      factory: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      weth: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      /** the ERC-20s offered for swaps, next to the native coin */
      tokens: z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/)).default([]),
    })
    .optional(),
  /** the chain's VerifyingPaymaster (paymasterConfig.ts); without it the chain has no sponsored gas */
  paymaster: paymasterConfigSchema.optional(),
})

export type ChainConfig = z.infer<typeof chainConfigSchema>

/** a Solana network whose balances the balance endpoint serves (SPEC §6: history and names stay EVM-only) */
export const solanaChainConfigSchema = z.object({
  /** `solana:<first 32 characters of the genesis hash>` */
  caipNetworkId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
  name: z.string().min(1),
  rpcUrl: z.url(),
  nativeCurrency: z
    .object({ name: z.string(), symbol: z.string(), decimals: z.number().int() })
    .default({ name: 'Solana', symbol: 'SOL', decimals: 9 }),
  testnet: z.boolean().default(false),
  /** SPL mints always reported, with the symbol and name a mint does not keep on chain */
  tokens: z
    .array(
      z.object({
        mint: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
        symbol: z.string(),
        name: z.string(),
        decimals: z.number().int().min(0),
      }),
    )
    .default([]),
})

export type SolanaChainConfig = z.infer<typeof solanaChainConfigSchema>
