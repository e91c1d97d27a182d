import { useCallback, useRef, useState, type FormEvent } from 'react';
import { firstError, type FieldCheck } from '../../lib/field-checks';

type Values = Record<string, string | boolean>;

export interface LightFormOptions<V extends Values> {
  /** Prefix of the fields' ids (`{name}_{field}`), as antd's Form names them. */
  name: string;
  initialValues: V;
  checks?: Partial<Record<keyof V & string, FieldCheck[]>>;
  /** Fields checked again when another changes (a confirmation when the password changes), once touched. */
  dependencies?: Partial<Record<keyof V & string, (keyof V & string)[]>>;
}

export interface LightForm<V extends Values> {
  name: string;
  values: V;
  errors: Partial<Record<keyof V & string, string>>;
  isRequired(field: keyof V & string): boolean;
  setValue<K extends keyof V & string>(field: K, value: V[K]): void;
  /**
   * Sets fields from outside (a prefill, a chosen saved address), like antd's setFieldsValue: a
   * field whose value changes counts as touched and loses its message; nothing is checked.
   */
  setValues(values: Partial<V>): void;
  /** Whether the customer (or setValues) changed this field already (antd's isFieldTouched). */
  isTouched(field: keyof V & string): boolean;
  /** Back to the initial values, with no message and nothing touched (antd's resetFields). */
  reset(): void;
  /** A submit handler: checks every field, and calls `onValid` only when none has an error. */
  handleSubmit(onValid: (values: V) => void | Promise<void>, onInvalid?: (fields: (keyof V & string)[]) => void): (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The state of a light form (decision 0902), with antd Form's behaviour: a field is checked when it
 * changes, fields depending on it are checked again once touched, and every field on submit.
 */
export function useLightForm<V extends Values>({ name, initialValues, checks = {}, dependencies = {} }: LightFormOptions<V>): LightForm<V> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const touched = useRef(new Set<string>());
  const options = useRef({ checks, dependencies });
  options.current = { checks, dependencies };

  const errorOf = (field: keyof V & string, all: V) => firstError(options.current.checks[field], all[field], all) ?? undefined;

  const setValue = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    touched.current.add(field);
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      setErrors((old) => {
        const updated = { ...old, [field]: errorOf(field, next) };
        for (const dependent of options.current.dependencies[field] ?? []) {
          if (touched.current.has(dependent)) updated[dependent] = errorOf(dependent, next);
        }
        return updated;
      });
      return next;
    });
  }, []);

  const setMany = useCallback((changes: Partial<V>) => {
    setValues((previous) => {
      const changed = (Object.keys(changes) as (keyof V & string)[]).filter((field) => changes[field] !== undefined && changes[field] !== previous[field]);
      if (changed.length === 0) return previous;
      for (const field of changed) touched.current.add(field);
      setErrors((old) => {
        const updated = { ...old };
        for (const field of changed) delete updated[field];
        return updated;
      });
      return { ...previous, ...changes };
    });
  }, []);

  const isTouched = (field: keyof V & string) => touched.current.has(field);

  const handleSubmit =
    (onValid: (values: V) => void | Promise<void>, onInvalid?: (fields: (keyof V & string)[]) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found: Partial<Record<keyof V & string, string>> = {};
      for (const field of Object.keys(values) as (keyof V & string)[]) {
        touched.current.add(field);
        const message = errorOf(field, values);
        if (message) found[field] = message;
      }
      setErrors(found);
      const broken = Object.keys(found) as (keyof V & string)[];
      if (broken.length === 0) void onValid(values);
      else onInvalid?.(broken);
    };

  const reset = () => {
    touched.current.clear();
    setValues(initialValues);
    setErrors({});
  };

  const isRequired = (field: keyof V & string) => (checks[field] ?? []).length > 0 && firstError(checks[field], '', values) !== null;

  return { name, values, errors, isRequired, setValue, setValues: setMany, isTouched, reset, handleSubmit };
}
