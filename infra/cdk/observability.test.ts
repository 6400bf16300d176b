/**
 * Issue 24 in the template: every alarm with its threshold and the topic it notifies, the topic and its e-mail
 * subscription (alarmEmail), the dashboard, X-Ray tracing and the Powertools layer on every function, the WAF
 * alarm of the edge stack, cdk-nag. Synthesised without bundling (`aws:cdk:bundling-stacks: []`): the bundles
 * and their budget are pitahaya-stack.test.ts's.
 */
import { join } from 'node:path';
import type { App, CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALARM_COUNT } from '../../bench/cost/fixed-inventory.js';
import { METRIC } from '../../services/lib/observability/metrics.js';
import { ROUTE_METRIC } from '../../services/lib/observability/route-metrics.js';
import { DEFAULT_P95_MS, ROUTE_GROUP_P95_MS, ROUTE_GROUPS, THRESHOLDS } from './alarm-thresholds.js';
import { readConfig } from './config.js';
import { FUNCTION_NAMES } from './constructs/service-functions.js';
import type { PitahayaEdgeStack } from './edge-stack.js';
import { buildApp } from './pitahaya-app.js';
import type { PitahayaStack } from './pitahaya-stack.js';
import { nagFindings } from './nag-findings.js';
import { scratchFolder } from './scratch-folder.js';

type Json = Record<string, unknown>;
interface Resource {
  Type: string;
  Properties: Json;
}

describe('observability (issue 24)', () => {
  let app: App;
  let stack: PitahayaStack;
  let edge: PitahayaEdgeStack;
  let template: Template;
  let resources: Record<string, Resource>;

  const logicalId = (construct: IConstruct): string =>
    stack.resolve((construct.node.defaultChild as CfnElement).logicalId) as string;
  const alarms = (): Json[] =>
    Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm')
      .map((resource) => resource.Properties);
  const alarmNamed = (id: string): Json | undefined =>
    alarms().find((alarm) => String(alarm.AlarmName).endsWith(`-${id}`));

  const scratch = scratchFolder('pitahaya-observability-');
  beforeAll(() => {
    const built = buildApp({
      outdir: join(scratch(), 'cdk.out'),
      context: {
        'aws:cdk:bundling-stacks': [],
        stage: 'test',
        webDist: join(scratch(), 'no-dist'),
        alarmEmail: 'guardia@pitahaya.example',
      },
    });
    app = built.app;
    stack = built.stack;
    edge = built.edge as PitahayaEdgeStack;
    template = Template.fromStack(stack);
    resources = template.toJSON().Resources as Record<string, Resource>;
  });

  it('traces every function with X-Ray and gives each the Powertools layer and the metrics namespace', () => {
    const layerId = logicalId(stack.services.observability.layer);
    const functions = [
      ...FUNCTION_NAMES.map((name) => stack.services.functions[name]),
      stack.sharePages.function,
    ];
    for (const fn of functions) {
      const properties = resources[logicalId(fn)]?.Properties as Json;
      expect(properties.TracingConfig, fn.node.path).toEqual({ Mode: 'Active' });
      expect(properties.Layers, fn.node.path).toContainEqual({ Ref: layerId });
      expect((properties.Environment as { Variables: Json }).Variables.POWERTOOLS_METRICS_NAMESPACE).toBe(
        'Pitahaya/test',
      );
    }
    // Only the X-Ray actions on '*' (no resource-level permissions) beside each role's own grants.
    const xray = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Json[] }).Statement)
      .filter((statement) => [statement.Action].flat().some((action) => String(action).startsWith('xray:')));
    expect(xray.length).toBeGreaterThanOrEqual(functions.length);
    for (const statement of xray) {
      // The events role's ListStreams (also "*") shares the statement.
      expect(
        [statement.Action]
          .flat()
          .filter((action) => action !== 'dynamodb:ListStreams')
          .sort(),
      ).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
      expect(statement.Resource).toBe('*');
    }
  });

  it('creates the alarms topic, TLS only, with the alarmEmail subscription; CloudWatch of this account may publish', () => {
    const topicId = logicalId(stack.observability.topic.topic);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'guardia@pitahaya.example',
      TopicArn: { Ref: topicId },
    });
    const policy = Object.values(resources).find(
      (resource) =>
        resource.Type === 'AWS::SNS::TopicPolicy' &&
        JSON.stringify(resource.Properties.Topics) === JSON.stringify([{ Ref: topicId }]),
    );
    const statements = (policy?.Properties.PolicyDocument as { Statement: Json[] }).Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'sns:Publish',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Condition: { ArnLike: { 'aws:SourceArn': expect.anything() } },
      }),
    );
  });

  it('has no e-mail subscription without alarmEmail, and refuses a malformed one', () => {
    expect(() =>
      readConfig({ tryGetContext: (key: string) => (key === 'alarmEmail' ? 'nadie' : undefined) }),
    ).toThrow(/alarmEmail must be an e-mail address/);
    expect(readConfig({ tryGetContext: () => undefined }).alarmEmail).toBeUndefined();
  });

  it('alarms on every route group: its 5xx rate (with a minimum of answers) and its p95', () => {
    for (const group of ROUTE_GROUPS) {
      const rate = alarmNamed(`Api5xx-${group}`);
      expect(rate, group).toMatchObject({
        Threshold: THRESHOLDS.routeGroup5xxRate.value,
        EvaluationPeriods: THRESHOLDS.routeGroup5xxRate.periods,
        DatapointsToAlarm: THRESHOLDS.routeGroup5xxRate.datapoints,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      const queries = rate?.Metrics as Json[];
      expect(queries.find((query) => query.Expression)?.Expression).toBe(
        `IF(answers >= ${THRESHOLDS.routeGroupMinRequests.value}, errors * 100, 0)`,
      );
      for (const query of queries.filter((entry) => entry.MetricStat)) {
        expect(query.MetricStat).toMatchObject({
          Metric: {
            Namespace: 'Pitahaya/test',
            MetricName: ROUTE_METRIC.serverErrors,
            Dimensions: [{ Name: 'RouteGroup', Value: group }],
          },
        });
      }
      expect(alarmNamed(`ApiP95-${group}`), group).toMatchObject({
        Namespace: 'Pitahaya/test',
        MetricName: ROUTE_METRIC.latency,
        Dimensions: [{ Name: 'RouteGroup', Value: group }],
        ExtendedStatistic: 'p95',
        Threshold: ROUTE_GROUP_P95_MS[group] ?? DEFAULT_P95_MS,
      });
    }
    expect(ROUTE_GROUPS).toEqual(
      expect.arrayContaining(['catalog', 'checkout', 'sign-in', 'stripe-webhook']),
    );
  });

  it("alarms on the whole API as API Gateway sees it, and on each function's errors and throttles", () => {
    expect(alarmNamed('ApiP95')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p95',
      Threshold: THRESHOLDS.apiP95.value,
    });
    expect(JSON.stringify(alarmNamed('Api5xx')?.Metrics)).toContain('"MetricName":"5xx"');
    const names = [...FUNCTION_NAMES, 'seo'];
    for (const name of names) {
      expect(alarmNamed(`Errors-${name}`), name).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Threshold: THRESHOLDS.functionErrors.value,
      });
      expect(alarmNamed(`Throttles-${name}`), name).toMatchObject({ MetricName: 'Throttles' });
    }
  });

  it('alarms on dead letters, the stream iterator age, DynamoDB throttles and system errors', () => {
    expect(alarmNamed('DeadLetters')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [logicalId(stack.changeStream.deadLetters), 'QueueName'] },
        },
      ],
      Threshold: 1,
    });
    expect(alarmNamed('StreamIteratorAge')).toMatchObject({
      MetricName: 'IteratorAge',
      Statistic: 'Maximum',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(stack.services.functions.events) } }],
      Threshold: THRESHOLDS.iteratorAgeMs.value,
    });
    const throttles = JSON.stringify(alarmNamed('TableThrottles')?.Metrics);
    expect(throttles).toContain('"MetricName":"ThrottledRequests"');
    expect(throttles).toContain('"Value":"TransactWriteItems"');
    expect(JSON.stringify(alarmNamed('TableSystemErrors')?.Metrics)).toContain('"MetricName":"SystemErrors"');
  });

  it('alarms on any e-mail, refund or payout failed, and any money difference the reconciliation found, summed over the functions that record them', () => {
    for (const [id, metricName, services] of [
      ['EmailsFailed', METRIC.emailsFailed, ['events']],
      ['RefundsFailed', METRIC.refundsFailed, ['events', 'payments-sweeper', 'payments']],
      ['PayoutsFailed', METRIC.payoutsFailed, ['payments', 'payments-sweeper']],
      ['ReconcileDifferences', METRIC.reconcileDifferences, ['payments-reconciler']],
    ] as const) {
      const alarm = alarmNamed(id);
      expect(alarm?.Threshold, id).toBe(1);
      const stats = (alarm?.Metrics as Json[]).filter((query) => query.MetricStat);
      expect(stats.map((query) => query.MetricStat)).toEqual(
        services.map((service) =>
          expect.objectContaining({
            Metric: {
              Namespace: 'Pitahaya/test',
              MetricName: metricName,
              Dimensions: [{ Name: 'service', Value: service }],
            },
            Stat: 'Sum',
          }),
        ),
      );
    }
  });

  it("alarms on the reconciliation's differences within its 15-minute period, pointing at its runbook", () => {
    const alarm = alarmNamed('ReconcileDifferences');
    const stats = (alarm?.Metrics as Json[]).filter((query) => query.MetricStat);
    expect(stats.map((query) => (query.MetricStat as Json).Period)).toEqual([900]);
    expect(alarm).toMatchObject({ EvaluationPeriods: 1, DatapointsToAlarm: 1, Threshold: 1 });
    expect(String(alarm?.AlarmDescription)).toContain('Runbook: docs/operations.md#reconciledifferences');
  });

  it('sends every alarm to the topic, firing and back to OK, with its reason and runbook in the description', () => {
    const topic = { Ref: logicalId(stack.observability.topic.topic) };
    expect(alarms().length).toBe(stack.observability.alarms.length);
    expect(alarms().length).toBe(ROUTE_GROUPS.length * 2 + 2 + (FUNCTION_NAMES.length + 1) * 2 + 5 + 4);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions, String(alarm.AlarmName)).toEqual([topic]);
      expect(alarm.OKActions).toEqual([topic]);
      expect(alarm.TreatMissingData).toBe('notBreaching');
      expect(String(alarm.AlarmDescription)).toMatch(/Why .+ Runbook: docs\/operations\.md#/);
    }
  });

  it("builds the shop's dashboard from the functions' metrics and CloudFront's additional metrics", () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const [dashboard] = Object.values(resources).filter(
      (resource) => resource.Type === 'AWS::CloudWatch::Dashboard',
    );
    const body = JSON.stringify(dashboard?.Properties.DashboardBody);
    for (const text of [
      METRIC.ordersPlaced,
      METRIC.revenue,
      METRIC.checkoutLatency,
      METRIC.catalogLatency,
      `MetricName=\\\\\\"${METRIC.checkoutRefused}\\\\\\"`,
      'CacheHitRate',
      'ApproximateNumberOfMessagesVisible',
      'IteratorAge',
      'cents / 100',
    ])
      expect(body, text).toContain(text);
    template.hasResourceProperties('AWS::CloudFront::MonitoringSubscription', {
      DistributionId: { Ref: logicalId(stack.web.distribution) },
      MonitoringSubscription: {
        RealtimeMetricsSubscriptionConfig: { RealtimeMetricsSubscriptionStatus: 'Enabled' },
      },
    });
  });

  it('alarms on a spike of WAF blocks in the edge stack, notifying its own topic with the same subscription', () => {
    const edgeTemplate = Template.fromStack(edge);
    edgeTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: [
        { Name: 'Rule', Value: 'ALL' },
        { Name: 'WebACL', Value: 'pitahaya-test' },
      ],
      Threshold: THRESHOLDS.wafBlocked.value,
      AlarmActions: [{ Ref: Match.anyValue() }],
    });
    edgeTemplate.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'guardia@pitahaya.example',
    });
  });

  it('has as many alarms as the cost model counts (bench/cost/fixed-inventory.ts)', () => {
    const edgeAlarms = Object.values(
      Template.fromStack(edge).toJSON().Resources as Record<string, Resource>,
    ).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');
    expect(alarms().length + edgeAlarms.length).toBe(ALARM_COUNT);
  });

  it('keeps cdk-nag clean: every new finding acknowledged with a reason', () => {
    expect(nagFindings(app)).toEqual([]);
  });
});
