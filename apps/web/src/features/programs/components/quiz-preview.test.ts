import { describe, expect, it } from 'vitest';
import { previewAttempt } from './quiz-preview';

const quiz = {
  passing_score: 70,
  questions: [
    { question_id: 31, prompt: 'First slide?', options: ['Hook', 'Features'], multiple: false },
    { question_id: 32, prompt: 'Which matter?', options: ['Team', 'Traction', 'Font'], multiple: true },
    { question_id: 33, prompt: 'Length?', options: ['2 min', '20 min'], multiple: false },
  ],
};
const definition = {
  questions: [
    { prompt: 'First slide?', options: ['Hook', 'Features'], correct_options: [0], explanation: 'Open with pain.' },
    { prompt: 'Which matter?', options: ['Team', 'Traction', 'Font'], correct_options: [1, 0], explanation: null },
    { prompt: 'Length?', options: ['2 min', '20 min'], correct_options: [0], explanation: '  ' },
  ],
};

describe('previewAttempt: a quiz checked in the browser, as the server grades it', () => {
  it('scores a question only when the chosen set is the correct set, and passes at the pass mark', () => {
    const all = previewAttempt(quiz, definition, { '31': [0], '32': [0, 1], '33': [0] });
    expect(all).toMatchObject({ score: 3, max_score: 3, percent: 100, passed: true });
    expect(all.results[1]).toEqual({ question_id: 32, correct: true, correct_options: [0, 1], explanation: null });
    expect(all.results[2]!.explanation).toBeNull();

    const partial = previewAttempt(quiz, definition, { '31': [0], '32': [1], '33': [0] });
    expect(partial).toMatchObject({ score: 2, percent: 66, passed: false });
    expect(partial.results[0]!.explanation).toBe('Open with pain.');
  });

  it('counts a question without a key (edited meanwhile) or without an answer as incorrect', () => {
    const result = previewAttempt(quiz, { questions: definition.questions.slice(0, 2) }, { '31': [0], '32': [0, 1] });
    expect(result.results.map((r) => r.correct)).toEqual([true, true, false]);
    expect(result.passed).toBe(false);
  });
});
