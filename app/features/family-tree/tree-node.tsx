import type { TreeNodeDatum } from 'react-d3-tree';
import { DEFAULT_PICTURE } from '../../shared/pictures/pictures';
import { NAME_FONT_PX, nodeLayout } from './tree-layout';
import styles from './family-tree-chart.module.css';

const BADGE_HEIGHT = 22;
/** Width of a badge for its text, at the badge's 13 px bold. */
const badgeWidth = (text: string) => 14 + text.length * 9;

/** A rounded tag beside the circle: "You" on the right, "+5" (people in a folded branch) on the left. */
function Badge({ text, side, radius, className }: { text: string; side: 1 | -1; radius: number; className?: string }) {
  const width = badgeWidth(text);
  const x = side > 0 ? radius + 4 : -radius - 4 - width;
  return (
    <g className={`${styles.badge} ${className ?? ''}`} aria-hidden="true">
      <rect x={x} y={-BADGE_HEIGHT / 2} width={width} height={BADGE_HEIGHT} rx={BADGE_HEIGHT / 2} />
      <text x={x + width / 2} y={5}>
        {text}
      </text>
    </g>
  );
}

/**
 * One person, family or the root: a circle (with the member's picture), the name under it on one or two lines and
 * the label under that. Selecting it (click, tap, Enter or Space) folds or unfolds its branch.
 */
export function TreeNode({
  nodeDatum,
  highlighted,
  onToggle,
}: {
  nodeDatum: TreeNodeDatum;
  highlighted: boolean;
  onToggle: (key: string) => void;
}) {
  const attributes = nodeDatum.attributes ?? {};
  const key = String(attributes.key);
  const kind = String(attributes.kind) as 'root' | 'family' | 'member';
  const label = attributes.label ? String(attributes.label) : undefined;
  const you = attributes.you === true;
  const hidden = Number(attributes.hidden);
  const hasBranch = Number(attributes.branches) > 0;
  const layout = nodeLayout(kind, nodeDatum.name, label);
  const tone = kind === 'member' ? (attributes.alumni ? styles.alumni : styles.active) : styles[kind];
  const description = [
    nodeDatum.name + (you ? ' (you)' : ''),
    label,
    hidden > 0 ? `${hidden} more in this branch` : undefined,
  ];
  return (
    <g
      className={[styles.node, tone, you && styles.you, highlighted && styles.highlighted].filter(Boolean).join(' ')}
      role="button"
      tabIndex={0}
      aria-label={description.filter(Boolean).join(', ')}
      aria-expanded={hasBranch ? hidden === 0 : undefined}
      aria-current={highlighted ? 'true' : undefined}
      data-kind={kind}
      data-key={key}
      data-you={you || undefined}
      onClick={() => onToggle(key)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onToggle(key);
      }}
    >
      <circle r={layout.radius} className={`${styles.ring} ${hidden > 0 ? styles.folded : ''}`} />
      {kind === 'member' && (
        <image
          href={String(attributes.picture ?? DEFAULT_PICTURE)}
          x={-layout.radius + 4}
          y={-layout.radius + 4}
          width={2 * layout.radius - 8}
          height={2 * layout.radius - 8}
          preserveAspectRatio="xMidYMid slice"
          className={styles.avatar}
          onError={(event) => event.currentTarget.setAttribute('href', DEFAULT_PICTURE)}
        />
      )}
      {layout.texts.map((line) => (
        <text
          key={`${line.role}${line.y}`}
          y={line.y}
          fontSize={line.role === 'name' ? NAME_FONT_PX : undefined}
          className={line.role === 'name' ? styles.name : styles.label}
        >
          {line.text}
        </text>
      ))}
      {you && <Badge text="You" side={1} radius={layout.radius} className={styles.youBadge} />}
      {hidden > 0 && <Badge text={`+${hidden}`} side={-1} radius={layout.radius} />}
    </g>
  );
}
