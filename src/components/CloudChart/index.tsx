import UiFigure, { marker } from '../UiFigure'
import type { Part, PictureProps, UiState } from '../UiFigure/picture'

export interface CloudChartProps extends PictureProps<Part<'CloudChart'>> {
  /** The report: `Run status`, `Flaky tests`. */
  title: string
  /** The filters over the chart, as their buttons read. */
  filters?: readonly string[]
  /** The chart's heading. */
  chart: string
  /** The series, bottom to top in a bar; each coloured by its state. */
  series: readonly { name: string; state: UiState }[]
  /** One bar (or point) per period: its value, or a value per series. */
  bars: readonly (number | readonly number[])[]
  /** Dates under the chart, spread evenly from its first bar to its last. */
  labels?: readonly string[]
  /** Draw the first series as a line with the area under it, not as bars. */
  line?: boolean
  /** The key figures under the chart. */
  kpis?: readonly { label: string; value: string }[]
  /** The table under them: its columns, then its rows. */
  table?: readonly (readonly (string | number)[])[]
}

/**
 * A report in Cypress Cloud's analytics: filters and the download button, a
 * chart over time, the key figures and the table behind them. The flaky
 * test chart is one of them.
 */
export default function CloudChart(props: CloudChartProps) {
  const mark = marker(props.callouts)
  const bars = props.bars.map((bar) => [bar].flat())
  const top =
    Math.max(...bars.map((bar) => bar.reduce((a, b) => a + b, 0))) || 1
  const points = bars
    .map(
      (bar, index) =>
        `${(index / Math.max(bars.length - 1, 1)) * 100},${40 - (bar[0] / top) * 38}`,
    )
    .join(' ')
  return (
    <UiFigure {...props}>
      <div className="ui-chart">
        <p>
          <b>{props.title}</b>
        </p>
        <p>
          {props.filters?.map((filter) => (
            <span key={filter} data-btn>
              {filter}
            </span>
          ))}
          {mark('filters')}
          <i />
          {mark('download')}
        </p>
        <div>
          <p>
            {props.chart}
            {mark('chart')}
            {props.series.map((series) => (
              <span key={series.name} data-key={series.state}>
                {series.name}
              </span>
            ))}
          </p>
          {props.line ? (
            <svg viewBox="0 0 100 40" preserveAspectRatio="none">
              <polygon points={`0,40 ${points} 100,40`} />
              <polyline points={points} />
            </svg>
          ) : (
            <ol>
              {bars.map((bar, index) => (
                <li key={index}>
                  {bar.map((value, at) => (
                    <i
                      key={at}
                      data-key={props.series[at]?.state}
                      style={{ height: `${(value / top) * 100}%` }}
                    />
                  ))}
                </li>
              ))}
            </ol>
          )}
          <p>
            {props.labels?.map((label) => (
              <small key={label}>{label}</small>
            ))}
          </p>
        </div>
        {props.kpis ? (
          <ul>
            {props.kpis.map((kpi) => (
              <li key={kpi.label}>
                {kpi.label}
                <b>{kpi.value}</b>
              </li>
            ))}
            {mark('kpis')}
          </ul>
        ) : null}
        {props.table ? (
          <table>
            <tbody>
              {props.table.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, at) => (
                    <td key={at}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {props.table ? mark('table') : null}
      </div>
    </UiFigure>
  )
}
