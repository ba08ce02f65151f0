import { useState, type ChangeEvent } from 'react';

/** The text fields of an edit form and their errors; `bind` wires one field to a TextField. */
export function useDraft<Draft extends Record<string, string>>(initial: Draft) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  return {
    draft,
    errors,
    setErrors,
    bind: (key: keyof Draft) => ({
      value: draft[key],
      error: errors[key],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setDraft({ ...draft, [key]: event.target.value });
      },
    }),
  };
}
