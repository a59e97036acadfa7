// @latch/cloud as a library, for tools that run the cloud in their own process (the testing kit's test cloud): the
// operator's command (bin/latch-cloud.mjs) is the usual way in.
export { type CloudConfig, cloudConfigSchema } from './config.ts'
export { type RunningCloud, startCloud } from './server.ts'
