import Radio from 'antd/es/radio';
import { useId, useState } from 'react';
import { customRangeProblem, RANGE_PRESETS, type DayRange, type RangePreset } from '../lib/dashboard.logic';
import d from './dashboard.module.css';

/**
 * The dashboard's period (decision 0521): a preset ending today, or two days of the staff's
 * choosing (native date fields: keyboard, screen readers and phones' own pickers).
 */
export function RangeControl({
  preset,
  custom,
  onPreset,
  onCustom,
}: {
  preset: RangePreset;
  custom: DayRange;
  onPreset: (preset: RangePreset) => void;
  onCustom: (range: DayRange) => void;
}) {
  const [from, setFrom] = useState(custom.from);
  const [to, setTo] = useState(custom.to);
  const problem = customRangeProblem(from, to);
  const id = useId();
  const choose = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (customRangeProblem(nextFrom, nextTo) === null) onCustom({ from: nextFrom, to: nextTo });
  };
  return (
    <div className={d.range}>
      <Radio.Group
        aria-label="Khoảng thời gian"
        optionType="button"
        buttonStyle="solid"
        value={preset}
        options={RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
        onChange={(e) => onPreset(e.target.value as RangePreset)}
      />
      {preset === 'custom' && (
        <div className={d.customRange}>
          <label htmlFor={`${id}-from`}>Từ ngày</label>
          <input id={`${id}-from`} type="date" className={d.dateInput} value={from} onChange={(e) => choose(e.target.value, to)} />
          <label htmlFor={`${id}-to`}>Đến ngày</label>
          <input id={`${id}-to`} type="date" className={d.dateInput} value={to} onChange={(e) => choose(from, e.target.value)} />
          <p className={d.rangeProblem} aria-live="polite">
            {problem ?? ''}
          </p>
        </div>
      )}
    </div>
  );
}
