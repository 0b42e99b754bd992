import { renderToStaticMarkup } from 'react-dom/server';
import { chapter } from '../../config/chapter';
import { RichText } from '../text/rich-text';

/** What an email says, before it has an address: its subject, its text in the site's safe Markdown, and a link. */
export interface EmailContent {
  subject: string;
  markdown: string;
  /** A page of the site the message is about, as an absolute address. */
  link?: { url: string; label: string };
  /** The signed address that stops this kind of email for this member. */
  unsubscribeUrl?: string;
  /** What the unsubscribe link stops, as in "Stop emails about announcements". */
  kindName: string;
}

const CHAPTER = `${chapter.fraternity} ${chapter.name}`;

/** The plain-text part: the Markdown reads as text, then the link and how to stop this kind of email. */
export function emailText(content: EmailContent): string {
  const lines = [content.markdown.trim(), ''];
  if (content.link) lines.push(`${content.link.label}: ${content.link.url}`, '');
  lines.push('—', `${CHAPTER}, ${chapter.university}`);
  if (content.unsubscribeUrl) lines.push(`Stop emails about ${content.kindName}: ${content.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

// Email clients ignore style sheets, so the site's colours are written on each element.
const styles = {
  body: { margin: 0, padding: '24px 12px', background: '#fbf9f6', fontFamily: 'system-ui, Arial, sans-serif' },
  card: { maxWidth: 560, margin: '0 auto', background: '#ffffff', border: '1px solid #e4dfd8', borderRadius: 10 },
  band: { background: '#6b0f1a', color: '#ffffff', padding: '16px 24px', borderRadius: '10px 10px 0 0' },
  chapter: { margin: 0, fontFamily: 'Georgia, serif', fontSize: 18 },
  content: { padding: '8px 24px 16px', color: '#1c1b1f', fontSize: 16, lineHeight: 1.5 },
  subject: { fontFamily: 'Georgia, serif', fontSize: 22, margin: '16px 0 8px' },
  button: {
    display: 'inline-block',
    background: '#8a1526',
    color: '#ffffff',
    padding: '10px 18px',
    borderRadius: 6,
    textDecoration: 'none',
  },
  footer: { padding: '12px 24px 20px', color: '#55525c', fontSize: 13, borderTop: '1px solid #e4dfd8' },
  footerLink: { color: '#55525c' },
} as const;

/** The HTML part, in the site's look: the chapter's band, the message, its link as a button, and the footer. */
export function emailHtml(content: EmailContent): string {
  const page = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={styles.body}>
        <div style={styles.card}>
          <div style={styles.band}>
            <p style={styles.chapter}>{CHAPTER}</p>
          </div>
          <div style={styles.content}>
            <h1 style={styles.subject}>{content.subject}</h1>
            <RichText source={content.markdown} topHeading={2} />
            {content.link && (
              <p>
                <a href={content.link.url} style={styles.button}>
                  {content.link.label}
                </a>
              </p>
            )}
          </div>
          <div style={styles.footer}>
            <p>
              {CHAPTER}, {chapter.university}
            </p>
            {content.unsubscribeUrl && (
              <p>
                <a href={content.unsubscribeUrl} style={styles.footerLink}>
                  Stop emails about {content.kindName}
                </a>
              </p>
            )}
          </div>
        </div>
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
