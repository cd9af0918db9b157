import type { StoryText, WebText } from '../content/web-sections';

interface StoryListProps {
  stories: readonly StoryText[];
  common: WebText['common'];
}

/** The illustrative success stories, each labelled as an example on its face. */
export function StoryList({ stories, common }: StoryListProps) {
  return (
    <section aria-labelledby="stories-heading" className="pb-14 md:pb-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="stories-heading" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {common.storiesHeading}
        </h2>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          {stories.map((story, index) => (
            <article
              key={story.title}
              aria-labelledby={`story-${index}`}
              className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6"
            >
              <p className="self-start rounded-full bg-soil-100 px-2.5 py-0.5 text-xs font-semibold text-soil-600">
                {common.illustrativeBadge}
              </p>
              <h3 id={`story-${index}`} className="mt-3 text-lg font-semibold text-stone-900">
                {story.title}
              </h3>
              <p className="mt-1 text-sm text-stone-700">{story.context}</p>
              <dl className="mt-4 space-y-3 text-sm">
                {(
                  [
                    [common.storyChallenge, story.challenge],
                    [common.storyJourney, story.journey],
                    [common.storyOutcome, story.outcome],
                  ] as const
                ).map(([term, detail]) => (
                  <div key={term}>
                    <dt className="font-semibold text-stone-900">{term}</dt>
                    <dd className="mt-0.5 text-stone-700">{detail}</dd>
                  </div>
                ))}
              </dl>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
