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
 * The member's displayed target: an eliminated member is shown as eliminated; otherwise follow the chain past
 * eliminated targets to the first living one, stopping on a loop (which includes coming back to the member);
 * with no living target, none. A member without a record is not playing. A target without a record of their own
 * has never been eliminated, so they count as living.
 */
export function resolveTarget(memberId: number, records: Iterable<TargetRecord>): TargetOutcome {
  const byMember = new Map<number, TargetRecord>();
  for (const record of records) byMember.set(record.memberId, record);
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
}
