// The detail's 'Prices' card (issue [M]): the pick's side at every book quoting it, the best price
// marked (the one the card shows), each book's vig, the market's vig-free probability, the return
// at the best price, and how the line moved from the open. Odds follow the odds-format preference.
// Its GET is one of the detail's requests (detail-requests.ts): stored for held picks, offline too.
import { useContext } from 'react';
import type { PickMarketReply } from '../../api/picks-contract';
import {
  closingLineText,
  lineMoveText,
  returnAtBestPercent,
  signedPercentText,
} from '../../domain/odds/market-view';
import { formatOdds } from '../../domain/odds/odds';
import { percentText } from '../../domain/probability/pick-probabilities';
import type { Pick } from '../../domain/picks/server-pick';
import { asProbability } from '../../domain/probability/scales';
import { OddsFormatContext } from '../../ui/odds-format';
import { useApiGet } from '../../state/hooks/use-api-get';
import { marketPath } from './detail-requests';
import styles from './market-card.module.css';

type Book = PickMarketReply['books'][number];

function MarketTable({ reply }: { reply: PickMarketReply }) {
  const format = useContext(OddsFormatContext);
  const price = (odds: number | undefined) =>
    odds === undefined ? '—' : (formatOdds(odds, format) ?? '—');
  const live = (b: Book) => b.current ?? b.close ?? b.open;
  const later = reply.books.some((b) => b.current) ? 'Now' : 'Close';
  return (
    <table className={styles.table} data-testid="market-table">
      <thead>
        <tr>
          <th scope="col">Book</th>
          <th scope="col">Open</th>
          <th scope="col">{later}</th>
          <th scope="col">Other side</th>
          <th scope="col">Vig</th>
        </tr>
      </thead>
      <tbody>
        {reply.books.map((b) => {
          const best = reply.best?.book === b.book;
          return (
            <tr
              key={b.book}
              className={best ? styles.best : undefined}
              data-testid="market-row"
              data-book={b.book}
              data-best={best ? 'true' : 'false'}
            >
              <th scope="row">
                {b.book}
                {best && <span className={styles.badge}>Best</span>}
              </th>
              <td>{price(b.open?.odds)}</td>
              <td className={styles.live} data-testid="market-row-price">
                {price(live(b)?.odds)}
              </td>
              <td>{price(live(b)?.other_odds)}</td>
              <td>{b.vig === null ? '—' : `${(b.vig * 100).toFixed(1)}%`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function MarketSummary({ pick, reply }: { pick: Pick; reply: PickMarketReply }) {
  const format = useContext(OddsFormatContext);
  const fairNow = reply.fair.current ?? reply.fair.close ?? reply.fair.open;
  const back = returnAtBestPercent(pick.meta.calibratedProbability, reply.best?.odds);
  const move = lineMoveText(reply.fair.open, reply.fair.current ?? reply.fair.close);
  const clv = closingLineText(reply.clv_percent);
  return (
    <>
      <dl className={styles.summary}>
        {reply.best && (
          <div data-testid="market-best">
            <dt>Best price</dt>
            <dd>
              {formatOdds(reply.best.odds, format)} at {reply.best.book}
            </dd>
          </div>
        )}
        {fairNow !== null && (
          <div data-testid="market-fair">
            <dt>Fair probability (no vig)</dt>
            <dd>{percentText(asProbability(fairNow))}</dd>
          </div>
        )}
        {back !== null && (
          <div data-testid="market-return">
            <dt>Expected return at the best price</dt>
            <dd className={back >= 0 ? styles.up : styles.down}>{signedPercentText(back)}</dd>
          </div>
        )}
      </dl>
      {move !== null && (
        <p className={styles.note} data-testid="market-move">
          {move}
        </p>
      )}
      {clv !== null && (
        <p className={styles.note} data-testid="market-clv">
          {clv}
        </p>
      )}
    </>
  );
}

export function MarketCard({ pick }: { pick: Pick }) {
  const path = marketPath(pick);
  const market = useApiGet<PickMarketReply>(path);
  if (path === null) return null;
  return (
    <section
      className={styles.card}
      aria-labelledby="market-title"
      aria-busy={market.status === 'loading'}
      data-testid="market"
      data-state={market.status}
    >
      <h3 id="market-title" className={styles.title}>
        Prices
      </h3>
      {market.status === 'ok' && market.data.books.length > 0 && (
        <>
          <MarketSummary pick={pick} reply={market.data} />
          <div className={styles.scroll}>
            <MarketTable reply={market.data} />
          </div>
        </>
      )}
      {market.status === 'ok' && market.data.books.length === 0 && (
        <p className={styles.note} data-testid="market-empty">
          No book prices are recorded for this pick.
        </p>
      )}
      {market.status === 'loading' && <p className={styles.note}>Loading the prices…</p>}
      {market.status === 'offline' && (
        <p className={styles.note} data-testid="market-offline">
          The prices need a connection.
        </p>
      )}
      {market.status === 'error' && (
        <p className={styles.note} data-testid="market-error">
          The prices could not be loaded.
        </p>
      )}
    </section>
  );
}
