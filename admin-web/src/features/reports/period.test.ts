import { describe, expect, it } from 'vitest';
import { changeLabel, periodFromSearch, presetPeriod } from './period';

describe('report periods', () => {
  it('end today and start as the preset says', () => {
    expect(presetPeriod('7d', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10', granularity: 'day' });
    expect(presetPeriod('30d', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10', granularity: 'day' });
    expect(presetPeriod('12m', '2026-03-10')).toEqual({ from: '2025-03-01', to: '2026-03-10', granularity: 'month' });
    expect(presetPeriod('year', '2026-03-10')).toEqual({ from: '2026-01-01', to: '2026-03-10', granularity: 'month' });
  });

  it('are read from the address, a custom one as given', () => {
    expect(periodFromSearch(new URLSearchParams(''), '2026-03-10').preset).toBe('30d');
    expect(periodFromSearch(new URLSearchParams('preset=7d&by=week'), '2026-03-10').period).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      granularity: 'week',
    });
    expect(periodFromSearch(new URLSearchParams('preset=custom&from=2025-01-01&to=2025-02-01&by=month'), '2026-03-10')).toEqual({
      preset: 'custom',
      period: { from: '2025-01-01', to: '2025-02-01', granularity: 'month' },
    });
  });

  it('say the change against the period before', () => {
    expect(changeLabel(12)).toBe('+12% vs previous period');
    expect(changeLabel(-5)).toBe('−5% vs previous period');
    expect(changeLabel(null)).toBeNull();
  });
});
