import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from './field';

/** Topics are lowercase, 2–40 characters, each once. */
export const TOPIC_MIN = 2;
export const TOPIC_MAX_LENGTH = 40;

/** The topic a typed value adds to `topics`, or null when it adds none (too short, already there, list full). */
export function topicToAdd(typed: string, topics: readonly string[], max: number): string | null {
  const value = typed.trim().toLowerCase();
  if (value.length < TOPIC_MIN || topics.includes(value) || topics.length >= max) return null;
  return value;
}

interface TopicsInputProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  topics: readonly string[];
  onChange: (topics: string[]) => void;
  max: number;
  /** the Add button's text */
  addLabel: string;
  /** a chip's remove button's accessible name */
  removeLabel: (topic: string) => string;
}

/**
 * A list of topics as removable chips and an input that adds one on Enter, a comma or the Add
 * button (the library's editor, the events' and the competitions' setup share it).
 */
export function TopicsInput({
  id,
  label,
  hint,
  error,
  topics,
  onChange,
  max,
  addLabel,
  removeLabel,
}: TopicsInputProps) {
  const [typed, setTyped] = useState('');
  const add = () => {
    const topic = topicToAdd(typed, topics, max);
    if (topic) onChange([...topics, topic]);
    setTyped('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="flex flex-col gap-2">
        {topics.length ? (
          <ul className="flex flex-wrap gap-1.5">
            {topics.map((topic) => (
              <li
                key={topic}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-900"
              >
                {topic}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-brand-100"
                  aria-label={removeLabel(topic)}
                  onClick={() => onChange(topics.filter((x) => x !== topic))}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex gap-2">
          <input
            {...fieldAria(id, error, hint)}
            className={INPUT_CLASS}
            value={typed}
            maxLength={TOPIC_MAX_LENGTH}
            disabled={topics.length >= max}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onKey}
          />
          <button type="button" className="btn-outline shrink-0" onClick={add}>
            {addLabel}
          </button>
        </div>
      </div>
    </Field>
  );
}
