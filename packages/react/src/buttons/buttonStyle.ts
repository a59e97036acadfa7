// Host-page buttons carry only these inline styles, so the host's own CSS can restyle them.
import type { CSSProperties } from 'react'

export const buttonStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 14px',
  border: '1px solid #0000001f',
  borderRadius: 999,
  background: '#3b5bfd',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
}

/** a pressed button whose modal is still loading: a darker fill (its text keeps its contrast) and a progress cursor */
export const busyButtonStyle: CSSProperties = { ...buttonStyle, background: '#2a44d0', cursor: 'progress' }

export const subtleStyle: CSSProperties = { opacity: 0.8, fontWeight: 400 }
