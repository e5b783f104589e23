// What the content area shows while a view's code is on its way (normally a blink; slow networks see a spinner).
import styles from './view-loading.module.css';

export function ViewLoading() {
  return (
    <div className={styles.wrap} data-testid="view-suspense" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden" role="status">
        Opening view
      </span>
    </div>
  );
}
