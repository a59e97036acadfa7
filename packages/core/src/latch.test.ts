// The wiring of createLatch: each feature's actions are its own (no two features name an action alike, so none can
// silently replace another on the public object), and the public Latch object carries every one of them.
import { describe, expect, it } from 'vitest'
import { createInstanceContext } from './instance/context.ts'
import { createFeatures } from './features.ts'
import { memoryStorage } from './storage.ts'
import { adapterDouble, devnetA, devnetB, setup } from './testDoubles.ts'

const INSTANCE_ACTIONS = [
  'getState',
  'getInitialState',
  'subscribe',
  'subscribeEvents',
  'mount',
  'whenLoaded',
  'hasModal',
]

function featureActions() {
  const context = createInstanceContext({
    adapters: [adapterDouble().adapter],
    networks: [devnetA, devnetB],
    storage: memoryStorage(),
  })
  return createFeatures(context).actions
}

describe('createLatch wiring', () => {
  it('no two features export an action of the same name', () => {
    const owners = new Map<string, string[]>()
    for (const [feature, actions] of Object.entries(featureActions()))
      for (const name of Object.keys(actions)) owners.set(name, [...(owners.get(name) ?? []), feature])
    const shared = [...owners]
      .filter(([, features]) => features.length > 1)
      .map(([name, features]) => `${name}: ${features.join(', ')}`)
    expect(shared).toEqual([])
  })

  it('the public Latch object carries every feature action and the instance own members, nothing else', () => {
    const { latch } = setup()
    const expected = [
      ...INSTANCE_ACTIONS,
      ...Object.values(featureActions()).flatMap((actions) => Object.keys(actions)),
    ]
    expect(Object.keys(latch).sort()).toEqual(expected.sort())
  })
})
