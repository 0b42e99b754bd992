import type { ReactNode } from 'react';
import { ProfilePicture } from '../../shared/pictures/profile-picture';
import styles from './member-card.module.css';

/** What a public directory card shows about one person. */
export type CardPerson = {
  id: number;
  firstName: string;
  lastName: string;
  role: string | null;
  major: string | null;
  graduationYear: number | null;
  picture: string;
  linkedinUrl: string | null;
};

type Props = {
  person: CardPerson;
  highlight?: boolean;
  badge?: string;
  footer?: ReactNode;
  /** The card shows before the visitor scrolls, so its picture loads with the page. */
  eager?: boolean;
};

/**
 * A directory card. With a LinkedIn address the whole card is a real link opening in a new tab, so it works
 * with the keyboard, middle-click and "open in new tab".
 */
export function MemberCard({ person, highlight = false, badge, footer, eager = false }: Props) {
  const name = `${person.firstName} ${person.lastName}`;
  const body = (
    <>
      <ProfilePicture src={person.picture} alt={name} className={styles.picture} eager={eager} />
      {badge && <span className={styles.badge}>{badge}</span>}
      <h3 className={styles.name}>{name}</h3>
      {person.role && <p className={styles.role}>{person.role}</p>}
      {person.major && <p className={styles.detail}>{person.major}</p>}
      {person.graduationYear && <p className={styles.detail}>Class of {person.graduationYear}</p>}
    </>
  );
  const className = `${styles.card} ${highlight ? styles.highlight : ''}`;
  return (
    <li className={styles.item}>
      {person.linkedinUrl ? (
        <a
          className={`${className} ${styles.link}`}
          href={person.linkedinUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${name} on LinkedIn (opens in a new tab)`}
        >
          {body}
        </a>
      ) : (
        <div className={className}>
          {body}
          {footer}
        </div>
      )}
    </li>
  );
}
