import { REPORT_GRANULARITIES, type ReportGranularity } from '@artshop/contracts';
import { Input } from '@artshop/ui';
import { selectClasses } from '../../../shared/select-classes';
import { GRANULARITY_LABEL, PRESET_LABEL, REPORT_PRESETS, type ReportPeriod, type ReportPreset } from '../period';

interface Props {
  preset: ReportPreset;
  period: ReportPeriod;
  onPreset: (preset: ReportPreset) => void;
  onChange: (period: ReportPeriod) => void;
}

/** The period of the report: a preset or two dates, and how its days are grouped. */
export function PeriodPicker({ preset, period, onPreset, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Report period">
      <label className="grid gap-1 text-sm">
        <span className="text-muted-foreground">Period</span>
        <select className={selectClasses} value={preset} onChange={(event) => onPreset(event.target.value as ReportPreset)} data-testid="report-preset">
          {REPORT_PRESETS.map((option) => (
            <option key={option} value={option}>
              {PRESET_LABEL[option]}
            </option>
          ))}
        </select>
      </label>
      {preset === 'custom' ? (
        <>
          <div className="grid gap-1 text-sm">
            <label htmlFor="report-from" className="text-muted-foreground">
              From
            </label>
            <Input
              id="report-from"
              type="date"
              value={period.from}
              max={period.to}
              onChange={(event) => event.target.value && onChange({ ...period, from: event.target.value })}
            />
          </div>
          <div className="grid gap-1 text-sm">
            <label htmlFor="report-to" className="text-muted-foreground">
              To
            </label>
            <Input
              id="report-to"
              type="date"
              value={period.to}
              min={period.from}
              onChange={(event) => event.target.value && onChange({ ...period, to: event.target.value })}
            />
          </div>
        </>
      ) : null}
      <label className="grid gap-1 text-sm">
        <span className="text-muted-foreground">Group by</span>
        <select
          className={selectClasses}
          value={period.granularity}
          onChange={(event) => onChange({ ...period, granularity: event.target.value as ReportGranularity })}
          data-testid="report-granularity"
        >
          {REPORT_GRANULARITIES.map((option) => (
            <option key={option} value={option}>
              {GRANULARITY_LABEL[option]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
