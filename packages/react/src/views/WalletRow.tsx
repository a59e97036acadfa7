// One wallet as a button named exactly by its visible name. Its tag (QR CODE, INSTALLED, RECENT) sits beside the
// button, not in it, and describes it: the name a person hears is the name they see (WCAG 2.5.3).
import type { ReactNode } from 'react'
import { useId } from '../reactBindings.ts'
import type { BrandName } from '../icons/brands.ts'
import { BrandIcon } from '../icons/BrandIcon.tsx'
import { WalletIcon } from './WalletIcon.tsx'

export function WalletRow(props: {
  name: string
  icon?: string | null
  /** a brand logo drawn inline instead of an image */
  brand?: BrandName
  tag?: string
  accentTag?: boolean
  onClick: () => void
  /** fetch what the click will need while the pointer or focus is on the row */
  onPrefetch?: () => void
  children?: ReactNode
}) {
  const tagId = useId()
  return (
    <div className="row-wrap">
      <button
        type="button"
        className={props.tag ? 'row tagged' : 'row'}
        aria-describedby={props.tag ? tagId : undefined}
        onClick={props.onClick}
        onPointerEnter={props.onPrefetch}
        onFocus={props.onPrefetch}
      >
        {props.brand ? <BrandIcon brand={props.brand} /> : <WalletIcon name={props.name} src={props.icon} />}
        <span className="name">{props.name}</span>
      </button>
      {props.tag && (
        <span id={tagId} className={props.accentTag ? 'tag accent' : 'tag'}>
          {props.tag}
        </span>
      )}
    </div>
  )
}
