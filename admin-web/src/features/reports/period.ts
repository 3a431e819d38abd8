import { REPORT_GRANULARITIES, dayIn, shiftDate, type ReportGranularity } from '@artshop/contracts';

export const REPORT_PRESETS = ['7d', '30d', '12m', 'year', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const PRESET_LABEL: Record<ReportPreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '12m': 'Last 12 months',
  year: 'This year',
  custom: 'Custom',
};

export const GRANULARITY_LABEL: Record<ReportGranularity, string> = { day: 'By day', week: 'By week', month: 'By month' };

export interface ReportPeriod {
  from: string;
  to: string;
  granularity: ReportGranularity;
}

/** Today as the server counts days: in the shop's time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayIn(now, timeZone);
}

/** The period a preset stands for, ending today; 'custom' keeps what was chosen. */
export function presetPeriod(preset: Exclude<ReportPreset, 'custom'>, today: string): ReportPeriod {
  switch (preset) {
    case '7d':
      return { from: shiftDate(today, -6), to: today, granularity: 'day' };
    case '30d':
      return { from: shiftDate(today, -29), to: today, granularity: 'day' };
    case '12m':
      return { from: `${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}-01`, to: today, granularity: 'month' };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today, granularity: 'month' };
  }
}

/** The period in the screen's address (?preset=&from=&to=&by=), so a report can be shared or reloaded. */
export function periodFromSearch(search: URLSearchParams, today: string): { preset: ReportPreset; period: ReportPeriod } {
  const preset = (REPORT_PRESETS as readonly string[]).includes(search.get('preset') ?? '') ? (search.get('preset') as ReportPreset) : '30d';
  const by = search.get('by');
  const granularity = (REPORT_GRANULARITIES as readonly string[]).includes(by ?? '') ? (by as ReportGranularity) : undefined;
  if (preset !== 'custom') {
    const period = presetPeriod(preset, today);
    return { preset, period: granularity ? { ...period, granularity } : period };
  }
  return { preset, period: { from: search.get('from') ?? shiftDate(today, -29), to: search.get('to') ?? today, granularity: granularity ?? 'day' } };
}

/** '+12%', '−5%', or null when there is nothing to compare with. */
export function changeLabel(percent: number | null): string | null {
  if (percent === null) return null;
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)}% vs previous period`;
}
