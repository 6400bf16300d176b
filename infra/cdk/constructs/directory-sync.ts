/**
 * The user directory follows Cognito (services/directory-sync/handler.ts, docs/infra.md "User directory sync"):
 *   - an EventBridge rule on Cognito's admin calls as CloudTrail records them (source aws.cognito-idp,
 *     "AWS API Call via CloudTrail", this pool's id): the function re-syncs the user the call names. CloudTrail
 *     must record the account's management events (a trail, docs/infra.md): without one these events never
 *     reach EventBridge and only the schedule below catches the change;
 *   - a schedule every minute: one run of the incremental reconciliation (the safety net). A failed run is not
 *     retried (the next one comes a minute later); a Cognito event is retried twice.
 */
import { Duration } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { ScheduledJob } from './job-schedule.js';
import { COGNITO_ADMIN_EVENTS } from '../../../services/directory-sync/settings.js';

/** How often the reconciliation runs. */
export const DIRECTORY_SYNC_INTERVAL = Duration.minutes(1);

export interface DirectorySyncProps {
  handler: IFunction;
  userPool: IUserPool;
}

/** Its `schedule` runs the reconciliation every minute. */
export class DirectorySync extends ScheduledJob {
  /** Passes Cognito's admin calls on this pool (CloudTrail) to the function. */
  readonly cognitoChanges: Rule;

  constructor(scope: Construct, id: string, props: DirectorySyncProps) {
    super(scope, id, {
      description: 'Pitahaya: the user directory reconciled with Cognito every minute (a slice of the pool)',
      interval: DIRECTORY_SYNC_INTERVAL,
      handler: props.handler,
      maxEventAge: DIRECTORY_SYNC_INTERVAL,
    });
    this.cognitoChanges = new Rule(this, 'CognitoChanges', {
      description:
        "Pitahaya: Cognito's admin calls on the user pool (CloudTrail) re-sync that user's directory row",
      eventPattern: {
        source: ['aws.cognito-idp'],
        detailType: ['AWS API Call via CloudTrail'],
        detail: {
          eventSource: ['cognito-idp.amazonaws.com'],
          eventName: [...COGNITO_ADMIN_EVENTS],
          requestParameters: { userPoolId: [props.userPool.userPoolId] },
        },
      },
      targets: [new LambdaFunction(props.handler, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });
  }
}
