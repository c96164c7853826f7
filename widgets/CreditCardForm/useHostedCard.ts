// The card form's life with the operator: its hosted fields mounted while the form shows (and again after „Użyj
// innej karty”), the token asked for on submit, the operator's field errors, and a reset.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  HOSTED_FIELDS,
  type CardOperator,
  type CardToken,
  type FieldErrors,
  type FieldSlot,
  type HostedField,
  type HostedFields,
} from './operator';

export type CardStatus = 'loading' | 'unavailable' | 'idle' | 'sending' | 'failed' | 'done';

/** Where each hosted field goes: its element, its label and the label's id. */
export type FieldPlaces = Partial<Record<HostedField, HTMLDivElement | null>>;

interface HostedCardOptions {
  operator: CardOperator;
  onTokenized: (token: CardToken) => void;
  labels: Record<HostedField, string>;
  labelId: (field: HostedField) => string;
}

export function useHostedCard({ operator, onTokenized, labels, labelId }: HostedCardOptions) {
  const places = useRef<FieldPlaces>({});
  const fields = useRef<HostedFields | null>(null);
  const mounted = useRef(true);
  const [status, setStatus] = useState<CardStatus>('loading');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [token, setToken] = useState<CardToken | null>(null);
  const showForm = status !== 'done';

  // The operator's fields go in while the form is on screen: at first, and again after „Użyj innej karty”.
  useEffect(() => {
    if (!showForm) return;
    mounted.current = true;
    let alive = true;
    const slots = {} as Record<HostedField, FieldSlot>;
    for (const field of HOSTED_FIELDS) {
      const element = places.current[field];
      if (!element) return;
      slots[field] = { element, label: labels[field], labelId: labelId(field) };
    }
    operator
      .mount(slots)
      .then((hosted) => {
        if (!alive) return hosted.remove();
        fields.current = hosted;
        setStatus('idle');
      })
      .catch(() => {
        if (alive) setStatus('unavailable');
      });
    return () => {
      alive = false;
      fields.current?.remove();
      fields.current = null;
    };
  }, [showForm, operator]);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const hosted = fields.current;
    if (!hosted || status === 'sending') return;
    setStatus('sending');
    setErrors({});
    const outcome = await hosted.tokenize().catch(() => ({ ok: false as const, unavailable: true as const }));
    if (!mounted.current) return;
    if (outcome.ok) {
      setToken(outcome.card);
      setStatus('done');
      onTokenized(outcome.card);
    } else if ('errors' in outcome) {
      setErrors(outcome.errors);
      setStatus('idle');
    } else {
      setStatus('failed');
    }
  }

  const reset = () => {
    setErrors({});
    setToken(null);
    setStatus('loading');
  };

  return { places, status, errors, token, submit, reset };
}
