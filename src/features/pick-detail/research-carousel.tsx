// The 'Research' carousel: 7 cards. Card 1 (why this pick) and card 3 (physical readiness) are
// written by the server's research provider; the others are built here from the logs, the model,
// the price and the experts' records.
import { useRef, useState } from 'react';
import type { Pick } from '../../domain/picks/server-pick';
import { useResearchCards } from './use-research-cards';
import type { PickData } from './use-pick-data';
import styles from './research.module.css';

export function ResearchCarousel({ pick, data }: { pick: Pick; data: PickData }) {
  const track = useRef<HTMLOListElement>(null);
  const [index, setIndex] = useState(0);
  const cards = useResearchCards(pick, data);
  const go = (next: number) => {
    const clamped = Math.max(0, Math.min(cards.length - 1, next));
    setIndex(clamped);
    const card = track.current?.children[clamped] as HTMLElement | undefined;
    track.current?.scrollTo({
      left: (card?.offsetLeft ?? 0) - (track.current.offsetLeft ?? 0),
      behavior: 'smooth',
    });
  };
  const onScroll = () => {
    const el = track.current;
    if (!el) return;
    const children = [...el.children] as HTMLElement[];
    const left = el.scrollLeft + el.offsetLeft;
    const nearest = children.reduce(
      (best, child, i) =>
        Math.abs(child.offsetLeft - left) < Math.abs((children[best]?.offsetLeft ?? 0) - left)
          ? i
          : best,
      0,
    );
    setIndex(nearest);
  };

  return (
    <section className={styles.section} aria-labelledby="research-title" data-testid="research">
      <div className={styles.head}>
        <h3 id="research-title" className={styles.title}>
          Research
        </h3>
        <span className={styles.position} aria-live="polite">
          {index + 1} / {cards.length}
        </span>
        <button
          type="button"
          className={styles.nav}
          onClick={() => go(index - 1)}
          disabled={index === 0}
          aria-label="Previous card"
          data-testid="research-prev"
        >
          ‹
        </button>
        <button
          type="button"
          className={styles.nav}
          onClick={() => go(index + 1)}
          disabled={index === cards.length - 1}
          aria-label="Next card"
          data-testid="research-next"
        >
          ›
        </button>
      </div>
      <ol
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        tabIndex={0}
        aria-label="Research cards"
      >
        {cards.map((card, i) => (
          <li
            key={card.title}
            className={styles.card}
            data-testid={`research-card-${i + 1}`}
            data-pending={card.pending}
          >
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
            <h4 className={styles.cardTitle}>{card.title}</h4>
            <p className={card.pending ? styles.pending : styles.text}>{card.text}</p>
            {card.note && <p className={styles.note}>{card.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
