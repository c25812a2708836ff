/** Select choices whose labels are catalogue keys (react-admin translates choice names). */
export const choicesOf = (values: readonly string[], prefix: string) =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }));
