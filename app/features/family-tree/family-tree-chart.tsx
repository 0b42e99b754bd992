import { useLayoutEffect, useRef, useState } from 'react';
import Tree, { type CustomNodeElementProps, type RawNodeDatum } from 'react-d3-tree';
import { constants } from '../../config/chapter';
import { DEFAULT_PICTURE } from '../../shared/pictures/pictures';
import type { FamilyTreeNode } from './tree-building';
import styles from './family-tree-chart.module.css';

/** react-d3-tree wants extra fields as string/number/boolean attributes. */
function toRaw(node: FamilyTreeNode): RawNodeDatum {
  return {
    name: node.name,
    attributes: {
      kind: node.kind,
      ...(node.picture ? { picture: node.picture } : {}),
      ...(node.label ? { label: node.label } : {}),
      alumni: node.alumni ?? false,
    },
    children: node.children.map(toRaw),
  };
}

function TreeNode({ nodeDatum, toggleNode }: CustomNodeElementProps) {
  const attributes = nodeDatum.attributes ?? {};
  const kind = String(attributes.kind);
  const hasChildren = (nodeDatum.children?.length ?? 0) > 0;
  const collapsed = Boolean(nodeDatum.__rd3t.collapsed);
  const tone = kind === 'member' ? (attributes.alumni ? styles.alumni : styles.active) : styles[kind];
  const label = attributes.label ? String(attributes.label) : '';
  return (
    <g
      className={`${styles.node} ${tone}`}
      role="button"
      tabIndex={0}
      aria-label={[nodeDatum.name, label].filter(Boolean).join(', ')}
      aria-expanded={hasChildren ? !collapsed : undefined}
      data-kind={kind}
      onClick={toggleNode}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        toggleNode();
      }}
    >
      <circle r={kind === 'member' ? 34 : 40} className={styles.ring} />
      {kind === 'member' && (
        <image
          href={String(attributes.picture ?? DEFAULT_PICTURE)}
          x={-30}
          y={-30}
          width={60}
          height={60}
          preserveAspectRatio="xMidYMid slice"
          className={styles.avatar}
          onError={(event) => event.currentTarget.setAttribute('href', DEFAULT_PICTURE)}
        />
      )}
      <text y={kind === 'member' ? 52 : 60} className={styles.name}>
        {nodeDatum.name}
      </text>
      {label && (
        <text y={68} className={styles.label}>
          {label}
        </text>
      )}
    </g>
  );
}

/** The interactive family tree (client only): vertical, step links, zoom and drag, click to collapse a branch. */
export default function FamilyTreeChart({ tree }: { tree: FamilyTreeNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frame} className={styles.frame} data-testid="family-tree">
      {width > 0 && (
        <Tree
          data={toRaw(tree)}
          orientation="vertical"
          pathFunc="step"
          nodeSize={{ x: 150, y: 150 }}
          separation={{ siblings: 1, nonSiblings: 1.5 }}
          scaleExtent={{ min: 0.1, max: 1 }}
          zoom={width <= constants.mobileBreakpointPx ? 0.35 : 0.5}
          translate={{ x: width / 2, y: 70 }}
          zoomable
          draggable
          collapsible
          enableLegacyTransitions
          transitionDuration={500}
          renderCustomNodeElement={(props) => <TreeNode {...props} />}
          svgClassName={styles.svg}
          pathClassFunc={() => styles.link ?? ''}
        />
      )}
    </div>
  );
}
