// The body of POST /e (SPEC §7): an event or an error report, checked field by field.
import { z } from 'zod'
import { APPROVAL_WARNING, warningKey } from './approvalWarnings.ts'

/** analytics bodies are small; anything bigger is refused before parsing */
export const MAX_EVENT_BYTES = 16 * 1024

const eventName = z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'an event name like INITIALIZE')
const properties = z.record(z.string().max(64), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]))

const trackProps = z
  .object({
    type: z.literal('track'),
    event: eventName,
    properties: properties.optional(),
  })
  .strict()
  .superRefine((props, issues) => {
    // SPEC §7: DISCONNECT_SUCCESS carries the namespace that was disconnected
    if (props.event === 'DISCONNECT_SUCCESS' && typeof props.properties?.namespace !== 'string') {
      issues.addIssue({
        code: 'custom',
        path: ['properties', 'namespace'],
        message: 'DISCONNECT_SUCCESS needs a namespace',
      })
    }
    if (props.event === APPROVAL_WARNING && !warningKey(props.properties)) {
      issues.addIssue({
        code: 'custom',
        path: ['properties'],
        message: 'APPROVAL_WARNING needs a warning code and an outcome: shown, passed or heeded',
      })
    }
  })

const errorProps = z
  .object({
    type: z.literal('error'),
    event: eventName,
    errorType: z.string().min(1).max(200),
    errorMessage: z.string().max(2000),
    stackTrace: z.string().max(8000).optional(),
    properties: properties.optional(),
  })
  .strict()

export const eventBodySchema = z
  .object({
    eventId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'an id of letters, digits, _ or -'),
    url: z.url({ protocol: /^https?$/ }).max(2048),
    domain: z.string().min(1).max(255),
    timestamp: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    props: z.discriminatedUnion('type', [trackProps, errorProps]),
  })
  .strict()

export type EventBody = z.infer<typeof eventBodySchema>

/** st and sv are stored with every event, so here they are required */
export const eventQuerySchema = z.object({
  projectId: z.string().max(64),
  st: z.string().min(1).max(64),
  sv: z.string().min(1).max(64),
})
