import type { TDimensionScore } from '@ankur/shared/schemas/readiness';
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import { useReadinessTranslation } from '../i18n';

interface TickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'inherit' | 'end' | 'start' | 'middle';
  payload?: { value?: unknown };
}

/** A dimension's name around the radar, on two lines when it has several words (it fits at 390 px). */
function WrappedTick({ x = 0, y = 0, textAnchor = 'middle', payload }: TickProps) {
  const words = String(payload?.value ?? '').split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = words.length > 1 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : words;
  return (
    <text x={x} y={y} textAnchor={textAnchor} fontSize={11} fill="#44403c">
      {lines.map((line, i) => (
        <tspan key={line} x={x} dy={i === 0 ? 0 : 13}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

interface Props {
  current: TDimensionScore[];
  previous?: TDimensionScore[] | null;
}

/**
 * The radar of an attempt's dimensions (0..5), with the previous attempt's behind it, a legend, and
 * the same numbers as a table for screen readers (the chart itself is hidden from them).
 */
export function ReadinessRadar({ current, previous }: Props) {
  const { t } = useReadinessTranslation();
  const data = current.map((d) => ({
    dimension: d.label,
    current: d.score,
    previous: previous?.find((p) => p.id === d.id)?.score ?? null,
  }));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-lg font-semibold text-stone-900">{t('result.chartTitle')}</figcaption>
      <div aria-hidden className="h-80 w-full" data-testid="readiness-radar">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height: 320 }}>
          <RadarChart
            data={data}
            outerRadius="58%"
            margin={{ top: 12, right: 20, bottom: 12, left: 20 }}
            accessibilityLayer={false}
          >
            <PolarGrid />
            <PolarAngleAxis dataKey="dimension" tick={(props: TickProps) => <WrappedTick {...props} />} />
            <PolarRadiusAxis
              domain={[0, 5]}
              tickCount={6}
              angle={90 - 180 / Math.max(3, data.length)}
              tick={{ fontSize: 10, fill: '#57534e' }}
            />
            {previous ? (
              <Radar
                name={t('result.chartPrevious')}
                dataKey="previous"
                stroke="#78716c"
                fill="#a8a29e"
                fillOpacity={0.25}
                isAnimationActive={false}
              />
            ) : null}
            <Radar
              name={t('result.chartThis')}
              dataKey="current"
              stroke="#316324"
              fill="#4f9b36"
              fillOpacity={0.45}
              isAnimationActive={false}
            />
            <Legend />
          </RadarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{t('result.chartTableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('result.dimension')}</th>
            <th scope="col">{t('result.chartThis')}</th>
            {previous ? <th scope="col">{t('result.chartPrevious')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.dimension}>
              <th scope="row">{row.dimension}</th>
              <td>{row.current}</td>
              {previous ? <td>{row.previous ?? '—'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
