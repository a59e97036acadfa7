// Tables of the analytics feature.
export interface AnalyticsTables {}
