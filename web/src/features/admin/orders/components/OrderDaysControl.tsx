import Radio from 'antd/es/radio';
import { useId } from 'react';
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
  return (
    <div className={page.toolbar} role="group" aria-label="Ngày đặt hàng">
      <Radio.Group
        aria-label="Khoảng ngày đặt"
        optionType="button"
        buttonStyle="solid"
        value={preset}
        options={ORDER_DAYS_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
        onChange={(e) => onChange(presetDays(e.target.value as (typeof ORDER_DAYS_PRESETS)[number]['value'], today))}
      />
      <label htmlFor={`${id}-from`}>Từ ngày</label>
      <input id={`${id}-from`} type="date" max={today} value={days.from ?? ''} onChange={(e) => onChange({ from: e.target.value || null, to: days.to })} />
      <label htmlFor={`${id}-to`}>Đến ngày</label>
      <input id={`${id}-to`} type="date" max={today} value={days.to ?? ''} onChange={(e) => onChange({ from: days.from, to: e.target.value || null })} />
    </div>
  );
}
