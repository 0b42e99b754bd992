/**
 * The kinds of email the site sends, each of which a member may stop from the email itself, and how its unsubscribe
 * link names it ("Stop emails about announcements").
 */
export const EMAIL_KINDS = {
  announcement: 'announcements',
} as const;
export type EmailKind = keyof typeof EMAIL_KINDS;

export const isEmailKind = (value: string): value is EmailKind => Object.hasOwn(EMAIL_KINDS, value);
