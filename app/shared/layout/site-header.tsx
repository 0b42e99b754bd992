import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { chapter } from '../../config/chapter';
import { useDismiss } from './use-dismiss';
import styles from './site-header.module.css';

export const PUBLIC_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about-us', label: 'About Us' },
  { to: '/meet-the-brothers', label: 'Meet The Brothers' },
  { to: '/rush', label: 'Rush' },
  { to: '/alumni', label: 'Alumni' },
] as const;

/**
 * The header on every page. At the phone breakpoint or narrower the links fold into a menu button; Escape or a
 * click outside closes it and returns focus to the button. The bell (a signed-in member's) sits before the account
 * menu, and on a phone beside the menu button, so its count shows without opening the menu.
 */
export function SiteHeader({ account, bell }: { account: ReactNode; bell?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useDismiss(open, close, buttonRef, navRef);

  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand} aria-label={`${chapter.fraternity} ${chapter.name} home`}>
          <span className={styles.crest} aria-hidden="true">
            ΘΤ
          </span>
          <span className={styles.wordmark}>
            <span className={styles.fraternity}>{chapter.fraternity}</span>
            <span className={styles.chapterName}>{chapter.name}</span>
          </span>
        </Link>
        {bell ? <div className={styles.phoneBell}>{bell}</div> : null}
        <button
          ref={buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav
          id="site-nav"
          ref={navRef}
          aria-label="Main"
          className={styles.nav}
          data-open={open ? 'true' : 'false'}
          // Following any link in the menu closes it.
          onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
        >
          <ul className={styles.links}>
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.account}>
            {bell ? <div className={styles.wideBell}>{bell}</div> : null}
            {account}
          </div>
        </nav>
      </div>
    </header>
  );
}
