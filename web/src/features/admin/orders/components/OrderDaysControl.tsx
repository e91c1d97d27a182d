import Radio from 'antd/es/radio';
import { useId, useRef } from 'react';
import page from '../../shared/admin-page.module.css';
import { ORDER_DAYS_PRESETS, presetDays, presetOf, type OrderDays } from '../lib/order-days.logic';
import { todayInVietnam } from '../../shared/vietnam-days.logic';

/**
 * The orders list's order date: a preset ending today, or two days of the staff's choosing (native
 * date fields: keyboard, screen readers and phones' own pickers). Days are Vietnam days.
 */
export function OrderDaysControl({ days, onChange }: { days: OrderDays; onChange: (days: OrderDays) => void }) {
  const id = useId();
  const today = todayInVietnam(new Date());
  const preset = presetOf(days, today);
  // The days last asked for: a second field changed before the list has re-rendered with the
  // first keeps the first (the props would still hold the day before it).
  const latest = useRef(days);
  const shown = useRef(days);
  if (shown.current.from !== days.from || shown.current.to !== days.to) {
    shown.current = days; // the list moved to new days (the address bar, a preset): they are the latest
    latest.current = days;
  }
  const change = (next: OrderDays) => {
    latest.current = next;
    onChange(next);
  };
  return (
    <div className={page.toolbar} role="group" aria-label="Ngày đặt hàng">
      <Radio.Group
        aria-label="Khoảng ngày đặt"
        optionType="button"
        buttonStyle="solid"
        value={preset}
        options={ORDER_DAYS_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
        onChange={(e) => change(presetDays(e.target.value as (typeof ORDER_DAYS_PRESETS)[number]['value'], today))}
      />
      <label htmlFor={`${id}-from`}>Từ ngày</label>
      <input
        id={`${id}-from`}
        type="date"
        max={today}
        value={days.from ?? ''}
        onChange={(e) => change({ from: e.target.value || null, to: latest.current.to })}
      />
      <label htmlFor={`${id}-to`}>Đến ngày</label>
      <input
        id={`${id}-to`}
        type="date"
        max={today}
        value={days.to ?? ''}
        onChange={(e) => change({ from: latest.current.from, to: e.target.value || null })}
      />
    </div>
  );
}
