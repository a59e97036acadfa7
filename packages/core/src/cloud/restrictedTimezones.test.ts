// The restricted timezones (SPEC §6) and their effect chosen for Latch: no onramp there, the rest as configured.
import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { adapterDouble, devnetA } from '../testDoubles.ts'
import { localFeatures } from './featureDefaults.ts'
import { fetchFeatures } from './features.ts'
import type { CloudHttp } from './http.ts'
import { isRestrictedTimeZone } from './restrictedTimezones.ts'

const tz = process.env.TZ
afterEach(() => {
  if (tz === undefined) delete process.env.TZ
  else process.env.TZ = tz
})

const ENABLED = { features: ['onramp', 'swaps', 'email'].map((id) => ({ id, isEnabled: true })) }
const configHttp = { get: async () => ENABLED } as unknown as CloudHttp

describe('restricted timezones', () => {
  it('R-6.29 cover mainland China, Hong Kong and Macau, by IANA name or alias, in any case', () => {
    for (const zone of [
      'Asia/Shanghai',
      'Asia/Urumqi',
      'Asia/Chongqing',
      'Asia/Chungking',
      'Asia/Harbin',
      'Asia/Kashgar',
      'PRC',
      'Asia/Hong_Kong',
      'Hongkong',
      'Asia/Macau',
      'Asia/Macao',
      'asia/shanghai',
    ])
      expect(isRestrictedTimeZone(zone), zone).toBe(true)
    // whole names only: a zone that merely contains one is not restricted
    for (const zone of [
      'Asia/Taipei',
      'Asia/Singapore',
      'Asia/Tokyo',
      'Europe/Berlin',
      'UTC',
      '',
      undefined,
      'Asia/Macaux',
      'America/PRC',
      'Hongkong/Island',
    ])
      expect(isRestrictedTimeZone(zone), String(zone)).toBe(false)
  })

  it('R-6.29 an instance made in Shanghai offers no onramp; in Berlin it does; the other features are untouched', () => {
    process.env.TZ = 'Asia/Shanghai'
    const restricted = createLatch({ adapters: [adapterDouble().adapter], networks: [devnetA] }).getState().features
    process.env.TZ = 'Europe/Berlin'
    const open = createLatch({ adapters: [adapterDouble().adapter], networks: [devnetA] }).getState().features
    expect(restricted.onramp).toBe(false)
    expect(open.onramp).toBe(true)
    expect({ ...restricted, onramp: true }).toEqual(open)
  })

  it('R-6.29 the project configuration cannot turn the onramp on in Hong Kong or Macau', async () => {
    for (const zone of ['Asia/Hong_Kong', 'Asia/Macau']) {
      process.env.TZ = zone
      expect(await fetchFeatures(configHttp, undefined, () => {})).toMatchObject({
        onramp: false,
        swaps: true,
        email: true,
      })
    }
    process.env.TZ = 'Asia/Tokyo'
    expect(await fetchFeatures(configHttp, undefined, () => {})).toMatchObject({ onramp: true, swaps: true })
    expect(localFeatures({ onramp: true }, 'Asia/Macao').onramp).toBe(false)
  })
})
