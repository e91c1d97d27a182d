import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { LightForm } from './use-light-form';
import styles from './form.module.css';

type Values = Record<string, string | boolean>;
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'id' | 'form'>;

interface FieldProps<V extends Values> extends InputProps {
  form: LightForm<V>;
  name: keyof V & string;
  label: string;
  /** A hint under the field (antd Form.Item's `extra`). */
  extra?: string;
}

/**
 * A labelled field with its message under it, in the look and the markup roles of antd's vertical
 * Form.Item (decision 0902): `<label for>`, `aria-required`, and while a rule is broken
 * `aria-invalid` and `aria-describedby` pointing at the message.
 */
export function FieldFrame({ id, label, error, extra, children }: { id: string; label: string; error?: string; extra?: string; children: ReactNode }) {
  return (
    <div className={`${styles.item} ${error ? styles.hasError : ''}`}>
      <div className={styles.label}>
        <label htmlFor={id} title={label}>
          {label}
        </label>
      </div>
      {children}
      {error && (
        <div id={`${id}_help`} className={styles.explain}>
          <div className={styles.error}>{error}</div>
        </div>
      )}
      {extra && (
        <div id={`${id}_extra`} className={styles.extra}>
          {extra}
        </div>
      )}
    </div>
  );
}

export function controlProps<V extends Values>(form: LightForm<V>, name: keyof V & string) {
  const id = `${form.name}_${name}`;
  const error = form.errors[name];
  return {
    id,
    error,
    aria: {
      'aria-required': form.isRequired(name) || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}_help` : undefined,
    },
  };
}

/** A text, e-mail or phone field (antd's Input in a Form.Item). */
export function TextField<V extends Values>({ form, name, label, extra, className, ...input }: FieldProps<V>) {
  const { id, error, aria } = controlProps(form, name);
  return (
    <FieldFrame id={id} label={label} error={error} extra={extra}>
      <input
        {...input}
        {...aria}
        id={id}
        className={`${styles.input} ${error ? styles.inputError : ''} ${className ?? ''}`}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
      />
    </FieldFrame>
  );
}

/** A password field with the show/hide eye (antd's Input.Password, eye named in Vietnamese). */
export function PasswordField<V extends Values>({ form, name, label, extra, ...input }: FieldProps<V>) {
  const { id, error, aria } = controlProps(form, name);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} extra={extra}>
      <span className={`${styles.affix} ${error ? styles.inputError : ''}`}>
        <input
          {...input}
          {...aria}
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.affixInput}
          value={String(form.values[name] ?? '')}
          onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
        />
        <span className={styles.suffix}>
          {/* Like antd's: a labelled icon toggled by pointer, keeping focus in the field. */}
          <span
            role="img"
            aria-label={visible ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
            className={styles.eye}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeIcon /> : <EyeInvisibleIcon />}
          </span>
        </span>
      </span>
    </FieldFrame>
  );
}

/** One choice of a RadioGroup. */
export interface RadioChoice {
  value: string;
  label: ReactNode;
}

/**
 * A single choice as native radio buttons (antd's Radio.Group): the group is a labelled
 * `radiogroup`, arrow keys move and choose, Tab leaves. `onChoose` runs after the value is set.
 */
export function RadioGroup<V extends Values>({
  form,
  name,
  labelledBy,
  choices,
  className,
  onChoose,
}: {
  form: LightForm<V>;
  name: keyof V & string;
  labelledBy: string;
  choices: RadioChoice[];
  className?: string;
  onChoose?: (value: string) => void;
}) {
  const id = `${form.name}_${name}`;
  return (
    <div id={id} role="radiogroup" aria-labelledby={labelledBy} className={`${styles.radioGroup} ${className ?? ''}`}>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.radio}>
          <input
            type="radio"
            name={id}
            value={choice.value}
            className={styles.radioInput}
            checked={form.values[name] === choice.value}
            onChange={() => {
              form.setValue(name, choice.value as V[typeof name]);
              onChoose?.(choice.value);
            }}
          />
          <span className={styles.radioLabel}>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}

/** A checkbox with its text (antd's Checkbox in a Form.Item without style). */
export function CheckboxField<V extends Values>({ form, name, children }: { form: LightForm<V>; name: keyof V & string; children: ReactNode }) {
  const id = `${form.name}_${name}`;
  return (
    <label className={styles.checkbox}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkboxInput}
        checked={form.values[name] === true}
        onChange={(event) => form.setValue(name, event.target.checked as V[typeof name])}
      />
      <span className={styles.checkboxLabel}>{children}</span>
    </label>
  );
}

// @ant-design/icons' EyeOutlined and EyeInvisibleOutlined paths, inline (no icon package loaded).
function EyeIcon() {
  return (
    <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z" />
    </svg>
  );
}

function EyeInvisibleIcon() {
  return (
    <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z" />
      <path d="M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z" />
    </svg>
  );
}
