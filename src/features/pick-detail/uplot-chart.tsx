// A pick-detail chart: a uPlot canvas that fills its box and follows it when the dialog resizes
// (ResizeObserver), in a figure with its legend. The canvas is an image to assistive technology;
// the caller gives its text equivalent.
import { useEffect, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './charts.module.css';

interface UplotChartProps {
  /** Options without size; memoise it, a new object redraws the chart. */
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height: number;
  label: string;
  testId: string;
}

const MIN_WIDTH = 200;

function UplotChart({ options, data, height, label, testId }: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const width = Math.max(MIN_WIDTH, Math.floor(element.clientWidth));
    const plot = new uPlot({ ...options, width, height }, data, element);
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (next >= MIN_WIDTH && next !== plot.width) plot.setSize({ width: next, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [options, data, height]);

  return (
    <div
      ref={box}
      className={styles.canvasBox}
      role="img"
      aria-label={label}
      data-testid={testId}
    />
  );
}

/** A chart with its legend under it: the frame both pick-detail charts share. */
export function ChartFigure({
  plot,
  height,
  label,
  testId,
  legend,
}: {
  plot: Pick<UplotChartProps, 'options' | 'data'>;
  height: number;
  label: string;
  testId: string;
  legend: ReactNode;
}) {
  return (
    <figure className={styles.figure}>
      <UplotChart
        options={plot.options}
        data={plot.data}
        height={height}
        label={label}
        testId={testId}
      />
      <figcaption className={styles.legend}>{legend}</figcaption>
    </figure>
  );
}
