/**
 * The shape of one catalogue entry. Most are plain strings; two kinds of grammar need more:
 *
 * - Numbers: "at least {min} characters" takes a different noun form per number, by each
 *   language's CLDR rules (Arabic zero/one/two/few/many/other, English one/other…). A plural
 *   entry names the numeric param it counts and gives a text per category; `other` is required.
 * - Grammatical gender: in Arabic the predicate agrees with the field named by `{field}`
 *   ("كلمة المرور مطلوبة", "الاسم الكامل مطلوب"). A gendered entry gives a masculine and a
 *   feminine text; the catalogue says which field labels are feminine.
 */
export type PluralCategory = Intl.LDMLPluralRule;

export type PluralText = { readonly plural: string; readonly other: string } & {
  readonly [C in Exclude<PluralCategory, 'other'>]?: string;
};

export type Text = string | PluralText;

export interface GenderedText {
  readonly masculine: Text;
  readonly feminine: Text;
}

export type Message = Text | GenderedText;

export const isPlural = (m: Message): m is PluralText => typeof m === 'object' && 'plural' in m;
export const isGendered = (m: Message): m is GenderedText => typeof m === 'object' && 'feminine' in m;
