import type { ReactNode } from 'react';
import { isSafeExternalUrl } from './safe-link';
import { type Inline, parseSimpleMarkdown } from './simple-markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type === 'text') return node.text;
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

/**
 * A long text an officer wrote, as paragraphs with bold, italic and links: built from React elements, so whatever
 * was typed (including HTML) is shown as text and never runs.
 */
export function RichText({ source, className }: { source: string; className?: string }) {
  return parseSimpleMarkdown(source).map((paragraph, i) => (
    <p key={i} className={className}>
      {renderInline(paragraph)}
    </p>
  ));
}
