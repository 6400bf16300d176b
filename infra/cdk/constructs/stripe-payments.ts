/**
 * What card payments (Stripe) need in AWS besides the functions and the SDK's layer (stripe-layer.ts):
 *
 * - the Stripe keys' secret: created with the placeholder `{"secretKey":"","webhookSecret":""}`, which the
 *   operator replaces with `aws secretsmanager put-secret-value` (docs/infra.md, "Payments (Stripe)"). The stack
 *   never writes it again (CloudFormation only sets the value when the template's changes, and the placeholder
 *   never does), and it is retained with the stack. The functions that talk to Stripe get its ARN as
 *   STRIPE_SECRET_ARN (services/lib/clients/stripe-secrets.ts reads it) and may read it (permissions.ts);
 * - the payment deadlines (config.ts) as PAYMENT_TIMEOUT_SECONDS and TRANSFER_TIMEOUT_DAYS of the functions that
 *   place orders, take payments and sweep (services/orders/payment/deadlines.ts);
 * - the schedule of the sweeper: an EventBridge rule that invokes it every minute. A failed sweep is not
 *   retried (the next one comes a minute later) and an invocation waiting for more than a minute is dropped;
 * - the schedule of the reconciliation (payments-reconciler): every 10 minutes, likewise without retries.
 */
import { Duration, RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import type { Rule } from 'aws-cdk-lib/aws-events';
import type { Function as LambdaFn } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { DeployConfig } from '../config.js';
import { jobSchedule } from './job-schedule.js';
import { type FunctionName, STRIPE_FUNCTION_NAMES } from './service-functions.js';

/** The secret's value until the operator puts the keys from the Stripe dashboard. */
export const STRIPE_SECRET_PLACEHOLDER = { secretKey: '', webhookSecret: '' } as const;

/**
 * The functions that read the payment deadlines: checkout (an order's due time), payments, the sweeper, the
 * subscriptions job (a cycle's order paid by card or transfer).
 */
export const PAYMENT_DEADLINE_FUNCTIONS: readonly FunctionName[] = [
  'orders',
  'payments',
  'payments-sweeper',
  'subscriptions-cycle',
];

/** How often the sweeper runs. */
export const SWEEP_INTERVAL = Duration.minutes(1);
/**
 * How often the reconciliation runs (services/payments/reconcile.ts): a lost webhook is mended within 10
 * minutes, at a few list calls to Stripe a run.
 */
export const RECONCILE_INTERVAL = Duration.minutes(10);

export interface StripePaymentsProps {
  functions: Record<FunctionName, LambdaFn>;
  deadlines: DeployConfig['paymentDeadlines'];
}

export class StripePayments extends Construct {
  /** The Stripe keys (secret key and webhook signing secret), filled in by the operator. */
  readonly secret: Secret;
  /** Invokes the payments sweeper every minute. */
  readonly sweepSchedule: Rule;
  /** Invokes the payments reconciliation every 10 minutes. */
  readonly reconcileSchedule: Rule;

  constructor(scope: Construct, id: string, props: StripePaymentsProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Keys', {
      description:
        'Pitahaya: Stripe keys {"secretKey":"sk_...","webhookSecret":"whsec_..."}, put by the operator ' +
        '(docs/infra.md, "Payments (Stripe)")',
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify(STRIPE_SECRET_PLACEHOLDER)),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const name of STRIPE_FUNCTION_NAMES) {
      props.functions[name].addEnvironment('STRIPE_SECRET_ARN', this.secret.secretArn);
    }
    for (const name of PAYMENT_DEADLINE_FUNCTIONS) {
      props.functions[name].addEnvironment(
        'PAYMENT_TIMEOUT_SECONDS',
        String(props.deadlines.paymentTimeoutSeconds),
      );
      props.functions[name].addEnvironment(
        'TRANSFER_TIMEOUT_DAYS',
        String(props.deadlines.transferTimeoutDays),
      );
    }

    const sweeper = props.functions['payments-sweeper'];
    sweeper.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: SWEEP_INTERVAL });
    this.sweepSchedule = jobSchedule(this, 'SweepSchedule', {
      description: 'Pitahaya: the payments sweeper every minute (overdue card payments and bank transfers)',
      interval: SWEEP_INTERVAL,
      handler: sweeper,
    });

    const reconciler = props.functions['payments-reconciler'];
    reconciler.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: RECONCILE_INTERVAL });
    this.reconcileSchedule = jobSchedule(this, 'ReconcileSchedule', {
      description:
        "Pitahaya: the payments reconciliation every 10 minutes (the shop's money against Stripe's, mended)",
      interval: RECONCILE_INTERVAL,
      handler: reconciler,
    });
  }
}
