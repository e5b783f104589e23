// The chart panel: tabs 'Recent Form' and 'Probability' (the spec's recent / distribution).
import { useState, type KeyboardEvent } from 'react';
import { CHART_TEXTS } from '../../domain/research/recent-form-chart';
import type { Pick } from '../../domain/picks/server-pick';
import { ProbabilityView } from './probability-view';
import { RecentFormView } from './recent-form-view';
import { useIsDesktop } from '../../ui/use-is-desktop';
import type { PickData } from './use-pick-data';
import styles from './charts.module.css';

type ChartTab = 'recent' | 'distribution';
const TABS: { id: ChartTab; label: string }[] = [
  { id: 'recent', label: CHART_TEXTS.recentTab },
  { id: 'distribution', label: CHART_TEXTS.distributionTab },
];

export function ChartPanel({ pick, data }: { pick: Pick; data: PickData }) {
  const [tab, setTab] = useState<ChartTab>('recent');
  const height = useIsDesktop() ? 240 : 200;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = tab === 'recent' ? 'distribution' : 'recent';
    setTab(next);
    document.getElementById(`chart-tab-${next}`)?.focus();
  };
  return (
    <section className={styles.panel} aria-label="Charts" data-testid="chart-panel">
      <div className={styles.tabs} role="tablist" aria-label="Chart" onKeyDown={onKey}>
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            id={`chart-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls="chart-tabpanel"
            tabIndex={tab === id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(id)}
            data-testid={`chart-tab-${id}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        id="chart-tabpanel"
        role="tabpanel"
        aria-labelledby={`chart-tab-${tab}`}
        className={styles.tabPanel}
      >
        {tab === 'recent' ? (
          <RecentFormView pick={pick} logs={data.logs} height={height} />
        ) : (
          <ProbabilityView pick={pick} data={data} height={height} />
        )}
      </div>
    </section>
  );
}
