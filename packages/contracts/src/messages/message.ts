/**
 * A catalogue entry: mostly a string, but numbers take a noun form per CLDR plural category
 * (`other` required), and Arabic predicates agree with the gender of the field named by `{field}`,
 * so such entries give one text per category or gender.
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
