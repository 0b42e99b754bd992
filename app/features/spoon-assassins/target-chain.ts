/** One row of the spoon assassins game: a player, whom they hunt, and whether they are out. */
export interface TargetRecord {
  memberId: number;
  targetId: number | null;
  isEliminated: boolean;
}

/** What a member is shown; only the resolved target's id, never the chain, leaves this module. */
export type TargetOutcome =
  { kind: 'not-playing' } | { kind: 'eliminated' } | { kind: 'none' } | { kind: 'target'; targetId: number };

/**
 * Every player's target by the one rule the dashboard and the chain view share: the eliminated are out; else the
 * first living player past eliminated targets, none on a loop back or with nobody alive; no record is not playing.
 * A target without a record of their own was never eliminated, so counts as living.
 */
export function targetResolver(records: Iterable<TargetRecord>): (memberId: number) => TargetOutcome {
  const byMember = new Map<number, TargetRecord>();
  for (const record of records) byMember.set(record.memberId, record);
  return (memberId) => {
    const own = byMember.get(memberId);
    if (!own) return { kind: 'not-playing' };
    if (own.isEliminated) return { kind: 'eliminated' };

    const seen = new Set<number>([memberId]);
    let next = own.targetId;
    while (next !== null && !seen.has(next)) {
      seen.add(next);
      const record = byMember.get(next);
      if (!record || !record.isEliminated) return { kind: 'target', targetId: next };
      next = record.targetId;
    }
    return { kind: 'none' };
  };
}

/** One member's displayed target (see targetResolver). */
export function resolveTarget(memberId: number, records: Iterable<TargetRecord>): TargetOutcome {
  return targetResolver(records)(memberId);
}

/** What a member is shown, with the target's name: the dashboard's card and the officer's chain view both show it. */
export type ShownTarget = Exclude<TargetOutcome, { kind: 'target' }> | { kind: 'target'; name: string };

/** Names the resolved target; a target whose name is unknown (the member is gone) is shown as no target. */
export function showTarget(outcome: TargetOutcome, nameOf: (id: number) => string | undefined): ShownTarget {
  if (outcome.kind !== 'target') return outcome;
  const name = nameOf(outcome.targetId);
  return name === undefined ? { kind: 'none' } : { kind: 'target', name };
}
