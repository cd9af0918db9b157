import { Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useSubmitFeedback } from '../api/events';
import { useEventsTranslation } from '../i18n';

/** After the event: a rating (1–5), a comment and "would recommend", once per attendee. */
export function FeedbackForm({ eventId }: { eventId: number }) {
  const { t } = useEventsTranslation();
  const errorText = useErrorText();
  const send = useSubmitFeedback(eventId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [recommend, setRecommend] = useState<boolean | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rating < 1) {
      setMissing(true);
      return;
    }
    setMissing(false);
    send.mutate(
      { rating, comment: comment.trim(), recommend },
      { onSuccess: () => notify.success(t('feedback.thanks')) },
    );
  };

  return (
    <section
      aria-labelledby="feedback-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id="feedback-heading" className="text-lg font-semibold text-stone-900">
        {t('feedback.title')}
      </h2>
      <p className="text-sm text-stone-600">{t('feedback.intro')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset aria-describedby={missing ? 'rating-error' : undefined}>
          <legend className="text-sm font-medium text-stone-800">{t('feedback.rating')}</legend>
          <div className="mt-1 flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="cursor-pointer rounded-md p-1 focus-within:ring-2 focus-within:ring-brand-600">
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  className="sr-only"
                />
                <Star
                  aria-hidden
                  className={`size-7 ${n <= rating ? 'fill-amber-400 text-amber-500' : 'text-stone-300'}`}
                />
                <span className="sr-only">{t('feedback.stars', { count: n })}</span>
              </label>
            ))}
          </div>
          {missing ? (
            <p id="rating-error" className="text-sm text-red-700">
              {t('feedback.pickRating')}
            </p>
          ) : null}
        </fieldset>
        <Field id="feedback-comment" label={t('feedback.comment')}>
          <textarea
            {...fieldAria('feedback-comment')}
            className={INPUT_CLASS}
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </Field>
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('feedback.recommend')}</legend>
          <div className="mt-1 flex gap-4">
            {[true, false].map((v) => (
              <label key={String(v)} className="inline-flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name="recommend"
                  className="size-4 accent-brand-700"
                  checked={recommend === v}
                  onChange={() => setRecommend(v)}
                />
                {v ? t('register.yes') : t('register.no')}
              </label>
            ))}
          </div>
        </fieldset>
        {send.error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(send.error)}
          </p>
        ) : null}
        <button type="submit" className="btn-primary self-start" disabled={send.isPending}>
          {send.isPending ? t('feedback.sending') : t('feedback.submit')}
        </button>
      </form>
    </section>
  );
}
