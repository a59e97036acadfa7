// Unit-test helper: a page at PAGE_ORIGIN (its `location` stubbed) with a stub cloud (stubServer.ts) that allows that
// origin, undone after each test of the file that uses it.
import { afterEach, vi } from 'vitest'
import { type StubRequest, type StubResponse, startStubServer } from './stubServer.ts'

/** the page the instance tests run on */
export const PAGE_ORIGIN = 'http://app.test'

type Routes = Parameters<typeof startStubServer>[0]
type StubServer = Awaited<ReturnType<typeof startStubServer>>

/** call at a test file's top level; `start(routes)` serves the origins check and `routes` (a later start replaces it) */
export function usePageCloud() {
  let stub: StubServer | undefined
  const stop = async () => {
    await stub?.close()
    stub = undefined
  }
  afterEach(async () => {
    vi.unstubAllGlobals()
    await stop()
  })
  return {
    async start(routes: Routes): Promise<StubServer> {
      await stop()
      vi.stubGlobal('location', { origin: PAGE_ORIGIN, href: `${PAGE_ORIGIN}/`, hostname: 'app.test' })
      const origins: StubResponse = { status: 200, body: { allowedOrigins: [PAGE_ORIGIN] } }
      stub = await startStubServer({ '/projects/v1/origins': origins, ...routes })
      return stub
    },
    /** what the running stub was asked, in order */
    requests: (): StubRequest[] => stub?.requests ?? [],
  }
}
