/**
 * The whole marketplace in one stack, built from small constructs (constructs/*.ts). One stack because the
 * pieces reference each other both ways: CloudFront reads the image bucket through OAC (a bucket policy naming
 * the distribution), the API functions write to that same bucket, and CloudFront fronts the API; across stacks
 * this becomes export/import coupling or a dependency cycle, for no gain at this size. Stateful resources
 * (table, user pool, buckets) are RETAINed, so deleting or replacing the stack never loses data.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { RATE_LIMIT_FUNCTIONS, type DeployConfig, type RateLimitName } from './config.js';
import { capacityOf } from './capacity.js';
import { Buckets } from './constructs/buckets.js';
import { ChangeStream } from './constructs/change-stream.js';
import { DataMigrations } from './constructs/data-migrations.js';
import { MailSender } from './constructs/mail-sender.js';
import { DataTable } from './constructs/data-table.js';
import { HarvestSchedules } from './constructs/harvest-schedules.js';
import { DirectorySync } from './constructs/directory-sync.js';
import { reviewRequestsJob } from './constructs/review-requests.js';
import { PitahayaHttpApi } from './constructs/http-api.js';
import { FUNCTION_NAMES, ServiceFunctions } from './constructs/service-functions.js';
import { SharePages } from './constructs/share-pages.js';
import { StripePayments } from './constructs/stripe-payments.js';
import { subscriptionCyclesJob } from './constructs/subscription-cycles.js';
import { ScheduledJob } from './constructs/job-schedule.js';
import { UserDirectory } from './constructs/user-directory.js';
import { WebDistribution } from './constructs/web-distribution.js';
import { applyNagSuppressions } from './nag-suppressions.js';
import { metricsNamespace, Observability } from './constructs/observability.js';
import { acknowledgeAlarmTopic, acknowledgeTracing } from './observability-nag.js';
import { applyPermissions } from './permissions.js';
import { ImageUploadCors } from './constructs/image-upload-cors.js';
import { ORIGIN_VERIFY_HEADER, OriginSecret } from './constructs/origin-secret.js';
import { EventType } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { PRODUCT_UPLOAD_PREFIX } from '../../services/lib/product-images.js';
import { FARM_UPLOAD_PREFIX } from '../../services/farms/farm-photos.js';

export interface PitahayaStackProps extends StackProps {
  config: DeployConfig;
  /** The CLOUDFRONT-scope WAF web ACL (edge stack's, or an existing one). */
  webAclArn?: string;
}

export class PitahayaStack extends Stack {
  readonly data: DataTable;
  readonly users: UserDirectory;
  readonly buckets: Buckets;
  readonly services: ServiceFunctions;
  readonly http: PitahayaHttpApi;
  readonly changeStream: ChangeStream;
  readonly migrations: DataMigrations;
  readonly web: WebDistribution;
  readonly sharePages: SharePages;
  readonly originSecret: OriginSecret;
  readonly uploadCors: ImageUploadCors;
  readonly payments: StripePayments;
  readonly directorySync: DirectorySync;
  readonly reviewRequests: ScheduledJob;
  readonly subscriptionCycles: ScheduledJob;
  readonly harvestSchedules: HarvestSchedules;
  /** Alarms, their SNS topic and the dashboard (issue 24, docs/operations.md). */
  readonly observability: Observability;

  constructor(scope: Construct, id: string, props: PitahayaStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.data = new DataTable(this, 'Data', {
      ...(config.restoredTable ? { restored: config.restoredTable } : {}),
      ...(config.lineIndexes !== undefined ? { lineIndexes: config.lineIndexes } : {}),
    });
    this.users = new UserDirectory(this, 'Users', {
      stage: config.stage,
      ...(config.ses ? { ses: config.ses } : {}),
    });
    this.buckets = new Buckets(this, 'Buckets');
    this.originSecret = new OriginSecret(this, 'OriginSecret');

    this.services = new ServiceFunctions(this, 'Services', {
      environment: {
        TABLE_NAME: this.data.active.tableName,
        USER_POOL_ID: this.users.userPool.userPoolId,
        USER_POOL_CLIENT_ID: this.users.client.userPoolClientId,
        IMAGES_BUCKET: this.buckets.images.bucketName,
        // While the lines' indexes are added one per deployment: their old keys written and read (config.ts); while
        // a table that had LINES1..LINES5 is given LINES6: the consumer's orders' GSI1 keys.
        ...(config.lineIndexes !== undefined ? { LINE_INDEXES: 'legacy' } : {}),
        ...(config.consumerOrdersLegacy ? { LINE_INDEXES: 'consumer-legacy' } : {}),
      },
      originVerifySecret: this.originSecret.value,
      metricsNamespace: metricsNamespace(config.stage),
      // What the stack is sized for (capacity.ts: none for a cooperative's shop, 100 orders/s for a campaign).
      reservedConcurrency: capacityOf(config.capacity, FUNCTION_NAMES).reservedConcurrency,
    });
    // Card payments: the Stripe keys' secret, the payment deadlines, the sweeper's schedule.
    this.payments = new StripePayments(this, 'Payments', {
      functions: this.services.functions,
      deadlines: config.paymentDeadlines,
    });
    applyPermissions(this.services.functions, {
      table: this.data.active,
      userPool: this.users.userPool,
      imagesBucket: this.buckets.images,
      stripeSecret: this.payments.secret,
    });

    const {
      authorizer,
      events,
      images,
      migrations,
      'payments-sweeper': sweeper,
      'payments-reconciler': reconciler,
      'directory-sync': directorySync,
      'subscriptions-cycle': subscriptionsCycle,
      'harvest-cutoffs': cutoffs,
      ...domainFunctions
    } = this.services.functions;
    // The farms' pick lists at their cut-off (docs/harvest-calendar.md).
    this.harvestSchedules = new HarvestSchedules(this, 'HarvestSchedules', { cutoffs });
    // The user directory follows Cognito: its admin calls (CloudTrail) and a reconciliation every minute.
    this.directorySync = new DirectorySync(this, 'DirectorySync', {
      handler: directorySync,
      userPool: this.users.userPool,
    });
    // The review requests a few days after a delivery: the reviews function on a schedule (docs/reviews.md).
    this.reviewRequests = new ScheduledJob(
      this,
      'ReviewRequests',
      reviewRequestsJob(domainFunctions.reviews),
    );
    // Recurring boxes: each due cycle placed as an order, every hour (docs/subscriptions.md).
    this.subscriptionCycles = new ScheduledJob(
      this,
      'SubscriptionCycles',
      subscriptionCyclesJob(subscriptionsCycle),
    );
    this.changeStream = new ChangeStream(this, 'ChangeStream', { table: this.data.active, consumer: events });
    // Data migrations (an index or a stored figure added to a table that has data) run by the deployment, after
    // the table and after the functions that write the data: once a migration is done, no older code writes an
    // item without what it added.
    this.migrations = new DataMigrations(this, 'Migrations', {
      handler: migrations,
      after: [
        this.data,
        events,
        images,
        directorySync,
        sweeper,
        subscriptionsCycle,
        cutoffs,
        reconciler,
        ...Object.values(domainFunctions),
      ],
    });
    this.http = new PitahayaHttpApi(this, 'Http', {
      stage: config.stage,
      functions: domainFunctions,
      authorizerFunction: authorizer,
      throttle: config.throttle,
    });

    // Every product upload goes to the images function (check, publish, tell the product).
    this.buckets.images.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(images), {
      prefix: PRODUCT_UPLOAD_PREFIX,
    });
    // And every photo of a farm's public page (services/farms/farm-photos.ts): the same check.
    this.buckets.images.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(images), {
      prefix: FARM_UPLOAD_PREFIX,
    });

    this.web = new WebDistribution(this, 'Web', {
      siteBucket: this.buckets.site,
      imagesBucket: this.buckets.images,
      logBucket: this.buckets.logs,
      apiEndpoint: this.http.api.apiEndpoint,
      originHeaders: { [ORIGIN_VERIFY_HEADER]: this.originSecret.value },
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
      webDist: config.webDist,
      domainNames: config.domainNames,
      ...(config.certificateArn
        ? { certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn) }
        : {}),
    });

    // Product links, sitemap.xml and robots.txt from the live catalog (constructs/share-pages.ts).
    this.sharePages = new SharePages(this, 'SharePages', {
      table: this.data.active,
      distribution: this.web.distribution,
      responseHeadersPolicy: this.web.responseHeadersPolicy,
      webDist: config.webDist,
      ...(config.domainNames[0] ? { siteUrl: `https://${config.domainNames[0]}` } : {}),
      observability: { layer: this.services.observability, metricsNamespace: metricsNamespace(config.stage) },
    });

    const siteDomain = config.domainNames[0] ?? this.web.distribution.distributionDomainName;
    // E-mails of the services (contact copies, order events), only with a verified SES sender.
    if (config.ses) {
      new MailSender(this, 'Mail', {
        ses: config.ses,
        ...(config.shopInboxEmail ? { shopInbox: config.shopInboxEmail } : {}),
        siteUrl: `https://${siteDomain}`,
        sender: events,
        // Every other function may queue (the contact form's copy, the withdrawals' receipts and farm notices,
        // the review requests, the sweeper's refund reminders, the boxes' notices, the cut-off job's pick lists,
        // alerts and daily summaries): MAIL_FROM only says e-mail is on, and a function without it queues
        // nothing. Listing them one by one left four of them silent in AWS.
        queuers: Object.values(this.services.functions).filter((fn) => fn !== events),
      });
    }
    // Abuse limits tuned by the deployment (config.ts rateLimit*): RATE_LIMIT_<NAME> on the function reading it.
    for (const [name, value] of Object.entries(config.rateLimits)) {
      const reader = RATE_LIMIT_FUNCTIONS[name as RateLimitName];
      domainFunctions[reader].addEnvironment(`RATE_LIMIT_${name.toUpperCase()}`, value);
    }
    this.uploadCors = new ImageUploadCors(this, 'ImageUploadCors', {
      bucket: this.buckets.images,
      origins: [
        `https://${this.web.distribution.distributionDomainName}`,
        ...config.domainNames.map((domain) => `https://${domain}`),
        ...config.corsOrigins,
      ],
    });
    this.output('SiteUrl', `https://${siteDomain}`, 'The marketplace (SPA, /oauth, /v1, /images)');
    this.output('ApiUrl', this.http.stage.url, 'HTTP API endpoint (the SPA uses the site URL)');
    this.output('DistributionId', this.web.distribution.distributionId, 'CloudFront distribution');
    this.output('UserPoolId', this.users.userPool.userPoolId, 'Cognito user pool');
    this.output('UserPoolClientId', this.users.client.userPoolClientId, 'Cognito app client');
    this.output('TableName', this.data.active.tableName, 'DynamoDB table (the functions use this one)');
    this.output('ImagesBucketName', this.buckets.images.bucketName, 'Product images (keys images/...)');
    this.output('SiteBucketName', this.buckets.site.bucketName, 'Built SPA');
    this.output('LogBucketName', this.buckets.logs.bucketName, 'S3 and CloudFront access logs');
    this.output(
      'StripeSecretArn',
      this.payments.secret.secretArn,
      'Stripe keys: put {"secretKey","webhookSecret"} here (docs/infra.md)',
    );

    applyNagSuppressions(this);

    // What an operator watches: alarms, their topic (alarmEmail) and the dashboard; every function traced.
    const traced = { ...this.services.functions, seo: this.sharePages.function };
    this.observability = new Observability(this, 'Observability', {
      stage: config.stage,
      ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
      functions: traced,
      api: this.http.api,
      apiStage: this.http.stage,
      table: this.data.active,
      deadLetters: this.changeStream.deadLetters,
      streamConsumer: events,
      distribution: this.web.distribution,
    });
    acknowledgeTracing(traced, events);
    acknowledgeAlarmTopic(this.observability.topic);
  }

  private output(id: string, value: string, description: string): void {
    new CfnOutput(this, id, { value, description });
  }
}
