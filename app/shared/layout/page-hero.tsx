import type { ReactNode } from 'react';
import type { Photo } from '../photos/photo';
import { ResponsivePhoto } from '../photos/responsive-photo';
import styles from './page-hero.module.css';

/** The banner that opens every page: a title over the chapter's red (or a photo), with optional content below it. */
export function PageHero({ title, children, background }: { title: string; children?: ReactNode; background?: Photo }) {
  return (
    <section className={`${styles.hero} ${background ? styles.withPhoto : ''}`}>
      {background && <ResponsivePhoto photo={background} alt="" sizes="100vw" priority backdrop />}
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </section>
  );
}
