// The scripted answers every mock wallet shares: each script used once, per method in order; a held request goes on
// only when released; the rejection keeps EIP-1193's 4001, which the adapters read as the user's.
import { expect, it } from 'vitest'
import { walletScriptInPage } from './walletScriptInPage.ts'

it('R-8.85 a scripted rejection is 4001 and a failure keeps its code and message, each once; other methods answer as usual', async () => {
  const answers = walletScriptInPage()
  answers.script('solana:signMessage', 'reject')
  answers.script('solana:signMessage', { code: -32603, message: 'The wallet is locked' })
  await expect(answers.answer('solana:signTransaction')).resolves.toBeUndefined()
  await expect(answers.answer('solana:signMessage')).rejects.toMatchObject({
    code: 4001,
    message: 'User rejected the request.',
  })
  await expect(answers.answer('solana:signMessage')).rejects.toMatchObject({
    code: -32603,
    message: 'The wallet is locked',
  })
  await expect(answers.answer('solana:signMessage')).resolves.toBeUndefined()
})

it("R-8.85 a wallet of another protocol gives a scripted rejection its own code (sats-connect's USER_REJECTION)", async () => {
  const answers = walletScriptInPage()
  answers.script('bitcoin:signTransaction', 'reject')
  answers.script('bitcoin:signTransaction', { code: 4001, message: 'Passed through' })
  await expect(answers.answer('bitcoin:signTransaction', -32000)).rejects.toMatchObject({ code: -32000 })
  await expect(answers.answer('bitcoin:signTransaction', -32000)).rejects.toMatchObject({ code: 4001 })
})

it('a held request goes on only once released, and then the next is answered at once', async () => {
  const answers = walletScriptInPage()
  answers.script('bitcoin:signMessage', 'hang')
  let released = false
  const held = answers.answer('bitcoin:signMessage').then(() => {
    released = true
  })
  // everything already queued has run: the request still waits
  await new Promise((resolve) => setImmediate(resolve))
  expect(released).toBe(false)
  answers.release()
  await held
  expect(released).toBe(true)
  await expect(answers.answer('bitcoin:signMessage')).resolves.toBeUndefined()
})

it('runs from its source text alone, as the installers put it in a page', async () => {
  const fromSource = new Function(`return (${walletScriptInPage.toString()})()`)() as ReturnType<
    typeof walletScriptInPage
  >
  fromSource.script('personal_sign', 'reject')
  await expect(fromSource.answer('personal_sign')).rejects.toMatchObject({ code: 4001 })
})
