// The minified bytes of a built chunk by the source module they came from, read from its source map (a small VLQ
// decoder, so the bench needs no source-map package): which module to move out of a first load, and what it weighs.
import { gzipSync } from 'node:zlib'

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]))

/** one mappings line's segments: [generated column, source index?] with the source index absolute */
function decodeLine(line, state) {
  const segments = []
  for (const segment of line.split(',')) {
    if (!segment) continue
    const fields = []
    let value = 0
    let shift = 0
    for (const char of segment) {
      const digit = DIGIT[char]
      value += (digit & 31) << shift
      if (digit & 32) shift += 5
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
        value = 0
        shift = 0
      }
    }
    state.column += fields[0]
    if (fields.length > 1) state.source += fields[1]
    segments.push([state.column, fields.length > 1 ? state.source : -1])
  }
  return segments
}

/**
 * @param {string} code the chunk's minified code
 * @param {{ sources: string[], mappings: string }} map its source map
 * @returns {Map<string, { bytes: number, gzip: number }>} per source: its minified bytes, and the gzip -9 of those
 *   bytes alone (an upper bound of what it adds to the chunk's gzip)
 */
export function bytesBySource(code, map) {
  const lines = code.split('\n')
  const pieces = new Map()
  const state = { source: 0, column: 0 }
  map.mappings.split(';').forEach((mapping, index) => {
    state.column = 0
    const line = lines[index] ?? ''
    const segments = decodeLine(mapping, state)
    segments.forEach(([column, source], at) => {
      const end = segments[at + 1]?.[0] ?? line.length
      const name = source >= 0 ? map.sources[source] : '(unmapped)'
      const list = pieces.get(name) ?? []
      list.push(line.slice(column, end))
      pieces.set(name, list)
    })
  })
  return new Map(
    [...pieces].map(([name, list]) => {
      const text = list.join('')
      return [name, { bytes: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length }]
    }),
  )
}
