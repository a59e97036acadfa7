// @latch/core/embedded: the embedded wallet's logic, bundled only by apps that pass an embeddedWallet
// (@latch/frame's embeddedWallet() brings it), so the first paint of other apps does not carry it.
export { createEmbeddedController, type EmbeddedController, type EmbeddedControllerDeps } from './controller.ts'
export { createEmbeddedBridge } from './createEmbeddedBridge.ts'
