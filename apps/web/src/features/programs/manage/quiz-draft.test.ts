import { ZQuizDefinition, ZUnitUpdate } from '@ankur/shared/schemas/programs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { problemOfMessage, problemsFromError } from './problems';
import { checkQuiz, countProblems, MAX_OPTIONS, type QuizDraft, quizDraftOf, quizEdits } from './quiz-draft';
import { checkUnit, resourceUrlProblem, type UnitDraft } from './unit-draft';

const apply = (draft: QuizDraft, ...edits: ((d: QuizDraft) => QuizDraft)[]) => edits.reduce((d, e) => e(d), draft);

describe('the quiz draft', () => {
  it('starts a quiz without questions with one empty question and the default or the unit’s pass mark', () => {
    const fresh = quizDraftOf(null);
    expect(fresh.passingScore).toBe('70');
    expect(fresh.questions).toHaveLength(1);
    expect(fresh.questions[0]!.options).toEqual(['', '']);
    expect(quizDraftOf({ passing_score: 50, questions: [] }, 90).passingScore).toBe('50');
    expect(quizDraftOf(null, 90).passingScore).toBe('90');
  });

  it('needs a prompt, filled answers and a correct answer for every question', () => {
    const { problems, definition } = checkQuiz(quizDraftOf(null));
    expect(definition).toBeNull();
    expect(problems.questions[0]).toEqual({
      prompt: { code: 'required' },
      options: [{ code: 'required' }, { code: 'required' }],
      correct: { code: 'needCorrect' },
      explanation: undefined,
    });
    expect(countProblems(problems)).toBe(4);
    expect(checkQuiz({ passingScore: '70', questions: [] }).problems.list).toEqual({ code: 'needQuestion' });
    expect(checkQuiz({ ...quizDraftOf(null), passingScore: '7.5' }).problems.passingScore).toEqual({
      code: 'wholeNumber',
    });
  });

  it('builds the PUT body ZQuizDefinition accepts, with the correct marks following their answers', () => {
    const draft = apply(
      quizDraftOf(null),
      quizEdits.passingScore('60'),
      quizEdits.prompt(0, ' Which are fruits? '),
      quizEdits.option(0, 0, 'Stone'),
      quizEdits.option(0, 1, 'Apple'),
      quizEdits.addOption(0),
      quizEdits.option(0, 2, 'Mango'),
      quizEdits.toggleCorrect(0, 2),
      quizEdits.toggleCorrect(0, 1),
      quizEdits.removeOption(0, 0),
    );
    const { definition } = checkQuiz(draft);
    expect(definition).toEqual({
      passing_score: 60,
      questions: [
        { prompt: 'Which are fruits?', options: ['Apple', 'Mango'], correct_options: [0, 1], explanation: null },
      ],
    });
    expect(ZQuizDefinition.safeParse(definition).success).toBe(true);
  });

  it('keeps 2 to 10 answers', () => {
    let draft = quizDraftOf(null);
    draft = quizEdits.removeOption(0, 0)(draft);
    expect(draft.questions[0]!.options).toHaveLength(2);
    for (let i = 0; i < 20; i += 1) draft = quizEdits.addOption(0)(draft);
    expect(draft.questions[0]!.options).toHaveLength(MAX_OPTIONS);
  });
});

describe('the unit draft', () => {
  const draft: UnitDraft = { name: ' Intro ', kind: 'video', duration: '15', content: '', resourceUrl: '' };

  it('accepts https links and uploaded files only', () => {
    expect(resourceUrlProblem('https://vimeo.com/1')).toBeUndefined();
    expect(resourceUrlProblem('/api/uploads/3/a.mp4')).toBeUndefined();
    expect(resourceUrlProblem('http://vimeo.com/1')).toEqual({ code: 'https' });
    expect(resourceUrlProblem('javascript:alert(1)')).toEqual({ code: 'https' });
  });

  it('builds the update body ZUnitUpdate accepts, clearing what the kind does not use', () => {
    const video = checkUnit({ ...draft, resourceUrl: 'https://youtu.be/x' }, null).body;
    expect(video).toEqual({
      unit_name: 'Intro',
      unit_type: 'video',
      duration_minutes: 15,
      content: null,
      resource_url: 'https://youtu.be/x',
      passing_score: null,
    });
    expect(ZUnitUpdate.safeParse(video).success).toBe(true);
    const quiz = checkUnit({ ...draft, kind: 'quiz', resourceUrl: 'https://youtu.be/x', duration: '' }, 80).body;
    expect(quiz).toEqual({
      unit_name: 'Intro',
      unit_type: 'quiz',
      duration_minutes: null,
      resource_url: null,
      passing_score: 80,
    });
    expect(checkUnit({ ...draft, name: '', duration: '-3' }, null).problems).toEqual({
      unit_name: { code: 'required' },
      duration_minutes: { code: 'wholeNumber' },
    });
  });
});

describe('server problems', () => {
  it('puts a 400’s details on their fields, in words the screens translate', () => {
    const error = new ApiError(400, 'Invalid body.unit_name: must not be empty', [
      { path: 'body.unit_name', message: 'must not be empty' },
      { path: 'body.resource_url', message: 'must be an https:// link or an uploaded file' },
      { path: 'body.other', message: 'x' },
    ]);
    expect(problemsFromError(error, ['unit_name', 'resource_url'] as const)).toEqual({
      unit_name: { code: 'required' },
      resource_url: { code: 'https' },
    });
    expect(problemOfMessage('Too big: expected string to have <=200 characters')).toEqual({
      code: 'tooLong',
      max: 200,
    });
    expect(problemOfMessage('something else')).toEqual({ code: 'server', message: 'something else' });
    expect(problemsFromError(new Error('offline'), ['unit_name'] as const)).toEqual({});
  });
});
