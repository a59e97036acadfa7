// A QR matrix as one SVG path of horizontal runs: a few hundred bytes of markup-free geometry.

/** `modules[y][x]` true for dark; coordinates are module units so the viewBox is the matrix size */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let path = ''
  modules.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (row[x]) x++
      path += `M${start} ${y}h${x - start}v1h${start - x}z`
    }
  })
  return path
}
