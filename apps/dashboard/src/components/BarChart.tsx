// A stacked bar chart per bucket (Chart.js, loaded with import() by this page only) beside the table a screen
// reader and a test read: the canvas is decoration, the table is the data.
import { useEffect, useId, useRef } from 'react'
import type { CountRow } from '../api/schemas.ts'

const PALETTE = ['#2563eb', '#db2777', '#059669', '#d97706', '#7c3aed', '#0891b2', '#dc2626', '#4b5563']

export function seriesOf(rows: CountRow[], buckets: string[]) {
  const keys = [...new Set(rows.map((row) => row.key))].sort()
  const count = new Map(rows.map((row) => [`${row.bucket}\u0000${row.key}`, row.count]))
  return { keys, value: (bucket: string, key: string) => count.get(`${bucket}\u0000${key}`) ?? 0, buckets }
}

export function BarChart({
  title,
  rows,
  buckets,
  keyLabel,
}: {
  title: string
  rows: CountRow[]
  buckets: string[]
  keyLabel: string
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  // an id without spaces: aria-labelledby splits on them, so a title's words would name nothing
  const titleId = useId()
  const { keys, value } = seriesOf(rows, buckets)
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  const filled = buckets.filter((bucket) => keys.some((key) => value(bucket, key) > 0))

  useEffect(() => {
    let chart: { destroy(): void } | undefined
    let cancelled = false
    void import('chart.js').then(
      ({ Chart, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip }) => {
        if (cancelled || !canvas.current) return
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip)
        const text = getComputedStyle(document.documentElement).getPropertyValue('--text').trim() || '#141414'
        chart = new Chart(canvas.current, {
          type: 'bar',
          data: {
            labels: buckets,
            datasets: keys.map((key, index) => ({
              label: key,
              data: buckets.map((bucket) => value(bucket, key)),
              backgroundColor: PALETTE[index % PALETTE.length],
            })),
          },
          options: {
            animation: false,
            maintainAspectRatio: false,
            scales: {
              x: { stacked: true, ticks: { color: text } },
              y: { stacked: true, beginAtZero: true, ticks: { color: text, precision: 0 } },
            },
            plugins: { legend: { labels: { color: text } } },
          },
        })
      },
    )
    return () => {
      cancelled = true
      chart?.destroy()
    }
  })

  return (
    <figure aria-labelledby={titleId}>
      <figcaption>
        <h3 id={titleId}>{title}</h3>
        <p>
          {total} in all
          {keys.length
            ? `: ${keys.map((key) => `${key} ${rows.filter((row) => row.key === key).reduce((s, r) => s + r.count, 0)}`).join(', ')}`
            : ''}
          .
        </p>
      </figcaption>
      <div className="chart">
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas takes no focus; the table below gives its figures to a screen reader */}
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <table>
        <caption>{title}: data</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {keys.map((key) => (
              <th scope="col" key={key}>
                {key || keyLabel}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filled.length === 0 && (
            <tr>
              <td colSpan={keys.length + 1}>No data in this range.</td>
            </tr>
          )}
          {filled.map((bucket) => (
            <tr key={bucket}>
              <th scope="row">{bucket}</th>
              {keys.map((key) => (
                <td key={key}>{value(bucket, key)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
