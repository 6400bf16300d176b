/**
 * E-mail from the services (services/lib/mail): only when a verified SES sender is configured (context
 * `sesFromEmail`, the same sender Cognito uses; docs/infra.md). Off by default: then nothing is queued and no
 * function may send. When on:
 *   - the events function sends (it delivers the queued MAIL# items from the table's stream): MAIL_FROM,
 *     MAIL_FROM_NAME, SES_REGION, MAIL_CONFIGURATION_SET, SITE_URL (links in e-mails), and the only grant:
 *     ses:SendEmail on that identity (the address and its domain, whichever SES verified) and the configuration
 *     set, for that From address only;
 *   - the queuers, every other function (the contact form's copy to the shop, the withdrawals' receipts and farm
 *     notices, the review requests, the payments sweeper's refund reminders, the boxes' cycle notices, the
 *     harvest calendar's pick lists, «Avísame» alerts and daily summaries), write MAIL# items only: MAIL_FROM
 *     (e-mail is on) and MAIL_SHOP_INBOX (context `shopInboxEmail`, default the sender). They never call SES: no
 *     grant.
 */
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export interface MailSenderProps {
  ses: { fromEmail: string; fromName: string; region?: string; configurationSet?: string };
  /** Where contact form copies go (default: the sender). */
  shopInbox?: string;
  /** https://<site>: links in e-mails. */
  siteUrl: string;
  sender: LambdaFunction;
  queuers: LambdaFunction[];
}

export class MailSender extends Construct {
  readonly statement: PolicyStatement;

  constructor(scope: Construct, id: string, props: MailSenderProps) {
    super(scope, id);
    const { ses } = props;
    const stack = Stack.of(this);
    const region = ses.region ?? stack.region;
    const identity = (name: string) =>
      stack.formatArn({ service: 'ses', region, resource: 'identity', resourceName: name });
    const domain = ses.fromEmail.slice(ses.fromEmail.indexOf('@') + 1);

    const common = { MAIL_FROM: ses.fromEmail, MAIL_SHOP_INBOX: props.shopInbox ?? ses.fromEmail };
    for (const fn of props.queuers)
      for (const [key, value] of Object.entries(common)) fn.addEnvironment(key, value);
    const senderEnvironment: Record<string, string> = {
      ...common,
      MAIL_FROM_NAME: ses.fromName,
      SES_REGION: region,
      SITE_URL: props.siteUrl,
      ...(ses.configurationSet ? { MAIL_CONFIGURATION_SET: ses.configurationSet } : {}),
    };
    for (const [key, value] of Object.entries(senderEnvironment)) props.sender.addEnvironment(key, value);

    this.statement = new PolicyStatement({
      sid: 'SendMail',
      actions: ['ses:SendEmail'],
      resources: [
        identity(ses.fromEmail),
        identity(domain),
        ...(ses.configurationSet
          ? [
              stack.formatArn({
                service: 'ses',
                region,
                resource: 'configuration-set',
                resourceName: ses.configurationSet,
              }),
            ]
          : []),
      ],
      conditions: { StringEquals: { 'ses:FromAddress': ses.fromEmail } },
    });
    props.sender.addToRolePolicy(this.statement);
  }
}
