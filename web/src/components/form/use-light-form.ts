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
  /** Back to the initial values, with no message and nothing touched (antd's resetFields). */
  reset(): void;
  /** A submit handler: checks every field, and calls `onValid` only when none has an error. */
  handleSubmit(onValid: (values: V) => void | Promise<void>): (event: FormEvent<HTMLFormElement>) => void;
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

  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<keyof V & string, string>> = {};
    for (const field of Object.keys(values) as (keyof V & string)[]) {
      touched.current.add(field);
      const message = errorOf(field, values);
      if (message) found[field] = message;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) void onValid(values);
  };

  const reset = () => {
    touched.current.clear();
    setValues(initialValues);
    setErrors({});
  };

  const isRequired = (field: keyof V & string) => (checks[field] ?? []).length > 0 && firstError(checks[field], '', values) !== null;

  return { name, values, errors, isRequired, setValue, reset, handleSubmit };
}
