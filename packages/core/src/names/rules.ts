// SPEC §5's name rules (R-5.13, R-5.14), checked as the visitor types: no cloud, so they stay in the first chunk.

/** the texts the cloud answers too (apps/cloud/src/names/rules.ts) */
export const NAME_RULE_TEXTS = {
  tooShort: 'Name must be at least 4 characters long',
  badCharacters: 'Name can only contain letters, digits and hyphens',
} as const

/** the first broken name rule's error code, else undefined */
export function nameRuleCode(label: string): 'NameTooShort' | 'NameBadCharacters' | undefined {
  if (label.length < 4) return 'NameTooShort'
  if (!/^[a-zA-Z0-9-]+$/.test(label)) return 'NameBadCharacters'
  return undefined
}

const RULE_TEXTS = { NameTooShort: NAME_RULE_TEXTS.tooShort, NameBadCharacters: NAME_RULE_TEXTS.badCharacters } as const

/** the first broken name rule's text, else undefined */
export function nameRuleError(label: string): string | undefined {
  const code = nameRuleCode(label)
  return code && RULE_TEXTS[code]
}
