/**
 * The WAF's alarm, in the edge stack (us-east-1, where a CLOUDFRONT web ACL publishes its metrics): blocked
 * requests of the whole web ACL (`Rule=ALL`) over THRESHOLDS.wafBlocked, notifying that stack's own topic
 * (an alarm can only notify a topic of its region), with the same `alarmEmail` subscription.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Construct } from 'constructs';
import { THRESHOLDS } from '../alarm-thresholds.js';
import { AlarmTopic } from './alarm-topic.js';

export interface WafAlarmProps {
  stage: string;
  /** The web ACL's metric name (its visibility config). */
  webAclMetricName: string;
  alarmEmail?: string;
}

export class WafAlarm extends Construct {
  readonly topic: AlarmTopic;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: WafAlarmProps) {
    super(scope, id);
    this.topic = new AlarmTopic(this, 'Alarms', {
      stage: props.stage,
      ...(props.alarmEmail ? { email: props.alarmEmail } : {}),
    });
    const threshold = THRESHOLDS.wafBlocked;
    this.alarm = new Alarm(this, 'Blocked', {
      alarmName: `pitahaya-${Stack.of(this).stackName}-WafBlocked`,
      alarmDescription: `WAF blocked requests spike. Why ${threshold.value}: ${threshold.why} Runbook: docs/operations.md#wafblocked`,
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: props.webAclMetricName, Rule: 'ALL' },
        statistic: Stats.SUM,
        period: Duration.minutes(threshold.periodMinutes),
      }),
      threshold: threshold.value,
      evaluationPeriods: threshold.periods,
      datapointsToAlarm: threshold.datapoints,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topic.topic);
    this.alarm.addAlarmAction(action);
    this.alarm.addOkAction(action);
  }
}
