import { definitionProblems } from '@ankur/shared/readiness-definition';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { editorReducer, freshId, initialEditor, isDirty, move } from './editor-reducer';
import { definition } from './test-fixtures';
import { draftProblems, fieldId, localPath, serverProblems, wordMessage } from './validation';

const start = () => initialEditor(definition());

describe('the draft editor’s reducer', () => {
  it('tells a changed draft from the saved one, and a reset makes it saved', () => {
    let state = start();
    expect(isDirty(state)).toBe(false);
    state = editorReducer(state, { type: 'meta', patch: { title: 'Investor readiness 2027' } });
    expect(isDirty(state)).toBe(true);
    state = editorReducer(state, { type: 'reset', definition: state.draft });
    expect(isDirty(state)).toBe(false);
  });

  it('gives new items unused ids and keeps the definition valid', () => {
    let state = start();
    state = editorReducer(state, { type: 'add', list: 'sections' });
    state = editorReducer(state, { type: 'addQuestion', section: 0 });
    const [, , added] = state.draft.sections;
    expect(added?.id).toBe('section-1');
    expect(added?.questions[0]?.id).toBe('q1');
    expect(state.draft.sections[0]?.questions[1]?.id).toBe('q2');
    expect(freshId('q', ['q1', 'q2'])).toBe('q3');
    // the new questions lack only their prompts and the new section its title
    expect(Object.keys(draftProblems(state.draft)).sort()).toEqual([
      'sections[0].questions[1].prompt',
      'sections[2].questions[0].prompt',
      'sections[2].title',
    ]);
  });

  it('moves items up and down, never past the ends', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    let state = editorReducer(start(), { type: 'move', list: 'sections', index: 1, by: -1 });
    expect(state.draft.sections.map((s) => s.id)).toEqual(['traction', 'team']);
    state = editorReducer(state, { type: 'moveQuestion', section: 0, index: 0, by: 1 });
    expect(state.draft.sections[0]?.questions.map((q) => q.id)).toEqual(['pilots', 'monthly-revenue']);
  });

  it('brings each answer type its own settings, and only those', () => {
    let state = editorReducer(start(), { type: 'questionType', section: 1, index: 1, answer: 'multi' });
    const multi = state.draft.sections[1]?.questions[1];
    expect(multi?.scale).toBeUndefined();
    expect(multi?.options.map((o) => [o.value, o.score])).toEqual([
      ['option-1', 0],
      ['option-2', 1],
    ]);
    state = editorReducer(state, { type: 'questionType', section: 1, index: 1, answer: 'text' });
    const text = state.draft.sections[1]?.questions[1];
    expect(text).toMatchObject({ type: 'text', options: [], dimension: null });
    state = editorReducer(state, { type: 'questionType', section: 1, index: 1, answer: 'scale' });
    expect(state.draft.sections[1]?.questions[1]?.scale?.points).toBe(5);
    // text scores nothing: traction still has the revenue question, so the definition stays sound
    expect(definitionProblems(state.draft)).toEqual([]);
  });

  it('renaming a dimension carries its questions; removing one leaves none pointing at it', () => {
    let state = editorReducer(start(), { type: 'dimension', index: 1, patch: { id: 'customers' } });
    expect(state.draft.sections[1]?.questions.map((q) => q.dimension)).toEqual(['customers', 'customers']);
    state = editorReducer(state, { type: 'remove', list: 'dimensions', index: 0 });
    expect(state.draft.sections[0]?.questions[0]?.dimension).toBeNull();
    expect(state.draft.dimensions.map((d) => d.id)).toEqual(['customers']);
  });

  it('edits options, and adds a number band before the open-ended last one', () => {
    let state = editorReducer(start(), { type: 'option', section: 0, question: 0, op: { kind: 'add' } });
    state = editorReducer(state, {
      type: 'option',
      section: 0,
      question: 0,
      op: { kind: 'set', index: 2, patch: { label: 'Three or more', score: 1 } },
    });
    expect(state.draft.sections[0]?.questions[0]?.options[2]).toEqual({
      value: 'option-1',
      label: 'Three or more',
      score: 1,
    });
    state = editorReducer(state, { type: 'band', section: 1, question: 0, op: { kind: 'add' } });
    expect(state.draft.sections[1]?.questions[0]?.number?.bands).toEqual([
      { upto: 1, score: 0.2 },
      { upto: 11, score: 0.5 },
      { upto: null, score: 1 },
    ]);
    expect(definitionProblems(state.draft)).toEqual([]);
  });
});

describe('the draft’s problems', () => {
  it('names each field in the editor’s words', () => {
    let state = editorReducer(start(), { type: 'section', index: 1, patch: { id: 'team' } });
    state = editorReducer(state, { type: 'question', section: 0, index: 0, patch: { id: 'Bad Id', prompt: '' } });
    state = editorReducer(state, { type: 'dimension', index: 0, patch: { weight: Number.NaN } });
    const problems = draftProblems(state.draft);
    expect(problems['sections[1].id']).toEqual({ key: 'usedTwice', values: { id: 'team' } });
    expect(problems['sections[0].questions[0].id']).toMatchObject({ key: 'slug' });
    expect(problems['sections[0].questions[0].prompt']).toEqual({ key: 'required' });
    expect(problems['dimensions[0].weight']).toEqual({ key: 'number' });
  });

  it('reads the API’s 400 (on a save or a publish) per field', () => {
    const error = new ApiError(
      400,
      'Invalid body.definition.sections[1].questions[0].dimension: No dimension "market"',
      [
        { path: 'body.definition.sections[1].questions[0].dimension', message: 'No dimension "market"' },
        { path: 'definition.dimensions[1]', message: 'No question scores into "Traction"' },
      ],
    );
    expect(serverProblems(error)).toEqual({
      'sections[1].questions[0].dimension': { key: 'noDimension', values: { id: 'market' } },
      'dimensions[1]': { key: 'noScoredQuestion', values: { label: 'Traction' } },
    });
    expect(serverProblems(new ApiError(409, 'Version 2 is published'))).toBeNull();
    expect(wordMessage('Something new')).toEqual({ text: 'Something new' });
    expect(localPath('body.definition.title')).toBe('title');
    expect(fieldId('sections[1].questions[0].prompt')).toBe('rd-sections-1-questions-0-prompt');
  });
});
