import { expect, it } from 'vitest'
import { describeOnEngines } from './engines.ts'

describeOnEngines('cloud app', {}, (engine) => {
  it('answers health on its engine after running every migration', async () => {
    const response = await engine().request('/health')
    expect(await response.json()).toEqual({ ok: true, engine: engine().context.engine })
  })

  it('an unknown path is a 404 with a message, not a crash', async () => {
    const response = await engine().request('/nope')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })
})
