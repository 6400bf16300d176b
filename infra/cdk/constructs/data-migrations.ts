/**
 * The table's data migrations run by the deployment itself: a CDK trigger (aws-cdk-lib/triggers) invokes the
 * migrations function (services/migrations/handler.ts) once the table is deployed, and again after any
 * deployment that changes that function. A deployment that adds an index (GSI5, the price bands) thus also
 * gives the items written before it their keys, with nothing to run by hand.
 *
 * The trigger waits for the first slice (at most the function's timeout) and fails the deployment if it fails.
 * A longer run goes on in asynchronous invocations of the function by itself (Lambda retries those twice);
 * each slice stops a minute before its time runs out. Every migration is idempotent and ends with a marker item,
 * so another run returns at once. Self-invocation is granted by a policy of its own beside the role: inside the
 * role's default policy it would name the function the role belongs to, a dependency cycle.
 */
import { Duration } from 'aws-cdk-lib';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { InvocationType, Trigger } from 'aws-cdk-lib/triggers';
import { Construct, type IConstruct } from 'constructs';

export interface DataMigrationsProps {
  /** The migrations function (ServiceFunctions' `migrations`); the trigger waits its timeout plus a margin. */
  handler: LambdaFunction;
  /** What must be deployed before it runs (the table). */
  after: IConstruct[];
}

export class DataMigrations extends Construct {
  readonly trigger: Trigger;
  readonly selfInvoke: Policy;

  constructor(scope: Construct, id: string, props: DataMigrationsProps) {
    super(scope, id);
    const role = props.handler.role;
    if (!role) throw new Error('The migrations function needs its role');
    this.selfInvoke = new Policy(this, 'SelfInvoke', {
      roles: [role],
      statements: [
        new PolicyStatement({
          sid: 'GoOn',
          actions: ['lambda:InvokeFunction'],
          resources: [props.handler.functionArn],
        }),
      ],
    });
    this.trigger = new Trigger(this, 'AfterDeploy', {
      handler: props.handler,
      invocationType: InvocationType.REQUEST_RESPONSE,
      // Lambda's own default timeout is 3 s.
      timeout: (props.handler.timeout ?? Duration.seconds(3)).plus(Duration.seconds(30)),
      executeOnHandlerChange: true,
      executeAfter: [...props.after, this.selfInvoke],
    });
  }
}
