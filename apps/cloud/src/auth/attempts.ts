// A login attempt: the start answers with a random id that only the browser which started it holds, and the code
// mailed for it is stored under the project, the address and that id. A code checks only in its own project and
// attempt, and guesses by anyone else land on no code at all, so they can neither use nor end the visitor's.
import { createHash } from 'node:crypto'
import { randomToken } from './secrets.ts'

export const newAttempt = () => randomToken()

/** where an attempt's code is stored (hashed: the key holds no usable attempt id) */
export const loginKey = (projectId: string, email: string, attempt: string) =>
  `login:${projectId}:${createHash('sha256').update(`${email}\n${attempt}`).digest('hex')}`
