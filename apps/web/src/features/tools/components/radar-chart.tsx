import {
  Chart,
  Filler,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

/**
 * A radar (spider) chart of 0–100 scores, drawn by Chart.js (tree-shaken: the radar controller, its scale and
 * elements only). Only sixDimensions imports it, so Chart.js loads on that route alone.
 */
Chart.register(RadarController, RadialLinearScale, PointElement, LineElement, Filler, Tooltip);

export function RadarChart(props: { labels: readonly string[]; values: readonly number[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'radar',
      data: {
        labels: [...props.labels],
        datasets: [
          {
            data: [...props.values],
            backgroundColor: 'rgba(255, 83, 48, 0.2)',
            borderColor: '#ff5330',
            pointBackgroundColor: '#ff5330',
            borderWidth: 2,
          },
        ],
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: true,
        aspectRatio: 1,
        scales: {
          r: {
            min: 0,
            max: 100,
            ticks: { stepSize: 20, display: false },
            pointLabels: { font: { size: 14 }, color: '#333' },
          },
        },
        plugins: { tooltip: { enabled: true } },
      },
    });
    return () => chart.destroy();
  }, [props.labels, props.values]);
  return (
    <div className="tl-radar" data-testid="tools-radar">
      <canvas
        ref={canvas}
        role="img"
        aria-label={props.labels.map((l, i) => `${l}${props.values[i]}分`).join('，')}
      />
    </div>
  );
}
