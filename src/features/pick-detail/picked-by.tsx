// 'Picked By': up to 9 expert avatars in a 3 x 3 grid, then 'and N more'; each opens that
// handicapper's profile (closing the dialog). The tooltip names 4 of them, then '+N more'.
import { useLocation } from 'wouter';
import { tooltipNames, visibleAvatars } from '../../domain/picks/expert-avatars';
import { InitialsAvatar } from '../../ui/initials-avatar';
import { profilePathForName } from '../../state/handicapper-selection';
import { closePickDetail } from '../../state/pick-detail';
import styles from './picked-by.module.css';

export function PickedBy({ names }: { names: readonly string[] }) {
  const [, navigate] = useLocation();
  if (names.length === 0) return null;
  const { shown, moreText } = visibleAvatars(names);
  const tip = tooltipNames(names);
  const tipText = [...tip.shown, ...(tip.moreText ? [tip.moreText] : [])].join(', ');

  const open = (name: string) => {
    closePickDetail();
    navigate(profilePathForName(name));
  };

  return (
    <section className={styles.section} aria-labelledby="picked-by-title">
      <h3 id="picked-by-title" className={styles.title}>
        Picked By <span className={styles.count}>{names.length}</span>
      </h3>
      <div className={styles.wrap}>
        <ul className={styles.grid} data-testid="picked-by">
          {shown.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={styles.expert}
                onClick={() => open(name)}
                data-testid="picked-by-avatar"
              >
                <InitialsAvatar name={name} className={styles.avatar} />
                <span className={styles.name} data-testid="picked-by-name">
                  {name}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {moreText && (
          <p className={styles.more} data-testid="picked-by-more">
            {moreText}
          </p>
        )}
        <p className={styles.tooltip} role="note" data-testid="picked-by-tooltip">
          {tipText}
        </p>
      </div>
    </section>
  );
}
