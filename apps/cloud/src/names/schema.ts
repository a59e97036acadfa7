// Tables of the names feature.
export interface NamesTables {}
