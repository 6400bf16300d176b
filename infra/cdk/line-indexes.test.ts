/**
 * The order lines' keys-only indexes on a table deployed before them (docs/operations.md "The lines' indexes"):
 * CloudFormation creates one global index per update, so the context `lineIndexes` (0 to 6) adds LINES1..LINES6
 * one deployment at a time; unset, a deployment has every index (a fresh table gets them all at once).
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { LINE_INDEX_NAMES, TABLE_DESIGN } from '../../services/lib/data/table-design.js';
import { readConfig } from './config.js';
import { DataTable } from './constructs/data-table.js';

const contextOf = (values: Record<string, unknown>) => ({ tryGetContext: (key: string) => values[key] });

/** The index names of the table a deployment with this `lineIndexes` makes. */
function indexNames(lineIndexes?: number): string[] {
  const stack = new Stack(new App(), 'Lines');
  new DataTable(stack, 'Data', lineIndexes === undefined ? {} : { lineIndexes });
  const [table] = Object.values(Template.fromStack(stack).findResources('AWS::DynamoDB::Table'));
  return (table?.Properties.GlobalSecondaryIndexes as { IndexName: string }[]).map(
    (index) => index.IndexName,
  );
}

describe("the lines' indexes, one per deployment", () => {
  it('reads lineIndexes as a whole number from 0 to 6, and nothing else', () => {
    expect(readConfig(contextOf({})).lineIndexes).toBeUndefined();
    expect(readConfig(contextOf({ lineIndexes: '0' })).lineIndexes).toBe(0);
    expect(readConfig(contextOf({ lineIndexes: 3 })).lineIndexes).toBe(3);
    expect(readConfig(contextOf({ lineIndexes: '6' })).lineIndexes).toBe(6);
    for (const wrong of ['7', '-1', '2.5', 'all'])
      expect(() => readConfig(contextOf({ lineIndexes: wrong }))).toThrow(/lineIndexes must be/);
  });

  it('reads consumerOrdersLegacy as true or false, never with lineIndexes', () => {
    expect(readConfig(contextOf({ consumerOrdersLegacy: 'true' })).consumerOrdersLegacy).toBe(true);
    expect(readConfig(contextOf({ consumerOrdersLegacy: true })).consumerOrdersLegacy).toBe(true);
    expect(readConfig(contextOf({ consumerOrdersLegacy: 'false' })).consumerOrdersLegacy).toBeUndefined();
    expect(() => readConfig(contextOf({ consumerOrdersLegacy: 'yes' }))).toThrow(/consumerOrdersLegacy must/);
    expect(() => readConfig(contextOf({ consumerOrdersLegacy: 'true', lineIndexes: 5 }))).toThrow(
      /not with lineIndexes/,
    );
  });

  it('adds exactly one new index per step, in order, and every index without the context', () => {
    const generic = ['GSI1', 'GSI2', 'GSI3', 'GSI4', 'GSI5', 'GSI6'];
    expect(indexNames(0)).toEqual(generic);
    for (let step = 1; step <= LINE_INDEX_NAMES.length; step += 1) {
      const before = indexNames(step - 1);
      const after = indexNames(step);
      expect(after.filter((name) => !before.includes(name))).toEqual([LINE_INDEX_NAMES[step - 1]]);
      expect(before.every((name) => after.includes(name))).toBe(true);
    }
    expect(indexNames(6)).toEqual(indexNames());
    expect(indexNames(5)).not.toContain('LINES6');
    expect(indexNames()).toEqual(TABLE_DESIGN.globalIndexes.map((index) => index.indexName));
  });
});
