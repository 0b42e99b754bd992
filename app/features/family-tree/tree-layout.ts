import type { TreeLinkDatum } from 'react-d3-tree';
import type { FamilyTreeNode } from './tree-building';

type NodeKind = FamilyTreeNode['kind'];

/** The grid of the drawing in tree units: one column per node, one row per generation. */
export const NODE_SIZE = { x: 120, y: 160 };
export const SEPARATION = { siblings: 1, nonSiblings: 1.15 };

/** Names are drawn at this size in tree units; the view's scale turns it into what the eye sees. */
export const NAME_FONT_PX = 16;

const RADIUS: Record<NodeKind, number> = { root: 30, family: 30, member: 26 };
const FIRST_BASELINE = 20;
const NAME_LINE = 19;
const LABEL_LINE = 18;
const DESCENT = 5;

export interface NodeText {
  text: string;
  y: number;
  role: 'name' | 'label';
}

export interface NodeLayout {
  radius: number;
  /** Name lines then the label, each with its baseline below the circle. */
  texts: NodeText[];
  /** How far below the node's centre its last line of text ends. */
  bottom: number;
}

/**
 * A name on two lines, split at the space nearest its middle ("Mary Ann" / "Smith"), so each column of the tree is
 * only as wide as the longer half of a name. A name without a space stays on one line.
 */
export function nameLines(name: string): string[] {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return [name.trim()];
  let best = 1;
  let bestGap = Infinity;
  for (let i = 1; i < words.length; i++) {
    const gap = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (gap < bestGap) [best, bestGap] = [i, gap];
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** Where a node's circle and text lines go: the text sits under the circle, never where links run. */
export function nodeLayout(kind: NodeKind, name: string, label?: string): NodeLayout {
  const radius = RADIUS[kind];
  const texts: NodeText[] = nameLines(name).map((text, i) => ({
    text,
    y: radius + FIRST_BASELINE + i * NAME_LINE,
    role: 'name',
  }));
  const last = texts.at(-1)?.y ?? radius;
  if (label) texts.push({ text: label, y: last + LABEL_LINE, role: 'label' });
  return { radius, texts, bottom: (texts.at(-1)?.y ?? radius) + DESCENT };
}

function layoutOf(datum: TreeLinkDatum['source']['data']): NodeLayout {
  const attributes = datum.attributes ?? {};
  const label = attributes.label ? String(attributes.label) : undefined;
  return nodeLayout(String(attributes.kind) as NodeKind, datum.name, label);
}

/**
 * A step link that leaves the parent below its last line of text and reaches the child at the top of its circle,
 * so no line crosses a name; the horizontal run sits halfway, between two rows of nodes.
 */
export function linkPath({ source, target }: Pick<TreeLinkDatum, 'source' | 'target'>): string {
  const start = source.y + layoutOf(source.data).bottom;
  const end = target.y - layoutOf(target.data).radius;
  const middle = (start + end) / 2;
  return `M${source.x},${start} V${middle} H${target.x} V${end}`;
}
