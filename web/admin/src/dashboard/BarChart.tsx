import { Box, Typography, useTheme } from '@mui/material';

/** One bar: a day or a week. `inner` is drawn inside it (the part of it that converted). */
export interface Bar {
  key: string;
  /** The day or week in words, for the bar's tooltip and the axis' ends. */
  label: string;
  /** Null: nothing to measure that day (no decisions), no bar. */
  value: number | null;
  inner?: number;
}

const W = 300;
const H = 100;

/**
 * A small bar chart drawn as SVG: no chart library for a handful of bars (the console's bundle
 * has a budget). Time runs with the reading direction: oldest at the start of the line, so on
 * the right in Arabic. Each bar carries its figure as a tooltip; the chart's label says what it
 * shows, and the card beside it gives the headline figure as text.
 */
export function BarChart({
  bars,
  label,
  format,
  innerColor,
}: {
  bars: Bar[];
  label: string;
  format: (value: number) => string;
  innerColor?: string;
}) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const max = Math.max(1, ...bars.map((b) => b.value ?? 0));
  const step = W / Math.max(1, bars.length);
  const width = Math.max(0.6, step * 0.72);
  const first = bars[0];
  const last = bars[bars.length - 1];
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        sx={{ display: 'block', width: '100%', height: 110 }}
      >
        <line x1={0} x2={W} y1={H - 0.5} y2={H - 0.5} stroke={theme.palette.divider} strokeWidth={1} />
        {bars.map((bar, i) => {
          const x = (rtl ? bars.length - 1 - i : i) * step + (step - width) / 2;
          const height = ((bar.value ?? 0) / max) * (H - 6);
          const inner = bar.inner === undefined ? 0 : (bar.inner / max) * (H - 6);
          return (
            <g key={bar.key} data-testid={`bar-${bar.key}`}>
              <title>{`${bar.label}: ${bar.value === null ? '—' : format(bar.value)}`}</title>
              {/* The full height is the hover target, so a short bar is as easy to point at. */}
              <rect x={x} y={0} width={width} height={H} fill="transparent" />
              <rect
                x={x}
                y={H - height}
                width={width}
                height={height}
                rx={1}
                fill={theme.palette.primary.main}
              />
              {inner > 0 && (
                <rect
                  x={x}
                  y={H - inner}
                  width={width}
                  height={inner}
                  rx={1}
                  fill={innerColor ?? theme.palette.secondary.main}
                />
              )}
            </g>
          );
        })}
      </Box>
      {first && last && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {first.label}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {last.label}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
