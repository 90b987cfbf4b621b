import { useEffect } from 'react';
import * as styles from './PageHeading.css';

export interface PageHeadingProps {
  title: string;
}

/**
 * A route whose screen arrives in a later issue shows only its heading: no fake data (issue 2 §6).
 */
export function PageHeading({ title }: PageHeadingProps) {
  useEffect(() => {
    document.title = `${title} · Tenderlens`;
  }, [title]);
  return (
    <div className={styles.main}>
      <h1 id="page-heading" className={styles.heading}>
        {title}
      </h1>
    </div>
  );
}
