// The frame's static server (contract "Frame app"); the code lives in src/server so the type check covers it.
export { attributeJson, startFrameServer, type FrameServer, type FrameServerOptions } from './src/server/frameServer.ts'
