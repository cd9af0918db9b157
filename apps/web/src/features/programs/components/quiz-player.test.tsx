import type { TQuiz, TQuizAttemptResult } from '@ankur/shared/schemas/programs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programsEnrolled } from '../../../lib/resources';
import { unitProgressQueryKey } from '../api/unit-progress';
import { apiError, json, mockApi, renderRoute } from '../test-support';
import { answersPayload, QuizPlayer } from './quiz-player';

const QUIZ = 'GET /api/programs/2/units/1001/quiz';
const ATTEMPT = 'POST /api/programs/2/units/1001/quiz/attempts';

const QUESTIONS: TQuiz['questions'] = [
  {
    question_id: 31,
    prompt: 'Who should you interview first?',
    options: ['Investors', 'Users', 'Friends'],
    multiple: false,
  },
  {
    question_id: 32,
    prompt: 'Which questions are about the past?',
    options: ['When did it last happen?', 'Would you buy this?', 'What did you try?'],
    multiple: true,
  },
];

const quiz = (overrides: Partial<TQuiz> = {}): TQuiz => ({
  unit_id: 1001,
  passing_score: 70,
  questions: QUESTIONS,
  attempts: [],
  ...overrides,
});

const graded = (overrides: Partial<TQuizAttemptResult> = {}): TQuizAttemptResult => ({
  attempt_id: 9,
  score: 1,
  max_score: 2,
  percent: 50,
  passed: false,
  created_at: '2026-03-02T10:00:00.000Z',
  results: [
    { question_id: 31, correct: true, correct_options: [1], explanation: 'Users have the problem.' },
    {
      question_id: 32,
      correct: false,
      correct_options: [0, 2],
      explanation: 'Ask about what happened, not what might.',
    },
  ],
  ...overrides,
});

const render = () => renderRoute(<QuizPlayer programId={2} unitId={1001} />, '/quiz');
const submitButton = () => screen.getByRole('button', { name: 'Submit answers' }) as HTMLButtonElement;

afterEach(() => vi.restoreAllMocks());

describe('QuizPlayer', () => {
  it('shows the pass mark and the previous attempts', async () => {
    mockApi({
      [QUIZ]: json(
        200,
        quiz({
          attempts: [
            {
              attempt_id: 2,
              score: 1,
              max_score: 2,
              percent: 50,
              passed: false,
              created_at: '2026-03-02T10:00:00.000Z',
            },
            {
              attempt_id: 1,
              score: 2,
              max_score: 2,
              percent: 100,
              passed: true,
              created_at: '2026-03-01T10:00:00.000Z',
            },
          ],
        }),
      ),
    });
    render();
    const summary = await screen.findByRole('region', { name: 'About this quiz' });
    const terms = [...summary.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`,
    );
    expect(terms.slice(0, 3)).toEqual(['Pass mark=70%', 'Questions=2', 'Best score=100%']);
    expect(terms[3]).toMatch(/^Last attempt=/);
    expect(summary.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02T10:00:00.000Z');
    expect(within(summary).getByText(/You have passed this quiz/)).toBeTruthy();
  });

  it('cannot be submitted until every question is answered, then posts the answers by question id', async () => {
    const api = mockApi({ [QUIZ]: json(200, quiz()), [ATTEMPT]: json(201, graded()) });
    render();
    const single = await screen.findByRole('group', {
      name: /Question 1 of 2.*Who should you interview first\?.*Choose one answer/,
    });
    const multiple = screen.getByRole('group', { name: /Question 2 of 2.*Choose all that apply/ });
    expect(within(single).getAllByRole('radio')).toHaveLength(3);
    expect(within(multiple).getAllByRole('checkbox')).toHaveLength(3);

    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('2 questions left to answer')).toBeTruthy();
    fireEvent.click(within(single).getByRole('radio', { name: 'Investors' }));
    fireEvent.click(within(single).getByRole('radio', { name: 'Users' }));
    expect((within(single).getByRole('radio', { name: 'Investors' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('1 question left to answer')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    // choose all that apply: two ticks, one taken back, one more
    fireEvent.click(within(multiple).getByRole('checkbox', { name: 'What did you try?' }));
    fireEvent.click(within(multiple).getByRole('checkbox', { name: 'Would you buy this?' }));
    fireEvent.click(within(multiple).getByRole('checkbox', { name: 'Would you buy this?' }));
    fireEvent.click(within(multiple).getByRole('checkbox', { name: 'When did it last happen?' }));
    expect(screen.getByText('All questions answered. You can submit your answers.')).toBeTruthy();
    expect(submitButton().disabled).toBe(false);

    fireEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Your result' });
    expect(api.callsTo(ATTEMPT)).toHaveLength(1);
    expect(api.callsTo(ATTEMPT)[0]?.body).toEqual({ answers: { '31': [1], '32': [0, 2] } });
  });

  it('shows the result with each question marked, the correct options and explanations; Try again starts over', async () => {
    mockApi({ [QUIZ]: json(200, quiz()), [ATTEMPT]: json(201, graded()) });
    const { client } = render();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('radio', { name: 'Users' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Would you buy this?' }));
    fireEvent.click(submitButton());

    const heading = await screen.findByRole('heading', { name: 'Your result' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('1 of 2 correct (50%)')).toBeTruthy();
    expect(screen.getByText('You need 70% to pass. Look at the answers below, then try again.')).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Correct')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Users have the problem.')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Incorrect')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Would you buy this?')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Correct answers')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('When did it last happen?; What did you try?')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Ask about what happened, not what might.')).toBeTruthy();
    // a failed attempt does not complete the unit: progress is left alone
    expect(
      invalidate.mock.calls.some(([f]) => JSON.stringify(f?.queryKey) === JSON.stringify(unitProgressQueryKey(2))),
    ).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('heading', { name: 'Your result' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Users' }) as HTMLInputElement).checked).toBe(false);
    expect(submitButton().disabled).toBe(true);
  });

  it('refreshes the unit progress when the quiz is passed', async () => {
    mockApi({
      [QUIZ]: json(200, quiz({ questions: [QUESTIONS[0]!] })),
      [ATTEMPT]: json(
        201,
        graded({ score: 1, max_score: 1, percent: 100, passed: true, results: [graded().results[0]!] }),
      ),
    });
    const { client } = render();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('radio', { name: 'Users' }));
    fireEvent.click(submitButton());
    expect(await screen.findByText('You passed! This unit is now complete.')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: unitProgressQueryKey(2) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [programsEnrolled.prefix] });
  });

  it('says why an attempt was refused', async () => {
    mockApi({
      [QUIZ]: json(200, quiz({ questions: [QUESTIONS[0]!] })),
      [ATTEMPT]: apiError(400, 'Answer every question'),
    });
    render();
    fireEvent.click(await screen.findByRole('radio', { name: 'Users' }));
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Your answers were not sent: Answer every question');
    expect(submitButton().disabled).toBe(false);
  });

  it('explains a 403 the way the learning view does, and offers a retry for other failures', async () => {
    mockApi({ [QUIZ]: apiError(403, 'You are not enrolled in this program') });
    const first = render();
    expect((await screen.findByRole('alert')).textContent).toContain('The lessons are not open to you');
    first.unmount();

    const api = mockApi({ [QUIZ]: apiError(500, 'boom') });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the quiz');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo(QUIZ)).toHaveLength(2));
  });
});

describe('answersPayload', () => {
  it('sorts the options and leaves out unanswered questions', () => {
    expect(answersPayload({ 31: [2, 0], 32: [], 33: [1] })).toEqual({ '31': [0, 2], '33': [1] });
  });
});
