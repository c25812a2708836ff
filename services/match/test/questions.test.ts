import { describe, expect, it } from 'vitest';
import { editedChoices, questionsView, type Answer, type Question } from '../src/domain/questions.js';

const A = 'a0000000-0000-4000-8000-000000000001';
const B = 'b0000000-0000-4000-8000-000000000002';
const at = new Date('2026-11-29T10:00:00Z');
const words = (w: string) => ({ ar: `${w} ar`, en: w, ur: `${w} ur`, fa: `${w} fa`, tr: `${w} tr` });
const question = (id: string, order: number, choices: string[], active = true): Question => ({
  id,
  order,
  active,
  text: words(id),
  choices: choices.map((c) => ({ id: c, label: words(c) })),
});
const QUESTIONS = [
  question('mahr', 4, ['modest', 'customary']),
  question('children', 3, ['soon', 'later']),
  question('relocation', 6, ['willing', 'not_willing']),
  question('where_to_live', 1, ['near_his_family', 'open']),
];
const answer = (
  memberId: string,
  questionId: string,
  choice: string,
  by: Answer['by'] = 'member',
): Answer => ({
  memberId,
  questionId,
  choice,
  note: null,
  at,
  by,
  byId: memberId,
});
const noGuardian = { linked: false, mayAnswer: false };
const view = (stage: Parameters<typeof questionsView>[1], answers: Answer[], questions = QUESTIONS) =>
  questionsView(A, stage, questions, answers, noGuardian);

describe("the families' questions", () => {
  it('are closed while talking and open from families involved on', () => {
    expect(view('talking', []).open).toBe(false);
    expect(view('families_involved', []).open).toBe(true);
    expect(view('married', []).open).toBe(true);
  });

  it("keep the other's answer private until I answered the same question", () => {
    const children = view('families_involved', [answer(B, 'children', 'soon')]).items.find(
      (q) => q.questionId === 'children',
    )!;
    expect(children).toMatchObject({ mine: null, theirs: null, theyAnswered: true, agree: null });
  });

  it('mark agreement and difference once both answered, in the order staff set', () => {
    const v = view('meeting_planned', [
      answer(A, 'children', 'soon'),
      answer(B, 'children', 'soon', 'guardian'),
      answer(A, 'relocation', 'willing'),
      answer(B, 'relocation', 'not_willing'),
      answer(A, 'mahr', 'modest'),
    ]);
    const of = (id: string) => v.items.find((q) => q.questionId === id)!;
    expect(of('children')).toMatchObject({ agree: true, theirs: { choice: 'soon', by: 'guardian' } });
    expect(of('relocation')).toMatchObject({
      agree: false,
      mine: { choice: 'willing', by: 'member' },
      theirs: { choice: 'not_willing' },
    });
    expect(of('mahr')).toMatchObject({ agree: null, theirs: null, theyAnswered: false });
    expect(v.items.map((q) => q.questionId)).toEqual(['where_to_live', 'children', 'mahr', 'relocation']);
    expect(of('mahr').text.ar).toBe('mahr ar');
  });

  it('show a retired question only where an answer was given, marked retired', () => {
    const retired = [
      ...QUESTIONS.filter((q) => q.id !== 'where_to_live'),
      question('where_to_live', 1, ['near_his_family', 'open'], false),
    ];
    expect(view('families_involved', [], retired).items.map((q) => q.questionId)).not.toContain(
      'where_to_live',
    );
    const kept = view('families_involved', [answer(A, 'where_to_live', 'open')], retired).items[0]!;
    expect(kept).toMatchObject({ questionId: 'where_to_live', retired: true, mine: { choice: 'open' } });
  });
});

describe('editing the answers a question offers', () => {
  let n = 0;
  const newId = () => `c_new${++n}`;

  it('keeps the ids of the answers kept, renamed or reordered, and gives new ones an id', () => {
    const out = editedChoices(
      [{ id: 'soon' }, { id: 'later' }],
      [
        { id: 'later', label: words('Later, in shaa Allah') },
        { id: 'soon', label: words('Soon') },
        { label: words('Open') },
      ],
      newId,
    );
    expect(out).toEqual([
      { id: 'later', label: words('Later, in shaa Allah') },
      { id: 'soon', label: words('Soon') },
      { id: 'c_new1', label: words('Open') },
    ]);
  });

  it('refuses to drop an answer the question offered', () => {
    expect(
      editedChoices([{ id: 'soon' }, { id: 'later' }], [{ id: 'soon', label: words('Soon') }], newId),
    ).toBe('choiceRemoved');
  });

  it('treats an id the question never had as a new answer', () => {
    const out = editedChoices([], [{ id: 'made_up', label: words('x') }], newId);
    expect(out).not.toBe('choiceRemoved');
    expect((out as { id: string }[])[0]!.id).toMatch(/^c_new/);
  });
});
