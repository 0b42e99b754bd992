import styles from './load-failure.module.css';

/** The message a directory shows when its data could not be read. */
export function LoadFailure({ message }: { message: string }) {
  return (
    <p role="alert" className={`container ${styles.failure}`}>
      {message}
    </p>
  );
}
