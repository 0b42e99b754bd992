import { Link } from 'react-router';
import { chapter } from '../../config/chapter';
import styles from './site-footer.module.css';

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.name}>
            {chapter.fraternity} · {chapter.name} Chapter
          </p>
          <p className={styles.muted}>
            {chapter.tagline} at {chapter.university}
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link to="/rush">Rush</Link>
            </li>
            <li>
              <Link to="/about-us">About Us</Link>
            </li>
            <li>
              <a href={chapter.nationalWebsite} rel="noopener noreferrer">
                National {chapter.fraternity}
              </a>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {year} {chapter.copyright}
        </p>
      </div>
    </footer>
  );
}
