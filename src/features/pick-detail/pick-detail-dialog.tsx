// The pick detail dialog: the pick, who picked it, its game logs, the charts and the research,
// with Add to List, and last its confidence history. Closes by X, Escape or a click outside;
// Expand / Exit Fullscreen on desktop.
import { useState } from 'react';
import type { OpenPickDetail } from '../../state/pick-detail';
import { closePickDetail } from '../../state/pick-detail';
import { ModalSheet, ModalSheetClose } from '../../ui/modal-sheet';
import { ChartPanel } from './chart-panel';
import { ConfidenceHistoryCard } from './confidence-history-card';
import { GameLogsSection } from './game-logs-section';
import { MarketCard } from './market-card';
import { PickHero } from './pick-hero';
import { PickProbabilities } from './pick-probabilities';
import { PickedBy } from './picked-by';
import { ResearchCarousel } from './research-carousel';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { usePickData } from './use-pick-data';
import styles from './pick-detail.module.css';

interface PickDetailDialogProps {
  detail: OpenPickDetail;
  closing: boolean;
}

export function PickDetailDialog({ detail, closing }: PickDetailDialogProps) {
  const desktop = useIsDesktop();
  const [fullscreen, setFullscreen] = useState(false);
  const data = usePickData(detail.pick);
  const expanded = desktop && fullscreen;

  return (
    <ModalSheet
      onClose={closePickDetail}
      backdropClassName={`${styles.backdrop} ${closing ? styles.closing : ''}`}
      panelClassName={`${styles.panel} ${expanded ? styles.fullscreen : ''}`}
      labelledBy="pick-detail-title"
      testId="pick-detail"
      backdropTestId="pick-detail-backdrop"
      state={closing ? 'closing' : 'open'}
    >
      <div className={styles.toolbar}>
        <span className={styles.kicker}>Pick detail</span>
        {desktop && (
          <button
            type="button"
            className={styles.toolButton}
            onClick={() => setFullscreen((f) => !f)}
            data-testid="pick-detail-fullscreen"
          >
            {fullscreen ? 'Exit Fullscreen' : 'Expand'}
          </button>
        )}
        <ModalSheetClose testId="pick-detail-close" className={styles.closeButton} />
      </div>
      <div className={styles.body}>
        <PickHero detail={detail} image={data.image} />
        <PickProbabilities pick={detail.pick} />
        <PickedBy names={detail.pick.handicapperNames} />
        <div className={styles.columns}>
          <GameLogsSection logs={data.logs} pick={detail.pick} />
          <ChartPanel pick={detail.pick} data={data} />
        </div>
        <ResearchCarousel pick={detail.pick} data={data} />
        <MarketCard pick={detail.pick} />
        <ConfidenceHistoryCard pick={detail.pick} />
      </div>
    </ModalSheet>
  );
}
