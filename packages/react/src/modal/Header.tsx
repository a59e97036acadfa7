// Header of every view: Back (not on the first view; "What is a wallet?" on Connect), the title that names the
// dialog, Close. In a right-to-left locale the grid puts Back on the right and its arrow points right.
import { useState } from '../reactBindings.ts'
import type { Translator } from '../i18n/translator.ts'

export function Header(props: {
  tr: Translator
  titleId: string
  title: string
  /** a title shown by a move between views fades in; the opening's card pops in with its title */
  titleFades: boolean
  canGoBack: boolean
  onBack: () => void
  /** absent while the modal may not close (sign-in required, R-2.13) */
  onClose?: (() => void) | undefined
  /** Connect's help button (SPEC-level help view WhatIsAWallet) */
  onHelp?: () => void
  onHelpPrefetch?: () => void
}) {
  const { t } = props.tr
  return (
    <div className="header">
      {props.canGoBack ? (
        <button type="button" className="icon-button" aria-label={t('back')} onClick={props.onBack}>
          <svg
            className="flip"
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M10 3 5 8l5 5" />
          </svg>
        </button>
      ) : props.onHelp ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('whatIsAWallet')}
          onClick={props.onHelp}
          onPointerEnter={props.onHelpPrefetch}
          onFocus={props.onHelpPrefetch}
        >
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 18 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          >
            <circle cx="9" cy="9" r="7.2" />
            <path d="M6.9 7a2.1 2.1 0 1 1 3 1.9c-.6.3-.9.8-.9 1.4v.3" />
            <circle cx="9" cy="12.9" r=".5" fill="currentColor" />
          </svg>
        </button>
      ) : (
        <span />
      )}
      <h2 className="title" id={props.titleId}>
        {/* keyed by the text: a new title fades in (SPEC §9 header text animation) */}
        <TitleText key={props.title} text={props.title} fades={props.titleFades} />
      </h2>
      {props.onClose ? (
        <button type="button" className="icon-button" aria-label={t('close')} onClick={props.onClose}>
          <svg
            aria-hidden="true"
            width="14"
            height="14"
            viewBox="0 0 14 14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="m2 2 10 10M12 2 2 12" />
          </svg>
        </button>
      ) : (
        <span />
      )}
    </div>
  )
}

/** a title keeps the fade it was first shown with: a view of the same title does not fade it in again */
function TitleText({ text, fades }: { text: string; fades: boolean }) {
  const [fade] = useState(fades)
  return <span className={fade ? 'title-text fade' : 'title-text'}>{text}</span>
}
