// The demo projects and the catalogue, created or refreshed on every `npm start`.
import { seedCatalogue } from './catalogue/seed.ts'
import type { CloudContext } from './context.ts'
import { ALL_FEATURES_ON } from './projects/features.ts'
import { getProject, type Project, saveProject } from './projects/store.ts'

export const DEMO_PROJECT_ID = 'latch-demo'
/** the same demo with sponsored gas on: the demo's "Sponsored gas" switch shows the page under this project */
export const SPONSORED_DEMO_PROJECT_ID = 'latch-demo-sponsored'

/** creates or updates project `latch-demo` (pro, every remote feature on but sponsored gas, analytics on), its twin
 * `latch-demo-sponsored` (sponsored gas on too), and seeds missing wallets */
export async function seedDemo(
  context: Pick<CloudContext, 'db'>,
  options: { origins: string[]; name?: string },
): Promise<Project> {
  const existing = await getProject(context.db, DEMO_PROJECT_ID)
  const project: Project = {
    id: DEMO_PROJECT_ID,
    name: options.name ?? existing?.name ?? 'Latch demo',
    allowedOrigins: options.origins,
    plan: 'pro',
    features: { ...ALL_FEATURES_ON },
    isAnalyticsEnabled: true,
  }
  await saveProject(context.db, project)
  const sponsored = await getProject(context.db, SPONSORED_DEMO_PROJECT_ID)
  await saveProject(context.db, {
    ...project,
    id: SPONSORED_DEMO_PROJECT_ID,
    name: sponsored?.name ?? 'Latch demo (sponsored gas)',
    features: { ...ALL_FEATURES_ON, sponsoredGas: true },
  })
  await seedCatalogue(context.db)
  return project
}
