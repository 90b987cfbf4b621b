import { useEffect, type ReactNode } from 'react';
import * as styles from './AuthCard.css';

/** The signed-out pages' card (sign in, sign up, verify, reset, accept an invitation): brand, heading, content. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Tenderlens`;
  }, [title]);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand} aria-hidden="true">
          Tenderlens
        </div>
        <h1 className={styles.heading}>{title}</h1>
        {children}
      </div>
    </main>
  );
}

export { styles as authStyles };
