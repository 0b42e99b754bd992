import { Link } from 'react-router';
import type { Shortcut } from '../officer-tools';
import styles from './shortcut-buttons.module.css';

/** The officer tools this member's role may open; nothing for other roles. */
export function ShortcutButtons({ shortcuts }: { shortcuts: Shortcut[] }) {
  if (shortcuts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="officer-tools-title">
      <h2 id="officer-tools-title" className={styles.title}>
        Your officer tools
      </h2>
      <nav aria-label="Officer tools">
        <ul className={styles.buttons}>
          {shortcuts.map((s) => (
            <li key={s.path}>
              <Link to={s.path} className={styles.button}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
