// Offchain names (SPEC §7): register with a signed message, look up by name or address, suggest free variants.
// Errors are `{ error, reasons: [{ description }] }`: the client shows the first reason (SPEC §8).
import { Hono } from 'hono'
import { verifyMessage } from 'viem'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { containsNul, NUL_REFUSED, parseJsonText } from '../http/validate.ts'
import { requireProject } from '../projects/guard.ts'
import { coinTypeReason, nameVariants, parseName, parseRegistrationMessage, REASONS } from './rules.ts'
import { getProfile, profilesOf, registeredAmong, registerName } from './store.ts'

const reasonsResponse = (status: number, reasons: string[]) =>
  Response.json({ error: reasons[0], reasons: reasons.map((description) => ({ description })) }, { status })

export const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid EVM address')

export const registrationSchema = z.object({
  coin_type: z.number().int().nonnegative(),
  address: evmAddress,
  message: z.string().min(1).max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{62,}$/, 'Invalid signature'),
})

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`)

export function namesRoutes(context: CloudContext) {
  const app = new Hono()

  app.get('/v1/profile/account/:name', async (c) => {
    await requireProject(context, c)
    const parsed = parseName(c.req.param('name'))
    if ('reasons' in parsed) return reasonsResponse(400, parsed.reasons)
    const profile = await getProfile(context.db, parsed.name)
    return profile ? c.json(profile) : reasonsResponse(404, [REASONS.notFound])
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    await requireProject(context, c)
    const address = evmAddress.safeParse(c.req.param('address'))
    if (!address.success) return reasonsResponse(400, issuesOf(address.error))
    return c.json(await profilesOf(context.db, address.data))
  })

  app.get('/v1/profile/suggestions/:name', async (c) => {
    await requireProject(context, c)
    const parsed = parseName(c.req.param('name'))
    if ('reasons' in parsed) return reasonsResponse(400, parsed.reasons)
    const candidates = [parsed.label, ...nameVariants(parsed.label)]
      .map((label) => parseName(label))
      .filter((name) => 'name' in name)
    const taken = await registeredAmong(
      context.db,
      candidates.map((candidate) => candidate.name),
    )
    const [requested, ...variants] = candidates
    const suggestions = [
      { name: requested!.name, registered: taken.has(requested!.name) },
      ...variants
        .filter((variant) => !taken.has(variant.name))
        .slice(0, 5)
        .map((variant) => ({ name: variant.name, registered: false })),
    ]
    return c.json({ suggestions })
  })

  app.post('/v1/profile/account', async (c) => {
    await requireProject(context, c)
    const body = parseJsonText(await c.req.text())
    if (!body.ok) return reasonsResponse(400, [body.error])
    const input = registrationSchema.safeParse(body.value)
    if (!input.success) return reasonsResponse(400, issuesOf(input.error))
    const { coin_type: coinType, address, message, signature } = input.data
    const coinReason = coinTypeReason(coinType)
    if (coinReason) return reasonsResponse(400, [coinReason])
    const signed = parseRegistrationMessage(message, context.now())
    if ('reasons' in signed) return reasonsResponse(400, signed.reasons)
    if (containsNul(signed)) return reasonsResponse(400, [NUL_REFUSED])
    const name = parseName(signed.name)
    if ('reasons' in name) return reasonsResponse(400, name.reasons)
    const valid = await verifyMessage({
      address: address as `0x${string}`,
      message,
      signature: signature as `0x${string}`,
    }).catch(() => false)
    if (!valid) return reasonsResponse(401, [REASONS.badSignature])
    const outcome = await registerName(context.db, {
      name: name.name,
      address,
      coinType,
      attributes: signed.attributes,
      now: context.now(),
    })
    if (outcome === 'taken') return reasonsResponse(409, [REASONS.taken])
    return c.json(await getProfile(context.db, name.name), outcome === 'created' ? 201 : 200)
  })

  return app
}
