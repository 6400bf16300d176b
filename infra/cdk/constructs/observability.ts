/**
 * What an operator watches (issue 24; docs/operations.md is the runbook): the alarms, their SNS topic and the
 * shop's CloudWatch dashboard. Thresholds come from alarm-thresholds.ts. The business metrics are the EMF
 * metrics the functions write (services/lib/observability: namespace `Pitahaya/<stage>`, dimension `service`);
 * nothing here reads the table.
 *
 * Alarms: per route group the 5xx rate and the p95 latency (from the functions' ApiServerErrors and
 * ApiLatency), the whole API's 5xx rate and p95 (API Gateway's), each function's errors and throttles, the
 * stream's dead letters and iterator age, DynamoDB's throttles and system errors, failed e-mails, refunds and
 * payouts, and the differences the payments reconciliation found with Stripe. The WAF's alarm is in the edge stack (waf-alarm.ts): its metrics are in us-east-1.
 *
 * CloudFront publishes its additional metrics (cache hit rate, origin latency, error rates by status) only
 * with a monitoring subscription, created here (~8 metrics; docs/operations.md, "Cost").
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi, IHttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { type Distribution, CfnMonitoringSubscription } from 'aws-cdk-lib/aws-cloudfront';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  SingleValueWidget,
  Stats,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRIC } from '../../../services/lib/observability/metrics.js';
import { ROUTE_METRIC } from '../../../services/lib/observability/route-metrics.js';
import {
  DEFAULT_P95_MS,
  ROUTE_GROUP_P95_MS,
  ROUTE_GROUPS,
  THRESHOLDS,
  type Threshold,
} from '../alarm-thresholds.js';
import { AlarmTopic } from './alarm-topic.js';

/** The namespace of the functions' EMF metrics (their POWERTOOLS_METRICS_NAMESPACE). */
export const metricsNamespace = (stage: string): string => `Pitahaya/${stage}`;

/** The DynamoDB operations the functions make (their throttles and system errors are summed). */
export const TABLE_OPERATIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'TransactWriteItems',
  'TransactGetItems',
] as const;

/** The functions that may record each failure metric (their `service` dimension). */
export const FAILURE_SOURCES = {
  [METRIC.emailsFailed]: ['events'],
  [METRIC.refundsFailed]: ['events', 'payments-sweeper', 'payments'],
  [METRIC.payoutsFailed]: ['payments', 'payments-sweeper'],
  [METRIC.withdrawalRefundsOverdue]: ['payments-sweeper'],
  [METRIC.reconcileDifferences]: ['payments-reconciler'],
} as const;

export interface ObservabilityProps {
  stage: string;
  alarmEmail?: string;
  /** Every Lambda of the stack, by name (service functions and the share pages). */
  functions: Readonly<Record<string, IFunction>>;
  api: IHttpApi;
  apiStage: IHttpStage;
  table: ITable;
  deadLetters: IQueue;
  /** The consumer of the table's stream. */
  streamConsumer: IFunction;
  distribution: Distribution;
}

export class Observability extends Construct {
  readonly topic: AlarmTopic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;
  readonly namespace: string;

  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    this.namespace = metricsNamespace(props.stage);
    this.topic = new AlarmTopic(this, 'Alarms', {
      stage: props.stage,
      ...(props.alarmEmail ? { email: props.alarmEmail } : {}),
    });
    this.action = new SnsAction(this.topic.topic);

    // Route groups: 5xx rate (with a minimum of answers) and p95, from the functions' own measure.
    for (const group of ROUTE_GROUPS) {
      const errors = this.shop(ROUTE_METRIC.serverErrors, { RouteGroup: group }, Stats.AVERAGE, 5);
      const answers = this.shop(ROUTE_METRIC.serverErrors, { RouteGroup: group }, Stats.SAMPLE_COUNT, 5);
      const min = THRESHOLDS.routeGroupMinRequests.value;
      this.alarm(`Api5xx-${group}`, THRESHOLDS.routeGroup5xxRate, {
        description: `5xx rate of the ${group} routes above ${THRESHOLDS.routeGroup5xxRate.value} % (at least ${min} answers in 5 min)`,
        metric: new MathExpression({
          expression: `IF(answers >= ${min}, errors * 100, 0)`,
          usingMetrics: { errors, answers },
          period: Duration.minutes(5),
          label: `${group} 5xx %`,
        }),
      });
      const p95 = ROUTE_GROUP_P95_MS[group] ?? DEFAULT_P95_MS;
      this.alarm(
        `ApiP95-${group}`,
        { ...THRESHOLDS.routeGroupP95, value: p95 },
        {
          description: `p95 latency of the ${group} routes above ${p95} ms`,
          metric: this.shop(ROUTE_METRIC.latency, { RouteGroup: group }, Stats.p(95), 5),
        },
      );
    }

    // The whole API as API Gateway sees it (what never reached a function too).
    const apiDims = { ApiId: props.api.apiId, Stage: props.apiStage.stageName };
    const gateway = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: apiDims,
        statistic,
        period: Duration.minutes(5),
      });
    this.alarm('Api5xx', THRESHOLDS.api5xxRate, {
      description: `API Gateway 5xx rate above ${THRESHOLDS.api5xxRate.value} % (at least ${THRESHOLDS.routeGroupMinRequests.value} requests)`,
      metric: new MathExpression({
        expression: `IF(requests >= ${THRESHOLDS.routeGroupMinRequests.value}, 100 * errors / requests, 0)`,
        usingMetrics: { errors: gateway('5xx', Stats.SUM), requests: gateway('Count', Stats.SUM) },
        period: Duration.minutes(5),
        label: 'API 5xx %',
      }),
    });
    this.alarm('ApiP95', THRESHOLDS.apiP95, {
      description: `API Gateway p95 latency above ${THRESHOLDS.apiP95.value} ms`,
      metric: gateway('Latency', Stats.p(95)),
    });

    // Every function: errors and throttles.
    for (const [name, fn] of Object.entries(props.functions)) {
      this.alarm(`Errors-${name}`, THRESHOLDS.functionErrors, {
        description: `Lambda errors of the ${name} function`,
        metric: fn.metricErrors({ period: Duration.minutes(5), statistic: Stats.SUM }),
      });
      this.alarm(`Throttles-${name}`, THRESHOLDS.functionThrottles, {
        description: `Lambda throttles of the ${name} function`,
        metric: fn.metricThrottles({ period: Duration.minutes(5), statistic: Stats.SUM }),
      });
    }

    // The table's stream: dead letters and how far behind the events function is.
    this.alarm('DeadLetters', THRESHOLDS.deadLetters, {
      description: 'Stream records the events function gave up on (dead-letter queue)',
      metric: props.deadLetters.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: Stats.MAXIMUM,
      }),
    });
    this.alarm('StreamIteratorAge', THRESHOLDS.iteratorAgeMs, {
      description: 'The events function is behind the table stream',
      metric: new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'IteratorAge',
        dimensionsMap: { FunctionName: props.streamConsumer.functionName },
        statistic: Stats.MAXIMUM,
        period: Duration.minutes(5),
      }),
    });

    // DynamoDB.
    const operations = [...TABLE_OPERATIONS] as unknown as Operation[];
    this.alarm('TableThrottles', THRESHOLDS.tableThrottles, {
      description: 'DynamoDB throttled requests (every operation the functions make)',
      metric: props.table.metricThrottledRequestsForOperations({
        operations,
        period: Duration.minutes(5),
      }),
    });
    this.alarm('TableSystemErrors', THRESHOLDS.tableSystemErrors, {
      description: 'DynamoDB system errors (500s)',
      metric: props.table.metricSystemErrorsForOperations({ operations, period: Duration.minutes(5) }),
    });

    // Failures the functions record (EMF), summed over the functions that may record them (each alarm named as
    // its metric; over 5 minutes unless a period is given).
    for (const [key, description, periodMinutes] of [
      ['emailsFailed', 'E-mails given up: refused by SES or failed 5 times'],
      ['refundsFailed', 'Card refunds Stripe refused (or out of attempts)'],
      ['payoutsFailed', "Farms' Stripe transfers refused"],
      [
        'withdrawalRefundsOverdue',
        'Withdrawals whose refund is not made 14 days after the withdrawal (the legal limit)',
      ],
      [
        'reconcileDifferences',
        "Differences between the shop's money and Stripe's found (and mended) by the reconciliation",
        THRESHOLDS.reconcileDifferences.periodMinutes,
      ],
    ] as const)
      this.alarm(METRIC[key], THRESHOLDS[key], {
        description,
        metric: this.failures(METRIC[key], periodMinutes),
      });

    new CfnMonitoringSubscription(this, 'CloudFrontMetrics', {
      distributionId: props.distribution.distributionId,
      monitoringSubscription: {
        realtimeMetricsSubscriptionConfig: { realtimeMetricsSubscriptionStatus: 'Enabled' },
      },
    });

    this.dashboard = this.buildDashboard(props);
  }

  /** A metric the functions write (EMF) in this stage's namespace. */
  private shop(
    metricName: string,
    dimensions: Record<string, string>,
    statistic: string,
    periodMinutes: number,
  ): Metric {
    return new Metric({
      namespace: this.namespace,
      metricName,
      dimensionsMap: dimensions,
      statistic,
      period: Duration.minutes(periodMinutes),
    });
  }

  /** The sum of a failure metric over the functions that record it (missing data counts as 0). */
  private failures(metricName: keyof typeof FAILURE_SOURCES, periodMinutes = 5): IMetric {
    const sources = FAILURE_SOURCES[metricName];
    const usingMetrics = Object.fromEntries(
      sources.map((service, index) => [
        `${metricName.toLowerCase()}${index}`,
        this.shop(metricName, { service }, Stats.SUM, periodMinutes),
      ]),
    );
    return new MathExpression({
      expression: Object.keys(usingMetrics)
        .map((key) => `FILL(${key}, 0)`)
        .join(' + '),
      usingMetrics,
      period: Duration.minutes(periodMinutes),
      label: metricName,
    });
  }

  private alarm(id: string, threshold: Threshold, props: { description: string; metric: IMetric }): Alarm {
    const alarm = new Alarm(this, id, {
      alarmName: `pitahaya-${Stack.of(this).stackName}-${id}`.slice(0, 255),
      alarmDescription: `${props.description}. Why ${threshold.value}: ${threshold.why} Runbook: docs/operations.md#${id.split('-')[0]?.toLowerCase()}`,
      metric: props.metric,
      threshold: threshold.value,
      evaluationPeriods: threshold.periods,
      datapointsToAlarm: threshold.datapoints,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }

  private buildDashboard(props: ObservabilityProps): Dashboard {
    const hour = Duration.hours(1);
    const orders = this.shop(METRIC.ordersPlaced, { service: 'orders' }, Stats.SUM, 60);
    const revenue = new MathExpression({
      expression: 'cents / 100',
      usingMetrics: { cents: this.shop(METRIC.revenue, { service: 'orders' }, Stats.SUM, 60) },
      period: hour,
      label: 'Revenue (EUR)',
    });
    const latency = (metricName: string, service: string) =>
      [Stats.p(50), Stats.p(95), Stats.p(99)].map((statistic) =>
        this.shop(metricName, { service }, statistic, 5).with({ label: `${metricName} ${statistic}` }),
      );
    const refusals = new MathExpression({
      expression: `SEARCH('{${this.namespace},Reason,service} MetricName="${METRIC.checkoutRefused}"', 'Sum', 300)`,
      period: Duration.minutes(5),
      label: '',
    });
    const cloudFront = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: props.distribution.distributionId, Region: 'Global' },
        region: 'us-east-1',
        statistic,
        period: Duration.minutes(5),
      });
    const errors = Object.entries(props.functions).map(([name, fn]) =>
      fn.metricErrors({ period: Duration.minutes(5), statistic: Stats.SUM, label: name }),
    );
    const dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `pitahaya-${props.stage}`,
      defaultInterval: Duration.days(1),
    });
    dashboard.addWidgets(
      new TextWidget({
        markdown: `# Pitahaya ${props.stage}\nBusiness metrics from the functions (EMF, namespace \`${this.namespace}\`); runbook in docs/operations.md.`,
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({ title: 'Orders per hour', left: [orders], width: 8, statistic: Stats.SUM }),
      new GraphWidget({
        title: 'Revenue per hour (EUR, order totals at checkout)',
        left: [revenue],
        width: 8,
      }),
      new SingleValueWidget({
        title: 'Orders and revenue, last 24 h',
        metrics: [
          this.shop(METRIC.ordersPlaced, { service: 'orders' }, Stats.SUM, 1440),
          new MathExpression({
            expression: 'c / 100',
            usingMetrics: { c: this.shop(METRIC.revenue, { service: 'orders' }, Stats.SUM, 1440) },
            period: Duration.days(1),
            label: 'Revenue (EUR)',
          }),
        ],
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Checkout latency (ms)',
        left: latency(METRIC.checkoutLatency, 'orders'),
        width: 12,
      }),
      new GraphWidget({ title: 'Checkouts refused, by reason', left: [refusals], width: 12, stacked: true }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Catalog latency in the function (ms)',
        left: latency(METRIC.catalogLatency, 'products'),
        width: 12,
      }),
      new GraphWidget({
        title: 'CloudFront: cache hit rate (%) and requests',
        left: [cloudFront('CacheHitRate', Stats.AVERAGE)],
        right: [cloudFront('Requests', Stats.SUM)],
        leftYAxis: { min: 0, max: 100 },
        width: 12,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({ title: 'Lambda errors by function', left: errors, width: 12, stacked: true }),
      new GraphWidget({
        title: 'API: 5xx and 4xx (API Gateway)',
        left: ['5xx', '4xx'].map(
          (metricName) =>
            new Metric({
              namespace: 'AWS/ApiGateway',
              metricName,
              dimensionsMap: { ApiId: props.api.apiId, Stage: props.apiStage.stageName },
              statistic: Stats.SUM,
              period: Duration.minutes(5),
            }),
        ),
        width: 12,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Dead-letter queue depth',
        left: [
          props.deadLetters.metricApproximateNumberOfMessagesVisible({
            period: Duration.minutes(5),
            statistic: Stats.MAXIMUM,
          }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'E-mails, refunds and payouts failed; withdrawal refunds overdue; money differences mended',
        left: [
          this.failures(METRIC.emailsFailed, 60),
          this.failures(METRIC.refundsFailed, 60),
          this.failures(METRIC.payoutsFailed, 60),
          this.failures(METRIC.withdrawalRefundsOverdue, 60),
          this.failures(METRIC.reconcileDifferences, 60),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Stream iterator age (ms)',
        left: [
          new Metric({
            namespace: 'AWS/Lambda',
            metricName: 'IteratorAge',
            dimensionsMap: { FunctionName: props.streamConsumer.functionName },
            statistic: Stats.MAXIMUM,
            period: Duration.minutes(5),
          }),
        ],
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 8 }),
    );
    return dashboard;
  }
}
