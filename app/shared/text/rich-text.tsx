import type { ReactNode } from 'react';
import { isSafeExternalUrl } from './safe-link';
import { type Block, type Inline, parseMarkdown } from './simple-markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type === 'text') return node.text;
    if (node.type === 'code') return <code key={i}>{node.text}</code>;
    if (node.type === 'strong') return <strong key={i}>{renderInline(node.children)}</strong>;
    if (node.type === 'em') return <em key={i}>{renderInline(node.children)}</em>;
    const external = isSafeExternalUrl(node.href);
    return (
      <a key={i} href={node.href} rel={external ? 'noopener noreferrer' : undefined}>
        {renderInline(node.children)}
      </a>
    );
  });
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function renderBlock(block: Block, key: number, topHeading: number, className: string | undefined): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <p key={key} className={className}>
          {renderInline(block.children)}
        </p>
      );
    case 'heading': {
      const Tag = `h${Math.min(topHeading + block.depth - 1, 6)}` as HeadingTag;
      return <Tag key={key}>{renderInline(block.children)}</Tag>;
    }
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInline(item)}</li>);
      return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
  }
}

/**
 * A long text an officer wrote (simple-markdown.ts), built from React elements so typed HTML never runs. `topHeading`
 * is the level of a `#` heading, one below the heading the text sits under, so the page's outline holds.
 */
export function RichText({
  source,
  className,
  topHeading = 3,
}: {
  source: string;
  className?: string;
  topHeading?: 2 | 3 | 4;
}) {
  return parseMarkdown(source).map((block, i) => renderBlock(block, i, topHeading, className));
}
