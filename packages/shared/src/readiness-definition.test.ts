import { describe, expect, it } from 'vitest';
import { definitionProblems } from './readiness-definition.ts';
import { type TAssessmentDefinitionInput, ZAssessmentDefinition } from './schemas/readiness.ts';

const base: TAssessmentDefinitionInput = {
  title: 'Idea readiness',
  dimensions: [
    { id: 'problem', label: 'Problem' },
    { id: 'market', label: 'Market' },
  ],
  sections: [
    {
      id: 'one',
      title: 'The problem',
      questions: [
        { id: 'pain', prompt: 'How painful is the problem?', type: 'scale', dimension: 'problem' },
        {
          id: 'segment',
          prompt: 'Who has it most?',
          type: 'choice',
          dimension: 'market',
          options: [
            { value: 'smes', label: 'Small businesses', score: 1 },
            { value: 'unsure', label: 'Not sure yet', score: 0 },
          ],
        },
        {
          id: 'interviews',
          prompt: 'Customer interviews done',
          type: 'number',
          dimension: 'market',
          number: {
            min: 0,
            max: null,
            bands: [
              { upto: 9, score: 0 },
              { upto: 29, score: 0.5 },
              { upto: null, score: 1 },
            ],
          },
        },
        { id: 'notes', prompt: 'Anything else?', type: 'text', required: false },
      ],
    },
  ],
};
const check = (def: TAssessmentDefinitionInput) => definitionProblems(ZAssessmentDefinition.parse(def));
const withQuestion = (i: number, patch: Record<string, unknown>): TAssessmentDefinitionInput => {
  const s = base.sections[0]!;
  return { ...base, sections: [{ ...s, questions: s.questions.map((q, j) => (j === i ? { ...q, ...patch } : q)) }] };
};

describe('definitionProblems: what zod cannot say about a readiness definition', () => {
  it('accepts a definition that holds together', () => {
    expect(check(base)).toEqual([]);
  });

  it('names each problem by its path', () => {
    expect(check(withQuestion(3, { dimension: 'problem' }))).toEqual([
      {
        path: 'definition.sections[0].questions[3].dimension',
        message: 'A text answer scores nothing: leave its dimension empty',
      },
    ]);
    expect(check(withQuestion(2, { number: { min: 5, max: 1, bands: [{ upto: null, score: 1 }] } }))).toEqual([
      { path: 'definition.sections[0].questions[2].number.max', message: 'The maximum is below the minimum' },
    ]);
    const bands = check(
      withQuestion(2, {
        number: {
          bands: [
            { upto: null, score: 0 },
            { upto: 10, score: 0.5 },
            { upto: 5, score: 1 },
          ],
        },
      }),
    ).map((p) => p.message);
    expect(bands).toEqual(['Only the last band is open-ended', 'Bands must rise: each limit above the one before']);
    expect(check(withQuestion(0, { options: [{ value: 'a', label: 'A', score: 1 }] }))[0]).toEqual({
      path: 'definition.sections[0].questions[0].options',
      message: 'A scale question has no options',
    });
    const twice = check(
      withQuestion(1, {
        options: [
          { value: 'smes', label: 'Small businesses', score: 1 },
          { value: 'smes', label: 'Again', score: 0 },
        ],
      }),
    );
    expect(twice).toEqual([
      { path: 'definition.sections[0].questions[1].options[1].value', message: 'Option "smes" is used twice' },
    ]);
  });

  it('a dimension whose only questions weigh nothing is not scored', () => {
    const problems = check(withQuestion(0, { weight: 0 }));
    expect(problems).toEqual([{ path: 'definition.dimensions[0]', message: 'No question scores into "Problem"' }]);
  });

  it('roots the paths where the caller says (the API: body.definition)', () => {
    expect(
      definitionProblems(ZAssessmentDefinition.parse(withQuestion(0, { dimension: 'x' })), 'body.definition')[0]?.path,
    ).toBe('body.definition.sections[0].questions[0].dimension');
  });
});
