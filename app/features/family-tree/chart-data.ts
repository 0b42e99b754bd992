import type { RawNodeDatum } from 'react-d3-tree';
import type { FamilyTreeNode } from './tree-building';

/**
 * Each node's key is its path of child positions from the root ("0", "0/2", "0/2/1"): the tree does not change while
 * the page is open, so the path names one node, and its prefixes are the node's ancestors.
 */
const ROOT_KEY = '0';
const childKey = (key: string, index: number) => `${key}/${index}`;

/** The keys of the node's ancestors, root first: the branches to unfold to show it. */
export function ancestorKeys(key: string): string[] {
  const parts = key.split('/');
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** The folded branches with every ancestor of the node unfolded, so the node is drawn. */
export function unfoldTo(folded: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const ancestors = ancestorKeys(key);
  if (!ancestors.some((a) => folded.has(a))) return folded;
  return new Set([...folded].filter((k) => !ancestors.includes(k)));
}

/** Folds a branch, or unfolds it if it is folded. */
export function toggleFold(folded: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(folded);
  if (!next.delete(key)) next.add(key);
  return next;
}

function countDescendants(node: FamilyTreeNode): number {
  return node.children.reduce((sum, child) => sum + 1 + countDescendants(child), 0);
}

/**
 * The tree as react-d3-tree draws it: folded branches lose their children and say how many people they hide.
 * Attributes carry what a node shows (react-d3-tree accepts only strings, numbers and booleans there).
 */
export function toChartData(tree: FamilyTreeNode, folded: ReadonlySet<string>, key = ROOT_KEY): RawNodeDatum {
  const isFolded = folded.has(key) && tree.children.length > 0;
  return {
    name: tree.name,
    attributes: {
      key,
      kind: tree.kind,
      ...(tree.picture ? { picture: tree.picture } : {}),
      ...(tree.label ? { label: tree.label } : {}),
      alumni: tree.alumni ?? false,
      you: tree.you ?? false,
      branches: tree.children.length,
      hidden: isFolded ? countDescendants(tree) : 0,
    },
    children: isFolded ? [] : tree.children.map((child, i) => toChartData(child, folded, childKey(key, i))),
  };
}

export interface MemberEntry {
  key: string;
  name: string;
  label: string;
  you: boolean;
}

/** Every member on the tree with the key of their node, in the tree's order. */
export function memberEntries(tree: FamilyTreeNode, key = ROOT_KEY): MemberEntry[] {
  const own: MemberEntry[] =
    tree.kind === 'member' ? [{ key, name: tree.name, label: tree.label ?? '', you: tree.you ?? false }] : [];
  return [...own, ...tree.children.flatMap((child, i) => memberEntries(child, childKey(key, i)))];
}
