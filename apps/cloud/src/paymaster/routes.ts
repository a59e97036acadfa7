// POST /paymaster/v1/:chainId?projectId=: the project's ERC-7677 paymaster service ("Gas"). For a project
// with sponsoredGas on, it answers pm_getPaymasterStubData (for gas estimation) and pm_getPaymasterData (the verifying
// signer's signature over the final operation, valid for a few minutes) for the chain's VerifyingPaymaster, and only
// for the smart account of the project's signed-in user whose session the request carries (sponsoredUser.ts).
// Project errors are `{ error }` like every endpoint; everything about the call is a JSON-RPC error the client reads.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { toHex } from 'viem'
import type { CloudContext } from '../context.ts'
import { parseJsonText, parseParams, parseQuery } from '../http/validate.ts'
import { remoteFeaturesOf } from '../projects/features.ts'
import { requireProject } from '../projects/guard.ts'
import { paymasterParamsSchema, paymasterQuerySchema, paymasterRequestSchema } from './input.ts'
import { targetsOf } from './calls.ts'
import { holdReservation } from './reservations.ts'
import { allowedTargets } from './targets.ts'
import {
  PAYMASTER_POST_OP_GAS,
  PAYMASTER_VERIFICATION_GAS,
  paymasterData,
  type Sponsorship,
  stubPaymasterData,
  userOperationHash,
} from './sign.ts'
import { caip2 } from '../chain/chains.ts'
import { dayOf, gweiOf, sponsorshipSpent, spendSponsorship, userSponsorshipSpent } from './budget.ts'
import { dailyBudget } from './budgets.ts'
import { maximumCost, PAYMASTER_TEXTS, sameAddress, signerOf, sponsoredChainsOf } from './sponsor.ts'
import { SESSION_HEADER, sponsoredUser } from './sponsoredUser.ts'
import { paymasterSignatures, paymasterSpend } from '../observe/metrics.ts'

/** how long a signature sponsors its operation: the bundler needs it valid a while after it is sent */
export const SPONSORSHIP_SECONDS = 5 * 60
const MAX_BODY_BYTES = 512 * 1024

/** ERC-7677 leaves the codes open: JSON-RPC's own, and one for "the paymaster will not sponsor this" */
export const PAYMASTER_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  invalidParams: -32602,
  refused: -32001,
} as const

const rpcError = (code: number, message: string, id: string | number | null = null, status = 200) =>
  Response.json({ jsonrpc: '2.0', id, error: { code, message } }, { status })

export function paymasterRoutes(context: CloudContext) {
  const app = new Hono()

  app.post(
    '/paymaster/v1/:chainId',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => rpcError(PAYMASTER_ERRORS.invalidRequest, 'Request body too large', null, 413),
    }),
    async (c) => {
      const project = await requireProject(context, c)
      parseQuery(c, paymasterQuerySchema)
      const chainId = Number(parseParams(c, paymasterParamsSchema).chainId)

      const text = parseJsonText(await c.req.text())
      if (!text.ok) return rpcError(PAYMASTER_ERRORS.parse, text.error)
      const parsed = paymasterRequestSchema.safeParse(text.value)
      const rawId = (text.value as { id?: unknown } | null)?.id
      const echoId = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null
      if (!parsed.success) {
        const detail = parsed.error.issues
          .map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`)
          .join('; ')
        return rpcError(PAYMASTER_ERRORS.invalidParams, `Invalid request: ${detail}`.slice(0, 500), echoId)
      }
      const { id = null, method, params } = parsed.data
      const [operation, entryPoint, requestedChain] = params
      const refuse = (message: string) => rpcError(PAYMASTER_ERRORS.refused, message, id)

      // the project first: another project (or this one with the feature off) learns nothing about the chain
      const chains = sponsoredChainsOf(context.config)
      const sponsored = remoteFeaturesOf(
        project,
        chains.map((candidate) => caip2(candidate.chainId)),
      ).find((feature) => feature.id === 'sponsoredGas')
      if (!sponsored?.isEnabled) return refuse(PAYMASTER_TEXTS.notEnabled)
      const chain = chains.find((candidate) => candidate.chainId === chainId)
      if (!chain?.paymaster) return refuse(PAYMASTER_TEXTS.noPaymaster(chainId))
      if (Number(BigInt(requestedChain)) !== chainId)
        return refuse(PAYMASTER_TEXTS.wrongChain(chainId, Number(BigInt(requestedChain))))
      if (!sameAddress(entryPoint, chain.paymaster.entryPoint))
        return refuse(PAYMASTER_TEXTS.wrongEntryPoint(entryPoint, chain.paymaster.entryPoint))
      const user = await sponsoredUser(context, {
        header: c.req.header(SESSION_HEADER),
        projectId: project.id,
        chain,
        sender: operation.sender,
      })
      if (!user.ok) return refuse(user.message)

      const allowed = await allowedTargets(context.db, { projectId: project.id, chainId })
      if (allowed.length > 0) {
        const targets = targetsOf(operation.callData as `0x${string}`)
        if (!targets) return refuse(PAYMASTER_TEXTS.callsUnreadable)
        const other = targets.find((target) => !allowed.includes(target))
        if (other) return refuse(PAYMASTER_TEXTS.targetNotAllowed(other))
      }
      const signer = signerOf(context.config.paymasterSignerKey!)
      const now = context.now()
      const sponsorship: Sponsorship = {
        paymaster: chain.paymaster.address as `0x${string}`,
        chainId,
        validAfter: 0,
        validUntil: Math.floor(now.getTime() / 1000) + SPONSORSHIP_SECONDS,
      }
      const limits = {
        paymasterVerificationGasLimit: toHex(PAYMASTER_VERIFICATION_GAS),
        paymasterPostOpGasLimit: toHex(PAYMASTER_POST_OP_GAS),
      }
      const budget = await dailyBudget(context.db, {
        projectId: project.id,
        chainId,
        defaultWei: BigInt(chain.paymaster.projectDailyBudget),
      })
      const userBudget = BigInt(chain.paymaster.userDailyBudget)
      const day = { projectId: project.id, chainId, now }
      if (method === 'pm_getPaymasterStubData') {
        // refused before the wallet asks its user to confirm, once nothing is left for today
        if ((await sponsorshipSpent(context.db, day)) >= budget)
          return refuse(PAYMASTER_TEXTS.budgetSpent(chainId, budget))
        if ((await userSponsorshipSpent(context.db, { ...day, account: user.account })) >= userBudget)
          return refuse(PAYMASTER_TEXTS.userBudgetSpent(chainId, userBudget))
        const data = await stubPaymasterData(signer, sponsorship)
        return c.json({
          jsonrpc: '2.0',
          id,
          result: {
            paymaster: sponsorship.paymaster,
            paymasterData: data,
            ...limits,
            sponsor: { name: project.name },
            isFinal: false,
          },
        })
      }
      const cost = maximumCost(operation, PAYMASTER_VERIFICATION_GAS + PAYMASTER_POST_OP_GAS)
      const limit = BigInt(chain.paymaster.maxOperationCost)
      if (cost > limit) return refuse(PAYMASTER_TEXTS.tooCostly(cost, limit))
      // signed over the operation as it will be sent: its gas fields, and the paymaster's limits this service set
      const signed = { ...operation, ...limits }
      const data = await paymasterData(signer, signed, sponsorship)
      // its maximum cost is counted and held only while the signature is valid; its landing (or its expiry) settles it
      const reservation = {
        userOpHash: userOperationHash(signed, sponsorship, data, chain.paymaster.entryPoint),
        chainId,
        projectId: project.id,
        account: user.account,
        day: dayOf(now),
        reservedGwei: gweiOf(cost),
        validUntil: sponsorship.validUntil,
      }
      const spent = await context.db.transaction().execute(async (trx) => {
        const counted = await spendSponsorship(trx, {
          ...day,
          account: user.account,
          costWei: cost,
          budgetWei: budget,
          userBudgetWei: userBudget,
        })
        if (counted === 'ok') await holdReservation(trx, reservation)
        return counted
      })
      if (spent === 'project') return refuse(PAYMASTER_TEXTS.budgetSpent(chainId, budget))
      if (spent === 'user') return refuse(PAYMASTER_TEXTS.userBudgetSpent(chainId, userBudget))
      paymasterSignatures.inc({ chain_id: String(chainId) })
      paymasterSpend.inc({ chain_id: String(chainId) }, Number(cost))
      return c.json({
        jsonrpc: '2.0',
        id,
        result: { paymaster: sponsorship.paymaster, paymasterData: data, ...limits },
      })
    },
  )

  return app
}
