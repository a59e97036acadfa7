// A sampling heap profile read for its large single allocations made by the page's own scripts.

export interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children: ProfileNode[]
}

export interface SamplingHeapProfile {
  head: ProfileNode
  samples: { size: number; nodeId: number }[]
}

/** the samples of at least minBytes whose stack holds a script served from origin, innermost frame first (four) */
export function largeSamples(
  profile: SamplingHeapProfile,
  origin: string,
  minBytes: number,
): { bytes: number; frames: string[] }[] {
  const stacks = new Map<number, { stack: string[]; ours: boolean }>()
  const walk = (node: ProfileNode, parent: string[], ours: boolean) => {
    const { functionName, url, lineNumber } = node.callFrame
    const frame = url ? `${functionName || '(module)'} ${url.replace(origin, '')}:${lineNumber + 1}` : functionName
    const stack = frame && frame !== '(root)' ? [frame, ...parent] : parent
    const inPage = ours || url.startsWith(origin)
    stacks.set(node.id, { stack, ours: inPage })
    for (const child of node.children) walk(child, stack, inPage)
  }
  walk(profile.head, [], false)
  return profile.samples.flatMap((sample) => {
    const found = stacks.get(sample.nodeId)
    return sample.size >= minBytes && found?.ours ? [{ bytes: sample.size, frames: found.stack.slice(0, 4) }] : []
  })
}
