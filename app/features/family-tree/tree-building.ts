/** What the tree needs of a member, and nothing more. */
export interface LineageMember {
  id: number;
  firstName: string;
  lastName: string;
  class: string | null;
  graduationYear: number | null;
  family: string | null;
  status: 'active' | 'alumni';
  bigId: number | null;
  picture: string;
}

/**
 * A node as the page draws it: the root, a family (labelled with how many members it has), or a member (with
 * picture, label and active/alumni colour).
 */
export interface FamilyTreeNode {
  name: string;
  kind: 'root' | 'family' | 'member';
  /** Member nodes only. */
  picture?: string;
  label?: string;
  alumni?: boolean;
  /** Only on the signed-in member's own node. */
  you?: true;
  children: FamilyTreeNode[];
}

export const NO_FAMILY = 'No Family';

/**
 * Builds the family tree: root, families, then each family's members without a big in it, then their littles. Every
 * member appears exactly once: a little in another family starts a branch there, and a cycle of bigs is hung under
 * the family from its lowest id. The member `youId` (the one signed in) is marked `you`.
 */
export function buildFamilyTree(
  rootName: string,
  families: readonly string[],
  members: readonly LineageMember[],
  fallbackLabel: string,
  youId?: number,
): FamilyTreeNode {
  const byId = new Map(members.map((m) => [m.id, m]));
  const familyOf = (m: LineageMember) => (m.family && families.includes(m.family) ? m.family : NO_FAMILY);
  const littlesOf = new Map<number, LineageMember[]>();
  for (const m of members) {
    if (m.bigId === null || m.bigId === m.id) continue;
    const list = littlesOf.get(m.bigId) ?? [];
    list.push(m);
    littlesOf.set(m.bigId, list);
  }
  const placed = new Set<number>();

  const nodeFor = (m: LineageMember): FamilyTreeNode => {
    placed.add(m.id);
    const children: FamilyTreeNode[] = [];
    for (const little of sortByName(littlesOf.get(m.id) ?? [])) {
      // Checked as we go: a cycle can place a little while its elder sibling's branch is built.
      if (familyOf(little) === familyOf(m) && !placed.has(little.id)) children.push(nodeFor(little));
    }
    return {
      name: `${m.firstName} ${m.lastName}`,
      kind: 'member',
      picture: m.picture,
      label: m.class || (m.graduationYear ? String(m.graduationYear) : fallbackLabel),
      alumni: m.status === 'alumni',
      ...(m.id === youId ? { you: true as const } : {}),
      children,
    };
  };

  const isTop = (m: LineageMember) => {
    const big = m.bigId === null || m.bigId === m.id ? undefined : byId.get(m.bigId);
    return !big || familyOf(big) !== familyOf(m);
  };

  const familyNames = [...families, NO_FAMILY];
  const familyNodes = familyNames.map((family): FamilyTreeNode => {
    const inFamily = sortByName(members.filter((m) => familyOf(m) === family));
    const children = inFamily.filter(isTop).map(nodeFor);
    // Whatever is left sits in a cycle of bigs: start each cycle from its lowest id.
    for (const m of inFamily.toSorted((a, b) => a.id - b.id)) {
      if (!placed.has(m.id)) children.push(nodeFor(m));
    }
    return { name: family, kind: 'family', label: familySize(inFamily.length), children };
  });
  return {
    name: rootName,
    kind: 'root',
    children: familyNodes.filter((node) => node.name !== NO_FAMILY || node.children.length > 0),
  };
}

function familySize(count: number): string {
  if (count === 0) return 'No members yet';
  return count === 1 ? '1 member' : `${count} members`;
}

function sortByName(list: readonly LineageMember[]): LineageMember[] {
  return list.toSorted(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id,
  );
}
