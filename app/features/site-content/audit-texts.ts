import type { AuditTexts } from '../../shared/db/audit-texts';

const SECTION_TEXT: Record<string, string> = {
  rush: 'the rush season',
  regent: "the regent's message",
  photos: 'the photos',
  dashboard: 'the dashboard settings',
  contact: 'the contact address',
};

const section = (value: unknown) => SECTION_TEXT[String(value)] ?? 'the site content';

/** The admin overview's sentence for each change to the site content, naming the part changed. */
export const auditTexts: AuditTexts = {
  'site-content.save': (d) => `Changed ${section(d.section)}`,
  'site-content.restore': (d) => `Restored the previous version of ${section(d.section)}`,
};
