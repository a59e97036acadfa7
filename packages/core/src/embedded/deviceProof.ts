// What an embedded wallet's device key signs when its frame uses the device token: the frame signs it, the cloud
// checks it, so both build it here. Ours, for one project, one challenge and one device token only.
export const deviceProofMessage = (projectId: string, challenge: string, deviceToken: string) =>
  `latch/device-proof/v1\n${projectId}\n${challenge}\n${deviceToken}`
