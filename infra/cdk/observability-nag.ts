/**
 * cdk-nag acknowledgements of what issue 24 adds (reasons in nag-reasons.ts): the X-Ray grants of every
 * traced function's role and the unencrypted alarm topics. Called by the stacks after their own.
 */
import { Validations } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { AlarmTopic } from './constructs/alarm-topic.js';
import { REASONS } from './nag-reasons.js';

const acknowledge = (scope: Parameters<typeof Validations.of>[0], id: string, reason: string) =>
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${id}`, reason });

/** The traced functions' roles (the events role also reads its stream list: both on "*"). */
export function acknowledgeTracing(
  functions: Readonly<Record<string, IFunction>>,
  streamConsumer?: IFunction,
): void {
  for (const fn of Object.values(functions)) {
    if (!fn.role) continue;
    acknowledge(
      fn.role,
      'IAM5[Resource::*]',
      fn === streamConsumer ? REASONS.xrayAndListStreams : REASONS.xray,
    );
  }
}

export function acknowledgeAlarmTopic(topic: AlarmTopic): void {
  acknowledge(topic.topic, 'SNS2', REASONS.alarmTopic);
}
