import { useCallback, useState } from 'react';

export type FieldRule<V> = (value: string, values: V) => string | null;

/**
 * Form state with the spec's validation behaviour: rules run on blur, the first error per
 * field is shown, and blurring an empty field clears its error. `validateAll` runs every rule
 * (empty fields included) before a submit.
 */
export function useForm<V extends Record<string, string>>(initial: V, rules: Partial<{ [K in keyof V]: FieldRule<V> }>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const setError = useCallback((name: keyof V, message: string | null) => {
    setErrors((current) => ({ ...current, [name]: message ?? undefined }));
  }, []);

  const onBlur = (name: keyof V) => {
    const value = values[name];
    setError(name, value === '' ? null : (rules[name]?.(value, values) ?? null));
  };

  const validateAll = (): boolean => {
    const next: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(rules) as (keyof V)[]) {
      const message = rules[name]?.(values[name], values);
      if (message) next[name] = message;
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, setValue, setError, onBlur, validateAll, reset };
}
