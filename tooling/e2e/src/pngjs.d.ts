// The part of pngjs the reference screenshots use (it ships no types).
declare module 'pngjs' {
  export class PNG {
    constructor(options: { width: number; height: number })
    width: number
    height: number
    data: Buffer
    static sync: { read(buffer: Buffer): PNG; write(png: PNG): Buffer }
  }
}
