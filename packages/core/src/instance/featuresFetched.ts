// Test setup: the features' code is fetched before a test creates an instance, so createLatch builds them at once (as
// every instance after a page's first does). deferredLoad.test.ts covers the first instance's deferred load.
import { fetchFeatures } from './loadFeatures.ts'

await fetchFeatures()
