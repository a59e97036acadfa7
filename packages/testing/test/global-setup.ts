// Integration global setup for the testing kit: the kit's test cloud, started as a dApp's own Vitest globalSetup
// starts it (in Node, before the DOM environments), on the devnet the devnet setup started first.
import type { TestProject } from 'vitest/node'
import { startTestCloud, type TestCloudInfo } from '../src/vitest.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    testCloud: TestCloudInfo
  }
}

export default async function setup(project: TestProject) {
  const { devnet } = project.getProvidedContext() as unknown as {
    devnet: { rpcUrls: [string, string]; token: `0x${string}` }
  }
  const cloud = await startTestCloud({
    chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrls[0], tokens: [devnet.token] }],
    prices: { 'eip155:31337/native': 2000 },
    features: { email: false },
  })
  project.provide('testCloud', cloud.info)
  return () => cloud.stop()
}
