import { describe, expect, it } from 'vitest'
import { pairedSamples } from './ratios.ts'

const names = { reference: 'React alone', slowReference: 'React alone, CPU 4×' }
const run = (ms: number) => ({ ms })

describe('the bench says Latch against React alone measured in the same round and at the same speed', () => {
  it('pairs each round with the reference of the same CPU speed', () => {
    const samples = pairedSamples(
      [
        { name: 'Latch', runs: [run(20), run(30)] },
        { name: 'Latch, CPU 4×', cpuThrottle: 4, runs: [run(90), run(120)] },
        { name: 'React alone', runs: [run(10), run(5)] },
        { name: 'React alone, CPU 4×', cpuThrottle: 4, runs: [run(45), run(40)] },
      ],
      (r) => r.ms,
      (latch, react) => latch / react,
      names,
    )
    expect(samples).toEqual({ Latch: [2, 6], 'Latch, CPU 4×': [2, 3] })
  })

  it('keeps only the rounds both have, and no subject whose reference did not run', () => {
    const samples = pairedSamples(
      [
        { name: 'Latch', runs: [run(20), run(30), run(40)] },
        { name: 'Latch, CPU 4×', cpuThrottle: 4, runs: [run(90)] },
        { name: 'React alone', runs: [run(10), run(10)] },
      ],
      (r) => r.ms,
      (latch, react) => latch - react,
      names,
    )
    expect(samples).toEqual({ Latch: [10, 20] })
  })
})
