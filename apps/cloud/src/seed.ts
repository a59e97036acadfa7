// The demo project and the catalogue, created or refreshed on every `npm start`.
import { seedCatalogue } from './catalogue/seed.ts'
import type { CloudContext } from './context.ts'
import { ALL_FEATURES_ON } from './projects/features.ts'
import { getProject, type Project, saveProject } from './projects/store.ts'

export const DEMO_PROJECT_ID = 'latch-demo'

/** creates or updates project `latch-demo` (pro, every remote feature on, analytics on) and seeds missing wallets */
export async function seedDemo(context: Pick<CloudContext, 'db'>, options: { origins: string[]; name?: string }): Promise<Project> {
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
  await seedCatalogue(context.db)
  return project
}
