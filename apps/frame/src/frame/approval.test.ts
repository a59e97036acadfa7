// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createApprovalCard, USER_REJECTED } from './approval.ts'
import { describe as describeRequest } from './rpc.ts'

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)
afterEach(() => document.body.replaceChildren())

describe('approval card', () => {
  it('R-6.6 one request at a time: a second waits for nothing and is refused', async () => {
    const card = createApprovalCard(document)
    const first = card.request({ kind: 'signature', details: [['Message', 'a']] })
    await expect(card.request({ kind: 'signature', details: [] })).rejects.toThrow('Another request is waiting for approval')
    expect(card.pending).toBe(true)
    button('Reject')!.click()
    await expect(first).rejects.toThrow(USER_REJECTED)
    expect(card.pending).toBe(false)
  })

  it('is a dialog named by its heading; the theme follows SYNC_THEME, a bad accent is ignored', () => {
    const card = createApprovalCard(document)
    card.setTheme('dark', 'red; background: url(x)')
    void card.request({ kind: 'transaction', details: [] }).catch(() => {})
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Transaction request')
    expect(dialog.dataset.theme).toBe('dark')
    expect(dialog.style.getPropertyValue('--latch-accent')).toBe('')
    card.setTheme('light', '#ff0000')
    expect(dialog.dataset.theme).toBe('light')
    expect(dialog.style.getPropertyValue('--latch-accent')).toBe('#ff0000')
    card.abort()
  })

  it('describes a transaction: to, value in ETH, data; hex personal_sign text is decoded when printable', () => {
    expect(describeRequest('eth_sendTransaction', [{ to: '0x' + '11'.repeat(20), value: '0xde0b6b3a7640000', data: '0x1234' }])).toEqual({
      kind: 'transaction',
      details: [
        ['To', '0x' + '11'.repeat(20)],
        ['Value', '1 ETH'],
        ['Data', '0x1234'],
      ],
    })
    expect(describeRequest('personal_sign', ['0x48656c6c6f', '0x'])).toEqual({ kind: 'signature', details: [['Message', 'Hello']] })
    expect(describeRequest('personal_sign', ['0x00ff', '0x']).details[0]![1]).toBe('0x00ff')
  })
})
