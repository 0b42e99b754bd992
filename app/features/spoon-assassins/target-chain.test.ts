import { describe, expect, it } from 'vitest';
import { resolveTarget, showTarget, targetResolver, type TargetRecord } from './target-chain';

/** A chain in list order: each targets the next, the last the first; ids listed in `out` are eliminated. */
function chain(ids: number[], out: number[] = []): TargetRecord[] {
  return ids.map((memberId, i) => ({
    memberId,
    targetId: ids[(i + 1) % ids.length] as number,
    isEliminated: out.includes(memberId),
  }));
}

describe('resolveTarget', () => {
  it('shows the direct target when they are alive', () => {
    expect(resolveTarget(1, chain([1, 2, 3, 4]))).toEqual({ kind: 'target', targetId: 2 });
    expect(resolveTarget(4, chain([1, 2, 3, 4]))).toEqual({ kind: 'target', targetId: 1 });
  });

  it('skips eliminated targets to the first living one', () => {
    expect(resolveTarget(1, chain([1, 2, 3, 4, 5], [2, 3]))).toEqual({ kind: 'target', targetId: 4 });
    expect(resolveTarget(4, chain([1, 2, 3, 4, 5], [5, 1]))).toEqual({ kind: 'target', targetId: 2 });
  });

  it('shows an eliminated member as eliminated, whatever their chain', () => {
    expect(resolveTarget(2, chain([1, 2, 3], [2]))).toEqual({ kind: 'eliminated' });
  });

  it('has no target when everyone else is eliminated (the chain comes back to the member)', () => {
    expect(resolveTarget(1, chain([1, 2, 3, 4], [2, 3, 4]))).toEqual({ kind: 'none' });
  });

  it('stops on a loop of eliminated players that never reaches a living one', () => {
    const records: TargetRecord[] = [
      { memberId: 1, targetId: 2, isEliminated: false },
      { memberId: 2, targetId: 3, isEliminated: true },
      { memberId: 3, targetId: 2, isEliminated: true },
    ];
    expect(resolveTarget(1, records)).toEqual({ kind: 'none' });
  });

  it('has no target when the record points nowhere or at the member', () => {
    expect(resolveTarget(1, [{ memberId: 1, targetId: null, isEliminated: false }])).toEqual({ kind: 'none' });
    expect(resolveTarget(1, [{ memberId: 1, targetId: 1, isEliminated: false }])).toEqual({ kind: 'none' });
    const deadEnd: TargetRecord[] = [
      { memberId: 1, targetId: 2, isEliminated: false },
      { memberId: 2, targetId: null, isEliminated: true },
    ];
    expect(resolveTarget(1, deadEnd)).toEqual({ kind: 'none' });
  });

  it('gives no target to a member without a record', () => {
    expect(resolveTarget(9, chain([1, 2, 3]))).toEqual({ kind: 'not-playing' });
    expect(resolveTarget(9, [])).toEqual({ kind: 'not-playing' });
  });

  it('treats a target without a record of their own as living', () => {
    expect(resolveTarget(1, [{ memberId: 1, targetId: 7, isEliminated: false }])).toEqual({
      kind: 'target',
      targetId: 7,
    });
  });
});

describe('targetResolver', () => {
  it('gives every player of a chain the same outcome as resolveTarget', () => {
    const records = chain([1, 2, 3, 4, 5, 6], [2, 3, 6]);
    const resolve = targetResolver(records);
    for (const id of [1, 2, 3, 4, 5, 6, 9]) expect(resolve(id)).toEqual(resolveTarget(id, records));
    expect([1, 4, 5].map(resolve)).toEqual([
      { kind: 'target', targetId: 4 },
      { kind: 'target', targetId: 5 },
      { kind: 'target', targetId: 1 },
    ]);
  });
});

describe('showTarget', () => {
  it('names a resolved target and passes the other outcomes through', () => {
    const names = new Map([[4, 'Maya Chen']]);
    expect(showTarget({ kind: 'target', targetId: 4 }, (id) => names.get(id))).toEqual({
      kind: 'target',
      name: 'Maya Chen',
    });
    expect(showTarget({ kind: 'eliminated' }, (id) => names.get(id))).toEqual({ kind: 'eliminated' });
    expect(showTarget({ kind: 'not-playing' }, (id) => names.get(id))).toEqual({ kind: 'not-playing' });
  });

  it('shows no target when the target has no name (gone from the members)', () => {
    expect(showTarget({ kind: 'target', targetId: 9 }, () => undefined)).toEqual({ kind: 'none' });
  });
});
