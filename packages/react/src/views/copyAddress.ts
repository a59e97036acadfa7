// Copies the address and says so in a toast; falls back to execCommand where the Clipboard API is refused.
import type { Latch } from '@latch/core'
import type { Translator } from '../i18n/translator.ts'

export async function copyAddress(latch: Latch, address: string, from: HTMLElement | null, t: Translator['t']) {
  try {
    await navigator.clipboard.writeText(address)
  } catch {
    if (!copyWithSelection(address, from)) {
      latch.showToast(t('copyFailed'), 'error')
      return
    }
  }
  latch.showToast(t('addressCopied'), 'success')
}

function copyWithSelection(text: string, from: HTMLElement | null): boolean {
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  const parent = from?.parentElement ?? document.body
  parent.append(field)
  field.select()
  try {
    return document.execCommand('copy')
  } finally {
    field.remove()
    from?.focus()
  }
}
