// The onramp providers the cloud quotes and opens checkouts for, apart from the rest of the configuration: they change
// when a provider is added or its terms change.
import { z } from 'zod'

/** an onramp provider the cloud quotes and opens checkouts for (onramp/providers.ts makes each type) */
export const onrampProviderConfigSchema = z.object({
  /** the SANDBOX provider: a stand-in for a real one (a local checkout page paying devnet funds, tooling/devnet) */
  type: z.literal('sandbox'),
  id: z.string().regex(/^[a-z0-9-]{1,32}$/),
  name: z.string().min(1).max(64),
  /** the provider's checkout page; the cloud sends the buyer there with a signed URL */
  checkoutUrl: z.url(),
  /** shared with the provider: signs checkout URLs (cloud) and completion callbacks (provider) */
  secret: z.string().min(16),
  /** SPEC: a provider's fee is 1–2% of the payment */
  feePercent: z.number().min(1).max(2).default(1.5),
})

export type OnrampProviderConfig = z.infer<typeof onrampProviderConfigSchema>
