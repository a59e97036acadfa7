// The operator's admin API of a project's sponsored gas, per sponsoring chain: what its signed operations may have
// cost today against its daily budget (UTC), the project's own budget in place of the chain's default, and the
// contracts its sponsored operations may call.
import { type Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { CloudContext } from '../context.ts'
import { errorResponse, parseJson, parseParams } from '../http/validate.ts'
import { requireAdmin } from '../projects/admin.ts'
import { getProject } from '../projects/store.ts'
import { sponsorshipSpent } from './budget.ts'
import { clearOwnBudget, ownBudgets, setOwnBudget } from './budgets.ts'
import {
  sponsorshipBudgetBodySchema,
  sponsorshipBudgetParamsSchema,
  sponsorshipParamsSchema,
  sponsorshipTargetsBodySchema,
} from './input.ts'
import { allowedTargets, setAllowedTargets } from './targets.ts'
import { PAYMASTER_TEXTS, sponsoredChainsOf } from './sponsor.ts'

export function sponsorshipAdminRoutes(context: CloudContext) {
  const app = new Hono()
  app.use('/admin/projects/:id/sponsorship', requireAdmin(context))
  app.use('/admin/projects/:id/sponsorship/*', requireAdmin(context))
  const notFound = (error: string) => new HTTPException(404, { res: errorResponse(404, error) })

  async function list(projectId: string) {
    const now = context.now()
    const own = await ownBudgets(context.db, projectId)
    const data = await Promise.all(
      sponsoredChainsOf(context.config).map(async (chain) => ({
        chainId: chain.chainId,
        name: chain.name,
        symbol: chain.nativeCurrency.symbol,
        decimals: chain.nativeCurrency.decimals,
        spentWei: (await sponsorshipSpent(context.db, { projectId, chainId: chain.chainId, now })).toString(),
        budgetWei: own.get(chain.chainId)?.toString() ?? chain.paymaster!.projectDailyBudget,
        defaultBudgetWei: chain.paymaster!.projectDailyBudget,
        ownBudget: own.has(chain.chainId),
        targets: await allowedTargets(context.db, { projectId, chainId: chain.chainId }),
      })),
    )
    return { data }
  }

  const requireProjectRow = async (id: string) => {
    if (!(await getProject(context.db, id))) throw notFound(`Project ${id} not found`)
  }

  /** the project and the sponsoring chain the path names; a 404 says which is missing */
  async function target(c: Context) {
    const { id, chainId } = parseParams(c, sponsorshipBudgetParamsSchema)
    await requireProjectRow(id)
    const chain = Number(chainId)
    if (!sponsoredChainsOf(context.config).some((candidate) => candidate.chainId === chain))
      throw notFound(PAYMASTER_TEXTS.noPaymaster(chain))
    return { projectId: id, chainId: chain }
  }

  app.get('/admin/projects/:id/sponsorship', async (c) => {
    const { id } = parseParams(c, sponsorshipParamsSchema)
    await requireProjectRow(id)
    return c.json(await list(id))
  })

  app.put('/admin/projects/:id/sponsorship/:chainId', async (c) => {
    const { budgetWei } = await parseJson(c, sponsorshipBudgetBodySchema, 1024)
    const key = await target(c)
    await setOwnBudget(context.db, { ...key, budgetWei: BigInt(budgetWei) })
    return c.json(await list(key.projectId))
  })

  // the whole list at once; an empty one allows any target again
  app.put('/admin/projects/:id/sponsorship/:chainId/targets', async (c) => {
    const { targets } = await parseJson(c, sponsorshipTargetsBodySchema, 8 * 1024)
    const key = await target(c)
    await setAllowedTargets(context.db, { ...key, targets })
    return c.json(await list(key.projectId))
  })

  // idempotent: a project without its own budget there is already on the default
  app.delete('/admin/projects/:id/sponsorship/:chainId', async (c) => {
    const key = await target(c)
    await clearOwnBudget(context.db, key)
    return c.json(await list(key.projectId))
  })

  return app
}
