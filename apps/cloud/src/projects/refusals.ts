// The texts a request naming no project, or an unknown one, is refused with (SPEC §8 maps them to alerts); apart from
// the HTTP guard, so the relay's socket refusals say the same without loading the HTTP framework.
export const PROJECT_ID_MISSING = 'Project ID Missing'
export const INVALID_KEY = 'Unauthorized: invalid key'
