import { useSearchParams } from 'react-router-dom';
import type { StatsPeriod } from '../../../shared/constants/stats.js';
import { PERIOD_LABELS, parsePeriod } from '../lib/stats-period';
import { TabGroup } from './Tabs';
import './period-selector.css';

/**
 * The period a dashboard shows, kept in the address (`?period=`, 30 days when missing or unknown), and the way to
 * choose another: the address is replaced (not a new history entry) and its other parameters stay.
 */
export function usePeriodParam(): [StatsPeriod, (next: StatsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (next: StatsPeriod) => {
    const search = new URLSearchParams(params);
    search.set('period', next);
    setParams(search, { replace: true });
  };
  return [parsePeriod(params.get('period')), choose];
}

interface PeriodSelectorProps {
  /** The period shown. */
  period: StatsPeriod;
  /** Chooses another period (usePeriodParam's setter). */
  onChange: (period: StatsPeriod) => void;
}

/**
 * The period tabs above a dashboard (the producer's and the admin's analytics): "7 días", "30 días", "90 días",
 * "12 meses", a group of toggle buttons named "Periodo", the current one pressed.
 */
export function PeriodSelector({ period, onChange }: PeriodSelectorProps) {
  return (
    <TabGroup
      label="Periodo"
      labels={PERIOD_LABELS}
      value={period}
      onChange={onChange}
      className="period-selector"
    />
  );
}
