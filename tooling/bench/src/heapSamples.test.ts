// The bench's note on where a page's large single allocations come from: only the page's own, with their frames.
import { describe, expect, it } from 'vitest'
import { largeSamples, type ProfileNode } from './heapSamples.ts'

const ORIGIN = 'http://127.0.0.1:4173'
let ids = 0
const node = (functionName: string, url: string, lineNumber: number, children: ProfileNode[] = []): ProfileNode => ({
  id: ++ids,
  callFrame: { functionName, url, lineNumber },
  children,
})

describe('largeSamples', () => {
  // V8's number-to-string cache, grown by a String() in a module's top level; a Playwright string with no page frame;
  // a small allocation of the page's
  const grown = node('String', '', -1)
  const moduleTop = node('', `${ORIGIN}/assets/onrampDefaults-B3KfO7Av.js`, 0, [grown])
  const playwright = node('(V8 API)', '', -1)
  const small = node('render', `${ORIGIN}/assets/index.js`, 11)
  const profile = {
    head: node('(root)', '', -1, [node('next', '', -1, [moduleTop]), playwright, small]),
    samples: [
      { size: 65544, nodeId: grown.id },
      { size: 330328, nodeId: playwright.id },
      { size: 4096, nodeId: small.id },
    ],
  }

  it("keeps the page's own allocations over the minimum, innermost frame first, its URL without the origin", () => {
    expect(largeSamples(profile, ORIGIN, 32 * 1024)).toEqual([
      { bytes: 65544, frames: ['String', '(module) /assets/onrampDefaults-B3KfO7Av.js:1', 'next'] },
    ])
  })

  it('leaves out what no script of the page allocated, and what is under the minimum', () => {
    expect(largeSamples(profile, ORIGIN, 70_000)).toEqual([])
    expect(largeSamples(profile, ORIGIN, 4096).map((sample) => sample.bytes)).toEqual([65544, 4096])
  })
})
