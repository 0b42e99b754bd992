import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { DEFAULT_PICTURE } from '../pictures/pictures';
import { useDismiss } from './use-dismiss';
import styles from './account-menu.module.css';

export interface HeaderMember {
  firstName: string;
  lastName: string;
  email: string;
  pictureUrl: string;
  /** An officer's own position's handbook, or for a member the list of every handbook. */
  handbook: { path: string; label: string };
  links: { path: string; label: string }[];
}

/** The pages every member's menu opens, before the handbook and the officer tools. */
const MEMBER_PAGES = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/check-in', label: 'Check in' },
  { path: '/attendance', label: 'Attendance' },
  { path: '/family-tree', label: 'Family Tree' },
  { path: '/elections', label: 'Elections' },
  { path: '/announcements', label: 'Announcements' },
  { path: '/calendar-feed', label: 'Calendar feed' },
];

/**
 * The signed-in member's dropdown: Dashboard, Check in (a member at a meeting reaches the code field from any page),
 * Attendance, Family Tree, Elections (nominations, the ballot and published results), Announcements, Calendar feed (the
 * chapter's events in the member's own calendar), Handbook (an officer's own) or
 * Handbooks (every one), the officer tools the role permits, and Logout.
 */
export function AccountMenu({ member }: { member: HeaderMember }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useDismiss(open, close, buttonRef, panelRef);

  useVisitLog(member.email);
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <div className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <img
          src={member.pictureUrl}
          alt=""
          width={32}
          height={32}
          className={styles.avatar}
          onError={(event) => (event.currentTarget.src = DEFAULT_PICTURE)}
        />
        <span>{name}</span>
        <span className="visually-hidden">account menu</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
      >
        <ul>
          {[...MEMBER_PAGES, member.handbook, ...member.links].map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Form method="post" action="/logout">
              <button type="submit">Logout</button>
            </Form>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** Tells the server once per browser session that the member is here; failures only reach the console. */
function useVisitLog(email: string) {
  useEffect(() => {
    if (sessionStorage.getItem('visit-logged')) return;
    sessionStorage.setItem('visit-logged', 'true');
    fetch('/api/log-visit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    }).catch((error: unknown) => console.error('Could not log the visit', error));
  }, [email]);
}
