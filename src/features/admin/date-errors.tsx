// The New Default Date's errors: the first one, and 'Show N more error(s)' to reveal the rest.
import { useState } from 'react';
import { moreErrorsLinkText } from '../../domain/admin/default-date-validation';
import styles from './admin.module.css';

export function DateErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  const [expanded, setExpanded] = useState(false);
  const more = moreErrorsLinkText(errors);
  if (errors.length === 0) return <div id={id} />;
  return (
    <div id={id} className={styles.errors} role="alert">
      <p className={styles.error} data-testid="date-error">
        {errors[0]}
      </p>
      {more && !expanded && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setExpanded(true)}
          data-testid="date-more-errors"
        >
          {more}
        </button>
      )}
      {expanded && (
        <ul className={styles.moreErrors} data-testid="date-errors-rest">
          {errors.slice(1).map((error) => (
            <li key={error} className={styles.error} data-testid="date-error-more">
              {error}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
