import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { ANALYTICS_TIME_ZONE, SA_UTC_OFFSET } from '@akwaaba/contracts';

export type ChartSeries = {
  label: string;
  values: readonly number[];
  color: string;
  /** Shade the area under the line. */
  fill?: string;
  /** A dash pattern, so lines differ by more than colour. */
  dash?: number[];
};

type TimeChartProps = {
  /** The chart's accessible name: what it shows (the table beside it holds the figures). */
  label: string;
  /** YYYY-MM-DD days, South African calendar days. */
  days: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
};

/** Whole numbers only on the value axis: there is no half a view. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000, 100_000];

const daySeconds = (day: string) => Date.parse(`${day}T00:00:00${SA_UTC_OFFSET}`) / 1000;

/** '28 Aug', as South Africans write a day. */
const shortDay = new Intl.DateTimeFormat('en-ZA', { timeZone: ANALYTICS_TIME_ZONE, day: 'numeric', month: 'short' });

/**
 * A line chart of daily figures drawn by uPlot on a canvas. It takes its container's width and follows it
 * (ResizeObserver), and is torn down with the component. The canvas is one image to assistive technology.
 */
export function TimeChart({ label, days, series, height = 240 }: TimeChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const chart = new uPlot(
      {
        width: Math.max(node.clientWidth, 280),
        height,
        // Ticks and the legend show South African days, whatever the browser's zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), ANALYTICS_TIME_ZONE),
        scales: { y: { range: (_chart, _min, max) => [0, Math.max(max, 1)] } },
        axes: [
          { values: (_chart, splits) => splits.map((seconds) => shortDay.format(new Date(seconds * 1000))) },
          { incrs: COUNT_STEPS, values: (_chart, splits) => splits.map(String) },
        ],
        // The legend names the lines; the figures are in the table, not in a hover readout.
        legend: { live: false },
        cursor: { drag: { x: false, y: false } },
        series: [
          { value: '{D} {MMM} {YYYY}' },
          ...series.map(({ label: name, color, fill, dash }) => ({
            label: name,
            stroke: color,
            width: 2,
            ...(fill ? { fill } : {}),
            ...(dash ? { dash } : {}),
            points: { show: days.length <= 31 },
          })),
        ],
      },
      [days.map(daySeconds), ...series.map(({ values }) => [...values])],
      node,
    );
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== chart.width) chart.setSize({ width, height });
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, series, height]);

  return <div ref={container} role="img" aria-label={label} className="w-full min-w-0 overflow-hidden" />;
}
