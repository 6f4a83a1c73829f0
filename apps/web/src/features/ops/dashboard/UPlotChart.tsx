'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { FigureChart } from './dashboard-series';

// Line colours by position (coins of a money figure); the first is the theme's primary.
const COLOURS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2'];

/**
 * One figure's chart. uPlot is imported inside the effect, so it is fetched only when the dashboard
 * draws a chart, never with the console's other pages; the chart follows its box's width.
 */
export function UPlotChart({ chart, label }: { chart: FigureChart; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  // The legend's name of the x value (uPlot says "Time" in English otherwise).
  const day = useTranslations('ops.dashboard')('day');
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | undefined;
    let cancelled = false;
    const resize = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: 180 }));
    import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      plot = new UPlot(
        {
          width: element.clientWidth,
          height: 180,
          legend: { show: chart.lines.length > 1 },
          scales: { x: { time: true } },
          series: [
            { label: day },
            ...chart.lines.map((line, i) => ({
              label: line.label || label,
              stroke: COLOURS[i % COLOURS.length],
              width: 2,
            })),
          ],
          axes: [{}, { size: 56 }],
        },
        [chart.xs, ...chart.lines.map((line) => line.values)],
        element,
      );
      resize.observe(element);
    });
    return () => {
      cancelled = true;
      resize.disconnect();
      plot?.destroy();
    };
  }, [chart, label, day]);
  return <div ref={box} role="img" aria-label={label} className="w-full min-w-0" />;
}
