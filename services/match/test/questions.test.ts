import { describe, expect, it } from 'vitest';
import { questionsView, type Answer } from '../src/domain/questions.js';

const A = 'a0000000-0000-4000-8000-000000000001';
const B = 'b0000000-0000-4000-8000-000000000002';
const at = new Date('2026-11-29T10:00:00Z');
const answer = (memberId: string, questionId: Answer['questionId'], choice: string): Answer => ({
  memberId,
  questionId,
  choice,
  note: null,
  at,
});

describe("the families' questions", () => {
  it('are closed while talking and open from families involved on', () => {
    expect(questionsView(A, 'talking', []).open).toBe(false);
    expect(questionsView(A, 'families_involved', []).open).toBe(true);
    expect(questionsView(A, 'married', []).open).toBe(true);
  });

  it("keep the other's answer private until I answered the same question", () => {
    const view = questionsView(A, 'families_involved', [answer(B, 'children', 'soon')]);
    const children = view.items.find((q) => q.questionId === 'children')!;
    expect(children).toMatchObject({ mine: null, theirs: null, theyAnswered: true, agree: null });
  });

  it('mark agreement and difference once both answered', () => {
    const view = questionsView(A, 'meeting_planned', [
      answer(A, 'children', 'soon'),
      answer(B, 'children', 'soon'),
      answer(A, 'relocation', 'willing'),
      answer(B, 'relocation', 'not_willing'),
      answer(A, 'mahr', 'modest'),
    ]);
    const of = (id: string) => view.items.find((q) => q.questionId === id)!;
    expect(of('children')).toMatchObject({ agree: true, theirs: { choice: 'soon' } });
    expect(of('relocation')).toMatchObject({
      agree: false,
      mine: { choice: 'willing' },
      theirs: { choice: 'not_willing' },
    });
    expect(of('mahr')).toMatchObject({ agree: null, theirs: null, theyAnswered: false });
    expect(view.items.map((q) => q.questionId)).toEqual([
      'where_to_live',
      'work_study',
      'children',
      'mahr',
      'living_with_family',
      'relocation',
      'religious_practice',
    ]);
  });
});
