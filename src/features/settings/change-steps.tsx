// The "step n of m" strip of an email or phone change, so the user sees where they are.
import styles from './account-forms.module.css';

export function ChangeSteps({
  labels,
  current,
  testId,
}: {
  labels: readonly string[];
  current: number;
  testId: string;
}) {
  return (
    <ol className={styles.steps} aria-label="Steps" data-testid={testId}>
      {labels.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'active' : 'todo';
        const className = [
          styles.step,
          state === 'active' ? styles.stepActive : '',
          state === 'done' ? styles.stepDone : '',
        ].join(' ');
        return (
          <li
            key={label}
            className={className}
            aria-current={state === 'active' ? 'step' : undefined}
            data-testid={`${testId}-${index + 1}`}
            data-state={state}
          >
            {index + 1}. {label}
          </li>
        );
      })}
    </ol>
  );
}
