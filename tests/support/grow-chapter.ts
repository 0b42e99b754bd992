import { parseCsv } from '../../app/shared/text/csv';
import { formPost } from './http-sign-in';

// Chapters as large as a meeting needs, for the fault suite and the bench: members added as the Webmaster would.

/** A running site, as scripts reach it: its address. */
interface Site {
  url: string;
}

/** The active members' emails, from the roster export the Webmaster downloads. */
export async function activeEmails(site: Site, webmaster: string): Promise<string[]> {
  const response = await fetch(`${site.url}/admin/user-management/export`, { headers: { Cookie: webmaster } });
  const [header = [], ...rows] = parseCsv(await response.text());
  const status = header.indexOf('status');
  const email = header.indexOf('email');
  return rows.filter((row) => row[status] === 'active' && row[email]).map((row) => row[email]!);
}

/** Adds active members through User Management, as the Webmaster would, until the chapter has `count`. */
export async function growChapterTo(site: Site, webmaster: string, count: number): Promise<string[]> {
  const emails = await activeEmails(site, webmaster);
  for (let n = emails.length; n < count; n++) {
    const email = `meeting-${n}@example.org`;
    const response = await fetch(`${site.url}/admin/user-management`, {
      ...formPost({
        intent: 'add-active',
        email,
        firstName: 'Meeting',
        lastName: `Member ${n}`,
        class: 'Mu',
        graduationYear: '2030',
        family: '',
        major: '',
        bigId: '',
        linkedinUrl: '',
      }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: webmaster, Origin: site.url },
    });
    await response.arrayBuffer();
  }
  return activeEmails(site, webmaster);
}
