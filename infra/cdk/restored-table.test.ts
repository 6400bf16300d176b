/**
 * After a point-in-time restore the functions switch to the restored table by context
 * (`-c tableName=... -c tableStreamArn=...`, docs/operations.md "Restore"): the options are checked, and the
 * table the functions get (DataTable.active) is the restored one, its stream feeding the consumer, while the
 * stack's own table stays in the template, retained and deletion-protected.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';
import { ChangeStream } from './constructs/change-stream.js';
import { DataTable } from './constructs/data-table.js';

const contextOf = (values: Record<string, unknown>) => ({ tryGetContext: (key: string) => values[key] });
const RESTORED = 'Pitahaya-prod-Data-restored-20261126';
const STREAM = `arn:aws:dynamodb:eu-west-1:123456789012:table/${RESTORED}/stream/2026-11-26T10:00:00.000`;

describe('restored table context', () => {
  it('reads tableName with its stream ARN, and refuses one without the other or a stream of another table', () => {
    expect(readConfig(contextOf({})).restoredTable).toBeUndefined();
    expect(readConfig(contextOf({ tableName: RESTORED, tableStreamArn: STREAM })).restoredTable).toEqual({
      tableName: RESTORED,
      streamArn: STREAM,
    });
    expect(() => readConfig(contextOf({ tableName: RESTORED }))).toThrow(/tableStreamArn/);
    expect(() => readConfig(contextOf({ tableStreamArn: STREAM }))).toThrow(/tableName/);
    expect(() => readConfig(contextOf({ tableName: 'other-table', tableStreamArn: STREAM }))).toThrow(
      /stream ARN of other-table/,
    );
  });

  it('points the functions and the stream consumer at the restored table and keeps the old one', () => {
    const stack = new Stack(new App(), 'Restored', { env: { account: '123456789012', region: 'eu-west-1' } });
    const data = new DataTable(stack, 'Data', { restored: { tableName: RESTORED, streamArn: STREAM } });
    const consumer = new LambdaFunction(stack, 'Events', {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => {}'),
      environment: { TABLE_NAME: data.active.tableName },
    });
    data.active.grantReadWriteData(consumer);
    new ChangeStream(stack, 'ChangeStream', { table: data.active, consumer });
    const template = Template.fromStack(stack);

    expect(data.active.tableName).toBe(RESTORED);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { TABLE_NAME: RESTORED } },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', { EventSourceArn: STREAM });
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain(`table/${RESTORED}`);
    expect(policies).toContain(`table/${RESTORED}/index/*`);
  });

  it('uses the stack own table when no restore is configured', () => {
    const stack = new Stack(new App(), 'Own');
    const data = new DataTable(stack, 'Data');
    expect(data.active).toBe(data.table);
  });
});
