/**
 * An UpdateExpression that SETs each attribute of `set` and REMOVEs each of `remove`, through placeholders
 * (`#s0 = :s0`, `#r0`) so any attribute name is safe: the expression, its names and its values, for the caller
 * to add its own condition's names and values to.
 */
export function setRemoveExpression(
  set: Record<string, unknown>,
  remove: readonly string[] = [],
): { expression: string; names: Record<string, string>; values: Record<string, unknown> } {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const assignments = Object.entries(set).map(([attribute, value], i) => {
    names[`#s${i}`] = attribute;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  const removed = remove.map((attribute, i) => {
    names[`#r${i}`] = attribute;
    return `#r${i}`;
  });
  const expression = [
    assignments.length > 0 ? `SET ${assignments.join(', ')}` : '',
    removed.length > 0 ? `REMOVE ${removed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { expression, names, values };
}
