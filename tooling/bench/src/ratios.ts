// Latch's figures said against React alone's: per round (the subjects run interleaved, so round i of both met the
// machine in the same state), at the same CPU speed, then summarized like any other sample.

export interface Subject<Run> {
  name: string
  cpuThrottle?: number
  runs?: Run[]
}

/**
 * per subject (the references left out), one sample per round it and its reference both have: `combine` of its figure
 * and the figure of React alone at the same speed (`reference` at full speed, `slowReference` throttled)
 */
export function pairedSamples<Run>(
  subjects: Subject<Run>[],
  pick: (run: Run) => number,
  combine: (latch: number, reference: number) => number,
  { reference, slowReference }: { reference: string; slowReference: string },
): Record<string, number[]> {
  const byName = new Map(subjects.map((subject) => [subject.name, subject]))
  const samples: Record<string, number[]> = {}
  for (const subject of subjects) {
    if (subject.name === reference || subject.name === slowReference || !subject.runs?.length) continue
    const against = byName.get(subject.cpuThrottle ? slowReference : reference)
    if (!against?.runs?.length) continue
    const runs = subject.runs
    const references = against.runs
    const rounds = Math.min(runs.length, references.length)
    samples[subject.name] = Array.from({ length: rounds }, (_, round) =>
      combine(pick(runs[round]!), pick(references[round]!)),
    )
  }
  return samples
}
