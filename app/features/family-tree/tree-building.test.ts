import { describe, expect, it } from 'vitest';
import { buildFamilyTree, NO_FAMILY, type FamilyTreeNode, type LineageMember } from './tree-building';

const FAMILIES = ['Filthy Fam', 'Engh Gang'];

function person(
  id: number,
  bigId: number | null,
  family: string | null = 'Filthy Fam',
  extra: Partial<LineageMember> = {},
) {
  return {
    id,
    firstName: `F${id}`,
    lastName: `L${String(id).padStart(2, '0')}`,
    class: 'Alpha',
    graduationYear: 2024,
    family,
    status: 'active',
    bigId,
    picture: `/p/${id}.webp`,
    ...extra,
  } satisfies LineageMember;
}

const build = (members: LineageMember[]) => buildFamilyTree('Chapter Family Tree', FAMILIES, members, 'Unknown');

/** The tree as nested names, for exact comparisons. */
function shape(node: FamilyTreeNode): unknown {
  return node.children.length ? { [node.name]: node.children.map(shape) } : node.name;
}

function memberNames(node: FamilyTreeNode): string[] {
  return [...(node.kind === 'member' ? [node.name] : []), ...node.children.flatMap(memberNames)];
}

describe('buildFamilyTree', () => {
  it('hangs families under the root and littles under their bigs, several generations deep', () => {
    const tree = build([
      person(1, null),
      person(2, 1),
      person(3, 2),
      person(4, 3),
      person(5, 1),
      person(6, null, 'Engh Gang'),
    ]);
    expect(shape(tree)).toEqual({
      'Chapter Family Tree': [
        { 'Filthy Fam': [{ 'F1 L01': [{ 'F2 L02': [{ 'F3 L03': ['F4 L04'] }] }, 'F5 L05'] }] },
        { 'Engh Gang': ['F6 L06'] },
      ],
    });
    expect(tree.kind).toBe('root');
    expect(tree.children.map((c) => c.kind)).toEqual(['family', 'family']);
  });

  it('keeps an empty family and shows no "No Family" node when everyone has one', () => {
    expect(shape(build([person(1, null, 'Engh Gang')]))).toEqual({
      'Chapter Family Tree': ['Filthy Fam', { 'Engh Gang': ['F1 L01'] }],
    });
  });

  it('lets alumni be bigs and marks alumni nodes', () => {
    const tree = build([person(1, null, 'Filthy Fam', { status: 'alumni' }), person(2, 1)]);
    const alum = tree.children[0]?.children[0] as FamilyTreeNode;
    expect(alum.alumni).toBe(true);
    expect(alum.children[0]?.alumni).toBe(false);
  });

  it('starts a branch in the little own family when the big is in another', () => {
    const tree = build([person(1, null, 'Filthy Fam'), person(2, 1, 'Engh Gang'), person(3, 2, 'Engh Gang')]);
    expect(shape(tree)).toEqual({
      'Chapter Family Tree': [{ 'Filthy Fam': ['F1 L01'] }, { 'Engh Gang': [{ 'F2 L02': ['F3 L03'] }] }],
    });
  });

  it('treats a missing big and a member who is their own big as having no big', () => {
    const tree = build([person(1, 99), person(2, 2), person(3, 2)]);
    expect(shape(tree)).toEqual({
      'Chapter Family Tree': [{ 'Filthy Fam': ['F1 L01', { 'F2 L02': ['F3 L03'] }] }, 'Engh Gang'],
    });
  });

  it('places every member of a cycle of bigs exactly once, starting from the lowest id', () => {
    const members = [person(3, 2), person(2, 4), person(4, 3), person(5, 4), person(1, null)];
    const tree = build(members);
    expect(shape(tree)).toEqual({
      'Chapter Family Tree': [
        { 'Filthy Fam': ['F1 L01', { 'F2 L02': [{ 'F3 L03': [{ 'F4 L04': ['F5 L05'] }] }] }] },
        'Engh Gang',
      ],
    });
    expect(memberNames(tree).toSorted()).toEqual(['F1 L01', 'F2 L02', 'F3 L03', 'F4 L04', 'F5 L05']);
  });

  it('puts members without a listed family under "No Family"', () => {
    const tree = build([person(1, null, null), person(2, 1, 'Unlisted')]);
    expect(tree.children.at(-1)?.name).toBe(NO_FAMILY);
    expect(shape(tree.children.at(-1) as FamilyTreeNode)).toEqual({ [NO_FAMILY]: [{ 'F1 L01': ['F2 L02'] }] });
  });

  it('labels members by class, else graduation year, else the fallback', () => {
    const tree = build([
      person(1, null, 'Filthy Fam', { class: 'Beta' }),
      person(2, null, 'Filthy Fam', { class: null, graduationYear: 2021 }),
      person(3, null, 'Filthy Fam', { class: '', graduationYear: null }),
    ]);
    expect(tree.children[0]?.children.map((c) => c.label)).toEqual(['Beta', '2021', 'Unknown']);
  });

  it('labels each family with how many members it has, an empty one with "No members yet"', () => {
    const tree = build([person(1, null), person(2, 1), person(3, null, null)]);
    expect(tree.children.map((c) => [c.name, c.label])).toEqual([
      ['Filthy Fam', '2 members'],
      ['Engh Gang', 'No members yet'],
      [NO_FAMILY, '1 member'],
    ]);
  });

  it('marks the signed-in member, and only them', () => {
    const tree = buildFamilyTree('Tree', FAMILIES, [person(1, null), person(2, 1), person(3, 2)], 'Unknown', 2);
    const marked: string[] = [];
    const walk = (node: FamilyTreeNode) => {
      if (node.you) marked.push(node.name);
      node.children.forEach(walk);
    };
    walk(tree);
    expect(marked).toEqual(['F2 L02']);
    expect(Object.keys(tree.children[0]?.children[0] ?? {})).not.toContain('you');
  });

  it('handles a large random lineage with cycles without losing or repeating anyone', () => {
    const members = Array.from({ length: 300 }, (_, i) =>
      person(i + 1, (i * 7919) % 301 || null, FAMILIES[i % 3] ?? null),
    );
    const ids = memberNames(build(members));
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
  });
});
